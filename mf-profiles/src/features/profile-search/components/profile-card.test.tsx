// The card's two actions at 1280 px, where four cards share a row (each about 226 px
// inside): side by side on one line, not stacked at the left; at 360 px they still
// wrap rather than overflow. jsdom has no layout, so this holds the CSS that does it.
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../../jest/render';
import { aPost } from '../../../test/fixtures';
import { ProfileCard } from './profile-card';

describe('ProfileCard', () => {
  it('puts View Profile and Book Now side by side, sharing a row that wraps only when too narrow', () => {
    renderWithProviders(<ProfileCard post={aPost()} isAdmin={false} onOpen={() => undefined} />);
    const view = screen.getByRole('button', { name: 'View Profile' });
    const book = screen.getByRole('link', { name: 'Book Now' });
    const row = view.parentElement as HTMLElement;
    expect(book.parentElement).toBe(row);
    expect(getComputedStyle(row).display).toBe('flex');
    expect(getComputedStyle(row).flexWrap).toBe('wrap');
    for (const action of [view, book]) {
      const style = getComputedStyle(action);
      // Each grows to share the row (and fills it alone when wrapped, never left-aligned)...
      expect(style.flexGrow).toBe('1');
      // ...with the tighter padding that lets both fit one line of a 1280 px card.
      expect(style.paddingLeft).toBe('0.5rem');
      expect(style.paddingRight).toBe('0.5rem');
    }
  });
});
