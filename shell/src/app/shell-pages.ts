// The paths of the shell's own pages. The build writes them to shell-pages.json for the
// server, and the browser asks the same question of the same tree: a path the shell has
// a page for is never a remote's page, though a remote's '/:id' matches '/home' too.
import type { RouteObject } from '@marketplace/shared-ui/router';
import { appRoutes } from './app-routes';

/**
 * The paths of the shell's own pages ('/home', '/notifications', ...): every route with a
 * path and something to show, but not the not-found splat, which any path matches.
 */
export function shellPagePaths(routes: RouteObject[] = appRoutes(), parent = '/'): string[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent;
    const own = route.path && route.path !== '*' && (route.element || route.lazy || route.Component) ? [path] : [];
    return [...own, ...shellPagePaths(route.children ?? [], path)];
  });
}
