import { screen } from '@testing-library/react';
import { renderWithUi } from '../../jest/render';
import { PageSkeleton } from './skeleton';

describe('PageSkeleton', () => {
  it("announces what is loading as a busy status, with the content's shape hidden from assistive technology", () => {
    const { container } = renderWithUi(<PageSkeleton label="Loading profile" shape="detail" />);
    const status = screen.getByRole('status', { name: 'Loading profile' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading profile');
    expect(container.querySelector('[data-skeleton="detail"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws a grid of cards for a list page', () => {
    const { container } = renderWithUi(<PageSkeleton label="Loading assistants" shape="cards" />);
    expect(container.querySelector('[data-skeleton="cards"]')?.children.length).toBeGreaterThan(1);
  });
});
