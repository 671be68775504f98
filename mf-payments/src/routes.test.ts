// Every page is private (SPEC section 2; a member's earnings, statements and
// receipts are theirs alone): route-paths.json, which the shell's route discovery
// reads, declares each path of routes.tsx, with its access.
import routePaths from './route-paths.json';
import { routes } from './routes';

describe('mf-payments routes', () => {
  it('declares each route in route-paths.json, all private', () => {
    expect(routes.map((route) => route.path)).toEqual(routePaths.map((entry) => entry.path));
    expect(routePaths.map(({ path, access }) => ({ path, access }))).toEqual([
      { path: '/payment/return/:bookingId', access: 'private' },
      { path: '/booking-form/success/:bookingId', access: 'private' },
      { path: '/earnings', access: 'private' },
      { path: '/earnings/statements/:month', access: 'private' },
      { path: '/receipts/:bookingId', access: 'private' },
    ]);
  });

  it('prefetches its data in each route loader', () => {
    for (const route of routes) expect(route.loader).toEqual(expect.any(Function));
  });
});
