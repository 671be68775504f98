// Only admins may open this remote's routes (SPEC section 6): route-paths.json,
// which the shell's route discovery reads, declares each path of routes.tsx as admin.
import routePaths from './route-paths.json';
import { routes } from './routes';

describe('mf-admin routes', () => {
  it('declares each route in route-paths.json, all admin', () => {
    expect(routes.map((route) => route.path)).toEqual(routePaths.map((entry) => entry.path));
    expect(routePaths.map(({ path, access }) => ({ path, access }))).toEqual([
      { path: '/admin', access: 'admin' },
      { path: '/admin/user/:userId', access: 'admin' },
      { path: '/admin/releases', access: 'admin' },
      { path: '/admin/finance', access: 'admin' },
      { path: '/admin/outbox', access: 'admin' },
    ]);
  });

  it('prefetches in each route loader', () => {
    for (const route of routes) expect(route.loader).toEqual(expect.any(Function));
  });
});
