// The layout keeps its own controls clear of the page: on a 360 px phone a button
// floating over the corner covered the page's own controls (a password's Show, a
// form's inputs, a notification row), so the music toggle lives in the navbar.
import { screen, within } from '@testing-library/react';
import { RootLayout } from './root-layout';
import { renderWithProviders } from '../../../jest/render';

const routes = [
  {
    element: <RootLayout />,
    children: [{ path: '/register', element: <button type="button">Show password</button> }],
  },
];

describe('RootLayout', () => {
  it('puts the music toggle in the navbar, not over the page', () => {
    renderWithProviders(routes, { initialEntries: ['/register'] });
    const toggle = within(screen.getByRole('banner')).getByRole('button', { name: 'Play music' });
    expect(getComputedStyle(toggle).position).not.toBe('fixed');
    expect(within(screen.getByRole('main')).queryByRole('button', { name: /music/ })).not.toBeInTheDocument();
  });
});
