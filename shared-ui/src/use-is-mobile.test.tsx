import { act, render, screen } from '@testing-library/react';
import { useIsMobile } from './use-is-mobile';

function Layout() {
  return <p>{useIsMobile() ? 'phone' : 'wide'}</p>;
}

describe('useIsMobile', () => {
  afterEach(() => {
    window.innerWidth = 1024;
  });

  it("is true at the theme's mobile breakpoint (768px) and below, and follows the window as it resizes", () => {
    window.innerWidth = 768;
    render(<Layout />);
    expect(screen.getByText('phone')).toBeInTheDocument();
    act(() => {
      window.innerWidth = 769;
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByText('wide')).toBeInTheDocument();
  });
});
