import { useRef, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageTitle, usePageTitle } from './use-page-title';

function Layout() {
  const main = useRef<HTMLElement>(null);
  usePageTitle(main);
  const [name, setName] = useState<string | null>(null);
  return (
    <>
      <h1>Not the page</h1>
      <main ref={main}>
        {name === null ? <p>Loading...</p> : <h1>{name}</h1>}
        <button onClick={() => setName('Maria Santos')}>Load</button>
        <button onClick={() => setName('Earnings')}>Earnings</button>
      </main>
    </>
  );
}

describe('usePageTitle', () => {
  it("titles the tab after the page's own heading, and follows it as it changes", async () => {
    render(<Layout />);
    expect(document.title).toBe('AssistMe');
    await userEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(document.title).toBe('Maria Santos · AssistMe');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Earnings' })));
    expect(document.title).toBe('Earnings · AssistMe');
  });

  it('names the product alone when a page has no heading yet', () => {
    expect(pageTitle(null)).toBe('AssistMe');
    expect(pageTitle('  Booking\n  Dashboard ')).toBe('Booking Dashboard · AssistMe');
  });
});
