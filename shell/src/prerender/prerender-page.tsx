// Build-time rendering of the public pages (/home, /login, /register): the same
// route tree, providers and components the browser runs, rendered for a visitor
// with no stored session, with styled-components' server stylesheet. The build
// (build/prerender-plugin.mjs) puts the result into the shell's index.html, and
// bootstrap.tsx hydrates it. The build also renders the page frame a remote's page
// starts from (the server fills in its title, or the page's first screen), and lists
// the shell's page paths (shell-pages.json), so the server knows which pages are not
// a remote's.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { makeStore } from '@marketplace/shared-api/store/make-store';
import { appRoutes } from '../app/app-routes';
import { AppProviders } from '../app/providers';
import { PUBLIC_ROUTES_ID } from '../app/route-ids';
import { PAGE_FRAME_ATTRIBUTE, type PageFrameInfo } from '../components/page-frame';

const PRERENDER_ORIGIN = 'http://prerender.invalid';

export interface PrerenderedPage {
  /** What goes inside <div id="root">. */
  html: string;
  /** The <style> elements of the components on the page, for <head>. */
  styleTags: string;
}

export async function prerenderPage(pathname: string): Promise<PrerenderedPage> {
  const { query, dataRoutes } = createStaticHandler(appRoutes());
  const context = await query(new Request(new URL(pathname, PRERENDER_ORIGIN)));
  if (context instanceof Response) throw new Error(`${pathname} answers ${context.status}; only pages can be prerendered`);
  if (context.statusCode !== 200) throw new Error(`${pathname} renders status ${context.statusCode}`);
  // / only redirects and * is the not-found screen: neither is a page to send as HTML.
  const leaf = context.matches.at(-1)?.route;
  if (!leaf || leaf.index || leaf.path === '*') throw new Error(`${pathname} is not a page; only pages can be prerendered`);
  return render(createStaticRouter(dataRoutes, context), context);
}

/** Where the page frame is rendered: a path no page has, but for the navbar like any remote page's. */
const FRAME_PATH = '/page-frame';
const FRAME_ROUTE_ID = 'page-frame';

/**
 * The page frame (components/page-frame.tsx) as the shell renders it while a first
 * visit's page loads: the layout, with the frame as the pages' hydrate fallback. The router
 * renders that fallback while a page's loader has not run, so the frame is rendered as a
 * page whose loader's data is held back. `title` goes into the heading as it is: the server
 * puts a route's title in its place (PAGE_FRAME_TITLE_SLOT).
 */
export async function prerenderPageFrame(title?: string): Promise<PrerenderedPage> {
  return renderFrame(appRoutes(), { title });
}

/**
 * The page frame for a page whose first screen the server renders (server/src/plugins/
 * first-screen.ts): the layout, with `content` where the heading and spinner would be, for
 * the server to put the page's HTML in its place (PAGE_FRAME_CONTENT_SLOT). Its wrapper marks
 * the frame and has no box of its own, so the first screen lays out as the page will.
 */
export async function prerenderFirstScreenFrame(content: string): Promise<PrerenderedPage> {
  const routes = appRoutes();
  const pages = findRoute(routes, (route) => Boolean(route.children?.some((child) => child.id === PUBLIC_ROUTES_ID)));
  if (!pages) throw new Error(`The route tree has no parent of ${PUBLIC_ROUTES_ID}`);
  pages.hydrateFallbackElement = <div {...{ [PAGE_FRAME_ATTRIBUTE]: '' }} style={{ display: 'contents' }}>{content}</div>;
  return renderFrame(routes, {});
}

async function renderFrame(routes: RouteObject[], frame: PageFrameInfo): Promise<PrerenderedPage> {
  const publicBranch = findRoute(routes, (route) => route.id === PUBLIC_ROUTES_ID);
  if (!publicBranch) throw new Error(`The route tree has no route ${PUBLIC_ROUTES_ID}`);
  // The frame route's element never shows (its data is held back below); null keeps the router from warning.
  publicBranch.children = [{ id: FRAME_ROUTE_ID, path: FRAME_PATH, loader: () => null, element: null }, ...(publicBranch.children ?? [])];
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(new URL(FRAME_PATH, PRERENDER_ORIGIN)));
  if (context instanceof Response) throw new Error(`${FRAME_PATH} answers ${context.status}`);
  const { [FRAME_ROUTE_ID]: _withheld, ...loaderData } = context.loaderData;
  const framed = { ...context, loaderData };
  return render(createStaticRouter(dataRoutes, framed), framed, frame);
}

function findRoute(routes: RouteObject[], matches: (route: RouteObject) => boolean): RouteObject | undefined {
  for (const route of routes) {
    const found = matches(route) ? route : route.children && findRoute(route.children, matches);
    if (found) return found;
  }
  return undefined;
}

function render(router: ReturnType<typeof createStaticRouter>, context: StaticHandlerContext, frame: PageFrameInfo | null = null) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <AppProviders store={makeStore()} frame={frame}>
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

export { PAGE_FRAME_CONTENT_SLOT, PAGE_FRAME_TITLE_SLOT } from '@marketplace/shared-api/federation/page-frame-slots';
export { PAGE_DATA_MARKUP } from '@marketplace/shared-api/api/page-data-markup';
