import { screen } from '@testing-library/react';
import { EmptyState } from './empty-state';
import { renderWithUi } from '../../jest/render';

describe('EmptyState', () => {
  it('shows a heading, a description and an action', () => {
    renderWithUi(
      <EmptyState
        title="No upcoming bookings found."
        description="Book a consultant to see it here."
        action={<a href="/profile/list">Find Consultants</a>}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No upcoming bookings found.' })).toBeInTheDocument();
    expect(screen.getByText('Book a consultant to see it here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Consultants' })).toHaveAttribute('href', '/profile/list');
  });
});
