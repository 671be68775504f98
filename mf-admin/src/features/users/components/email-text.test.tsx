import { renderWithUi } from '../../../../../jest/render';
import { EmailText } from './email-text';

describe('EmailText', () => {
  it("offers a line break only after the '@' and before each dot, so no word is cut", () => {
    const { container } = renderWithUi(<EmailText email="maria.santos@mail.example.com" />);
    expect(container).toHaveTextContent('maria.santos@mail.example.com');
    const pieces = Array.from(container.querySelector('span')?.childNodes ?? []).map((node) => (node.nodeName === 'WBR' ? '|' : node.textContent));
    expect(pieces.join('')).toBe('maria|.santos@|mail|.example|.com');
  });
});
