// The 'Booked' label must stay readable on the dark theme: WCAG AA (4.5:1)
// against what is behind it, as the browser composes it (the card's own
// background over the surface it sits on, any dimming of the card included).
import { screen } from '@testing-library/react';
import { blend, contrastRatio, WCAG_AA_NORMAL_TEXT } from '@marketplace/shared-ui/contrast';
import { darkTheme } from '@marketplace/shared-ui/theme';
import { SlotCards } from './slot-cards';
import { renderWithUi } from '../../../../jest/render';

describe('SlotCards', () => {
  it("shows 'Booked' at WCAG AA contrast on the disabled card", () => {
    renderWithUi(<SlotCards stateOf={(time) => (time === '09:00' ? 'booked' : 'free')} selected={null} onSelect={() => undefined} />);
    const card = screen.getByRole('button', { name: /Morning/ });
    expect(card).toBeDisabled();
    const label = screen.getByText('Booked');
    const cardStyle = getComputedStyle(card);
    const opacity = Number(cardStyle.opacity || '1');
    // The picker sits on a surface (a modal or a page card); a dimmed card lets it show through
    // both its background and its text.
    const cardBackground = blend(cardStyle.backgroundColor, darkTheme.colors.surface, opacity);
    const text = blend(getComputedStyle(label).color, darkTheme.colors.surface, opacity);
    expect(contrastRatio(text, cardBackground)).toBeGreaterThanOrEqual(WCAG_AA_NORMAL_TEXT);
  });

  it('makes each slot card a touch-sized target (44 px)', () => {
    renderWithUi(<SlotCards stateOf={() => 'free'} selected={null} onSelect={() => undefined} />);
    for (const card of screen.getAllByRole('button')) {
      expect(card).toHaveStyle({ minHeight: '44px' });
    }
  });
});
