// React Router warns (in the console, on every page) about a matched leaf route
// with nothing to render; before a remote's routes are discovered the splat route
// is the leaf that matches. Every leaf of the shell's tree must render something.
import type { RouteObject } from 'react-router-dom';
import { appRoutes } from './app-routes';

function leaves(routes: RouteObject[], trail = ''): Array<{ where: string; route: RouteObject }> {
  return routes.flatMap((route) => {
    const where = `${trail}/${route.index ? '(index)' : (route.path ?? `(${route.id ?? 'layout'})`)}`;
    return route.children?.length ? leaves(route.children, where) : [{ where, route }];
  });
}

describe('the shell route tree', () => {
  it('gives every leaf route an element, a Component or lazy code', () => {
    const empty = leaves(appRoutes())
      .filter(({ route }) => route.element === undefined && route.Component === undefined && route.lazy === undefined)
      .map(({ where }) => where);
    expect(empty).toEqual([]);
  });
});
