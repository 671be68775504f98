// Emails on /profile wrap only before the @ or a dot, never mid-word; a part too
// long for the line is cut with an ellipsis, the full address kept in the title.
import { screen } from '@testing-library/react';
import { EmailAddress, emailParts } from './email-address';
import { renderWithUi } from '../../../jest/render';

describe('EmailAddress', () => {
  it('splits only before the @ and before dots', () => {
    expect(emailParts('ana.cruz@mail.example.com')).toEqual(['ana', '.cruz', '@mail', '.example', '.com']);
    expect(emailParts('x@y')).toEqual(['x', '@y']);
  });

  it('renders unbreakable parts that together read as the address, which the title holds in full', () => {
    const address = 'angelica.cruz.virtual.assistant@marketplace-example.com';
    renderWithUi(<EmailAddress address={address} />);
    const text = screen.getByTitle(address);
    expect(text).toHaveTextContent(address);
    const parts = Array.from(text.children) as HTMLElement[];
    expect(parts.map((part) => part.textContent)).toEqual(emailParts(address));
    for (const part of parts) {
      const style = getComputedStyle(part);
      expect(style.whiteSpace).toBe('nowrap'); // no break inside a part
      expect(style.textOverflow).toBe('ellipsis');
    }
  });
});
