// Build-time rendering of the public pages (/home, /login, /register): the same
// route tree, providers and components the browser runs, rendered for a visitor
// with no stored session, with styled-components' server stylesheet. The build
// (build/prerender-plugin.mjs) puts the result into the shell's index.html, and
// bootstrap.tsx hydrates it. The build also lists the shell's page paths
// (shell-pages.json), so the server knows which pages are not a remote's.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { makeStore } from '@marketplace/shared-api/store/make-store';
import { appRoutes } from '../app/app-routes';
import { AppProviders } from '../app/providers';

export interface PrerenderedPage {
  /** What goes inside <div id="root">. */
  html: string;
  /** The <style> elements of the components on the page, for <head>. */
  styleTags: string;
}

export async function prerenderPage(pathname: string): Promise<PrerenderedPage> {
  const { query, dataRoutes } = createStaticHandler(appRoutes());
  const context = await query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname} answers ${context.status}; only pages can be prerendered`);
  if (context.statusCode !== 200) throw new Error(`${pathname} renders status ${context.statusCode}`);
  // / only redirects and * is the not-found screen: neither is a page to send as HTML.
  const leaf = context.matches.at(-1)?.route;
  if (!leaf || leaf.index || leaf.path === '*') throw new Error(`${pathname} is not a page; only pages can be prerendered`);
  const router = createStaticRouter(dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <AppProviders store={makeStore()}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
      ),
    );
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

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
