import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../jest/render';
import { CardGrid, ImageCardLink } from './card-grid';

describe('CardGrid', () => {
  it('is a list of cards, each card one link named by its text', () => {
    renderWithProviders(
      <CardGrid $min="8rem">
        <li>
          <ImageCardLink to="/p1">
            <img src="/a.png" alt="" />
            <strong>Logo design</strong>
          </ImageCardLink>
        </li>
        <li>
          <ImageCardLink to="/p2">
            <strong>Bookkeeping</strong>
          </ImageCardLink>
        </li>
      </CardGrid>,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('link', { name: 'Logo design' })).toHaveAttribute('href', '/p1');
    expect(screen.getByRole('link', { name: 'Bookkeeping' })).toHaveAttribute('href', '/p2');
  });
});
