// The account menu is a chunk of its own (navbar.tsx). When it cannot be fetched, a
// member still gets a way to log out, and the rest of the page stays.
import { screen } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { Navbar } from './navbar';
import { aUser } from '../../../../jest/fixtures';
import { mockFetch } from '../../../../jest/mock-fetch';
import { renderWithProviders } from '../../../../jest/render';

// A chunk the network failed to deliver rejects its import.
jest.mock('./user-menu', () => {
  throw new Error('Loading chunk user-menu failed');
});

const routes = [
  {
    element: (
      <>
        <Navbar />
        <Outlet />
      </>
    ),
    children: [
      { path: '/profile', element: <p>Own profile</p> },
      { path: '/login', element: <p>Login screen</p> },
    ],
  },
];

it('offers Log out in place of the account menu when the menu cannot be loaded', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const api = mockFetch({ 'GET /api/users/notification': [200, { count: 0 }], 'POST /api/auth/logout': [200, {}] });
  const { user } = renderWithProviders(routes, { initialEntries: ['/profile'], session: { user: aUser(), token: 't' } });
  await user.click(await screen.findByRole('button', { name: 'Log out' }));
  expect(await screen.findByText('Login screen')).toBeInTheDocument();
  expect(api.requests.map((request) => request.route)).toContain('POST /api/auth/logout');
  expect(console.error).toHaveBeenCalledWith('The account menu could not be loaded', expect.any(Error));
});
