import { screen } from '@testing-library/react';
import { Badge, VerifiedBadge } from './badge';
import { renderWithUi } from '../../jest/render';

describe('Badge', () => {
  it('shows its text and keeps the variant off the DOM', () => {
    renderWithUi(<Badge variant="success" aria-label="3 unread">3</Badge>);
    const badge = screen.getByText('3');
    expect(badge).toHaveAttribute('aria-label', '3 unread');
    expect(badge).not.toHaveAttribute('variant');
  });

  it("VerifiedBadge reads 'Verified', its icon hidden", () => {
    renderWithUi(<VerifiedBadge />);
    const badge = screen.getByText('Verified');
    expect(badge).toHaveTextContent(/^Verified$/);
    expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
