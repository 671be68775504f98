// Both pages are private (SPEC section 2): route-paths.json, which the shell's
// route discovery reads, declares each path of routes.tsx, with its access.
import routePaths from './route-paths.json';
import { routes } from './routes';

describe('mf-payments routes', () => {
  it('declares each route in route-paths.json, all private', () => {
    expect(routes.map((route) => route.path)).toEqual(routePaths.map((entry) => entry.path));
    expect(routePaths.map(({ path, access }) => ({ path, access }))).toEqual([
      { path: '/payment/return/:bookingId', access: 'private' },
      { path: '/booking-form/success/:bookingId', access: 'private' },
    ]);
  });

  it('prefetches the booking in each route loader', () => {
    for (const route of routes) expect(route.loader).toEqual(expect.any(Function));
  });
});
