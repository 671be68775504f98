import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { createRouteDiscovery } from './route-discovery';
import { manifest } from '@marketplace/shared-api/federation/test-manifest';
import { ADMIN_ROUTES_ID, PRIVATE_ROUTES_ID, PUBLIC_ROUTES_ID } from './route-ids';

const remoteRoutes: Record<string, RouteObject[]> = {
  mf_profiles: [
    { path: '/profile/list', element: <p>Profile list</p> },
    { path: '/profile', element: <p>Own profile</p> },
    // Not declared in the manifest (route-paths.json): private, never public.
    { path: '/profile/draft', element: <p>Draft</p> },
    { path: '/:id', element: <p>Listing detail</p> },
  ],
  mf_chat: [{ path: '/chat', element: <p>Chat screen</p> }],
  mf_admin: [
    { path: '/admin', element: <p>Admin console</p> },
    { path: '/admin/user/:userId', element: <p>Admin user update</p> },
  ],
};

function setup(
  initial: string,
  load = jest.fn(async (id: string) => ({ routes: remoteRoutes[id.split('/')[0]] })),
  isAdmin = () => false,
) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Outlet />,
        children: [
          { id: PUBLIC_ROUTES_ID, children: [{ path: 'home', element: <p>Home</p> }] },
          { id: PRIVATE_ROUTES_ID, element: <section aria-label="private"><Outlet /></section>, children: [] },
          { id: ADMIN_ROUTES_ID, element: <section aria-label="admin"><Outlet /></section>, children: [] },
        ],
        errorElement: <p>Route error</p>,
        // As app-routes.tsx: what shows while a route found at start is still loading.
        hydrateFallbackElement: <p>Loading</p>,
      },
    ],
    {
      initialEntries: [initial],
      patchRoutesOnNavigation: createRouteDiscovery(Promise.resolve(manifest), load as never, {
        isAdmin,
        standIn: <p>Stand-in</p>,
      }),
    },
  );
  render(<RouterProvider router={router} />);
  return { router, load };
}

describe('route discovery from the remote manifest', () => {
  it('loads only the remote that owns the visited path', async () => {
    const { load } = setup('/profile/list');
    expect(await screen.findByText('Profile list')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('mf_profiles/routes');
  });

  it('never downloads a remote for the shell’s own routes', async () => {
    const { load } = setup('/home');
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('prefers a static path of one remote over a dynamic one of another', async () => {
    const { load } = setup('/chat');
    expect(await screen.findByText('Chat screen')).toBeInTheDocument();
    expect(load.mock.calls).toEqual([['mf_chat/routes']]);
  });

  it('puts private routes under the private layout, and loads a remote once', async () => {
    const { router, load } = setup('/profile/list');
    await screen.findByText('Profile list');
    await act(() => router.navigate('/profile'));
    expect(screen.getByRole('region', { name: 'private' })).toHaveTextContent('Own profile');
    await act(() => router.navigate('/some-listing-id'));
    expect(screen.getByText('Listing detail')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('puts a route whose path the manifest does not declare under the private layout (fail closed)', async () => {
    const { router } = setup('/profile/list');
    await screen.findByText('Profile list');
    await act(() => router.navigate('/profile/draft'));
    expect(screen.getByRole('region', { name: 'private' })).toHaveTextContent('Draft');
  });

  it('shows the route error when a remote fails to load, and tries again on the next visit', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('This part of the site (mf_chat) could not be loaded.'))
      .mockResolvedValueOnce({ routes: remoteRoutes.mf_chat });
    const { router } = setup('/chat', load);
    expect(await screen.findByText('Route error')).toBeInTheDocument();
    await act(() => router.navigate('/home'));
    await act(() => router.navigate('/chat'));
    expect(await screen.findByText('Chat screen')).toBeInTheDocument();
  });

  it('downloads an admin remote only for an admin, under the admin layout', async () => {
    const { load } = setup('/admin/user/u1', undefined, () => true);
    expect(await screen.findByRole('region', { name: 'admin' })).toHaveTextContent('Admin user update');
    expect(load.mock.calls).toEqual([['mf_admin/routes']]);
  });

  it('never downloads an admin remote for anyone else: stand-ins go under the admin layout', async () => {
    const { router, load } = setup('/admin');
    expect(await screen.findByRole('region', { name: 'admin' })).toHaveTextContent('Stand-in');
    await act(() => router.navigate('/admin/user/u1'));
    expect(screen.getByRole('region', { name: 'admin' })).toHaveTextContent('Stand-in');
    expect(load).not.toHaveBeenCalled();
  });
});
