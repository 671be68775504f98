// The 'Booked' label must stay readable on the dark theme: WCAG AA (4.5:1)
// against what is behind it, as the browser composes it (the card's own
// background over the surface it sits on, any dimming of the card included).
import { screen } from '@testing-library/react';
import { blend, contrastRatio, WCAG_AA_NORMAL_TEXT } from '@marketplace/shared-ui/contrast';
import { darkTheme } from '@marketplace/shared-ui/theme';
import { SlotCards } from './slot-cards';
import { apiUser } from '../../../../jest/fixtures';
import { renderWithUi } from '../../../../jest/render';

describe('SlotCards', () => {
  it("shows 'Booked' at WCAG AA contrast on the disabled card", () => {
    renderWithUi(<SlotCards date="2026-06-15" stateOf={(time) => (time === '09:00' ? 'booked' : 'free')} selected={null} onSelect={() => undefined} />);
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

  it("adds a New York viewer's own clock beneath the SPEC's slot texts, for the chosen date", () => {
    const newYorker = { session: { user: apiUser({ timeZone: 'America/New_York' }) } };
    const { rerender } = renderWithUi(<SlotCards date="2026-06-15" stateOf={() => 'free'} selected={null} onSelect={() => undefined} />, newYorker);
    expect(screen.getByRole('button', { name: /Morning/ })).toHaveTextContent(/^Morning9:00 AM - 1:00 PMManila time · 9:00 PM - 1:00 AM New York, the day before$/);
    expect(screen.getByRole('button', { name: /Afternoon/ })).toHaveTextContent(/^Afternoon1:00 PM - 5:00 PMManila time · 1:00 AM - 5:00 AM New York$/);
    // Standard time in New York: an hour earlier on its clock.
    rerender(<SlotCards date="2026-12-14" stateOf={() => 'free'} selected={null} onSelect={() => undefined} />);
    expect(screen.getByRole('button', { name: /Morning/ })).toHaveTextContent(/^Morning9:00 AM - 1:00 PMManila time · 8:00 PM - 12:00 AM New York, the day before$/);
  });

  it('shows the SPEC texts alone to a viewer on the marketplace clock', () => {
    renderWithUi(<SlotCards date="2026-06-15" stateOf={() => 'free'} selected={null} onSelect={() => undefined} />, {
      session: { user: apiUser({ timeZone: 'Asia/Manila' }) },
    });
    expect(screen.getAllByRole('button').map((card) => card.textContent)).toEqual(['Morning9:00 AM - 1:00 PM', 'Afternoon1:00 PM - 5:00 PM']);
  });

  it('makes each slot card a touch-sized target (44 px)', () => {
    renderWithUi(<SlotCards date="2026-06-15" stateOf={() => 'free'} selected={null} onSelect={() => undefined} />);
    for (const card of screen.getAllByRole('button')) {
      expect(card).toHaveStyle({ minHeight: '44px' });
    }
  });
});
