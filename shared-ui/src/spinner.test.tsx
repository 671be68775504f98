import { screen } from '@testing-library/react';
import { PageSpinner, Spinner } from './spinner';
import { renderWithUi } from '../../jest/render';

describe('Spinner', () => {
  it("is a status named 'Loading' by default, or by its label", () => {
    renderWithUi(
      <>
        <Spinner />
        <PageSpinner label="Loading available times..." />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveTextContent('Loading');
    expect(screen.getByRole('status', { name: 'Loading available times...' })).toBeInTheDocument();
  });
});
