// Both pages are private (SPEC section 2), as each route object declares; the
// paths the build publishes (route-paths.json) are the paths of routes.tsx.
import { routeAccess } from '@marketplace/shared-api/federation/remote-contract';
import routePaths from './route-paths.json';
import { routes } from './routes';

describe('mf-payments routes', () => {
  it('declares each route in route-paths.json, all private', () => {
    expect(routes.map((route) => route.path)).toEqual(routePaths.map((entry) => entry.path));
    expect(routes.map((route) => [route.path, routeAccess(route)])).toEqual([
      ['/payment/return/:bookingId', 'private'],
      ['/booking-form/success/:bookingId', 'private'],
    ]);
  });

  it('prefetches the booking in each route loader', () => {
    for (const route of routes) expect(route.loader).toEqual(expect.any(Function));
  });
});
