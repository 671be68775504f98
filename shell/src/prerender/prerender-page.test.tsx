import { act, screen } from '@testing-library/react';
import { EventEmitter } from 'node:events';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { RemoteManifest, RemoteRoutesModule } from '@marketplace/shared-api/federation/remote-contract';
import { manifest as sharedManifest } from '@marketplace/shared-api/federation/test-manifest';
import { makeStore } from '@marketplace/shared-api/store/make-store';
import { mockFetch } from '../../../jest/mock-fetch';
import { appRoutes } from '../app/app-routes';
import { AppProviders } from '../app/providers';
import { resolveLazyRoutes } from '../app/router';
import { createRouteDiscovery } from '../app/route-discovery';
import { readPageFrame } from '../components/page-frame';
import {
  PAGE_FRAME_CONTENT_SLOT,
  PAGE_FRAME_TITLE_SLOT,
  prerenderFirstScreenFrame,
  prerenderPage,
  prerenderPageFrame,
  shellPagePaths,
} from './prerender-page';
import { aUser } from '../../../jest/fixtures';
import { deferred } from '../../../jest/deferred';

// The one socket opens at start; here it goes nowhere.
jest.mock('socket.io-client', () => ({
  io: () => Object.assign(new EventEmitter(), { connect: jest.fn().mockReturnThis(), disconnect: jest.fn().mockReturnThis() }),
}));

let root: Root | null = null;
afterEach(() => {
  jest.useRealTimers();
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** Every timer stays real: only the clock (Date) is set by the test. */
const REAL_TIMERS = [
  'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame',
  'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval',
  'setTimeout', 'clearTimeout',
] as const;

/** Stands in for bootstrap.tsx's FirstPageSignal, which renders nothing either. */
function RendersNothing() {
  return null;
}

interface HydrateOptions {
  storage?: Record<string, string>;
  visitedAt?: Date;
}

/** The server's HTML in #root, the browser at `pathname`, as a first visit finds them. */
function mountHtml(html: string, pathname: string) {
  window.history.replaceState(null, '', pathname);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/**
 * Does what bootstrap.tsx does with a prerendered page: the page's lazy route first,
 * then hydrateRoot. What the build never sees comes after prerendering: the
 * visitor's local storage, and their clock (`visitedAt`, local time).
 */
async function hydrate(pathname: string, { storage = {}, visitedAt }: HydrateOptions = {}) {
  const { html } = await prerenderPage(pathname);
  for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
  if (visitedAt) jest.useFakeTimers({ now: visitedAt, doNotFake: [...REAL_TIMERS] });
  const container = mountHtml(html, pathname);
  const routes = appRoutes();
  await resolveLazyRoutes(routes, pathname);
  const router = createBrowserRouter(routes);
  const consoleErrors = jest.spyOn(console, 'error');
  const recoverableErrors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        {/* As bootstrap.tsx: a signal beside the router, where the prerender renders nothing. */}
        <AppProviders store={makeStore()} signals={<RendersNothing />}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
      { onRecoverableError: (error) => recoverableErrors.push(error) },
    );
  });
  return { consoleErrors, recoverableErrors };
}

describe('prerendered public pages', () => {
  it('holds the landing page in its HTML: headline, buttons, countdown frame and its styles', async () => {
    const { html, styleTags } = await prerenderPage('/home');
    expect(html).toContain('<h1');
    expect(html).toContain('Find a Good Assistant Here');
    expect(html).toContain('Get Started');
    expect(html).toContain('Top Rated Assistant');
    expect(html).toContain('aria-label="Time left until 4:00 PM">--:--:--</time>');
    expect(html).toContain('Log in');
    expect(styleTags).toMatch(/^<style data-styled="true"/);
  });

  it('renders the login and sign-up forms, disabled until hydrated', async () => {
    const login = await prerenderPage('/login');
    expect(login.html).toMatch(/<fieldset disabled=""/);
    expect(login.html).toContain('Username');
    const register = await prerenderPage('/register');
    expect(register.html).toContain('Create your account');
  });

  it('refuses a path that is not a page', async () => {
    await expect(prerenderPage('/')).rejects.toThrow(/not a page/);
    await expect(prerenderPage('/no-such-page')).rejects.toThrow(/not a page/);
  });

  it.each(['/home', '/login', '/register'])('hydrates %s without a mismatch, then runs in the browser', async (pathname) => {
    const { consoleErrors, recoverableErrors } = await hydrate(pathname);
    expect(recoverableErrors).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    if (pathname === '/home') {
      expect(await screen.findByLabelText('Time left until 4:00 PM')).toHaveTextContent(/^\d\d:\d\d:\d\d$/);
      expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} AssistMe`);
    } else {
      expect(screen.getByRole('textbox', { name: /Username/ })).toBeEnabled();
    }
  });

  it('hydrates the landing page on the visitor’s clock, then counts down to 16:00 on it', async () => {
    const { consoleErrors, recoverableErrors } = await hydrate('/home', { visitedAt: new Date(2031, 0, 2, 13, 30, 0) });
    expect(recoverableErrors).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(await screen.findByLabelText('Time left until 4:00 PM')).toHaveTextContent('02:30:00');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2031 AssistMe');
  });

  it('hydrates for a visitor with a stored session, then shows their account menu', async () => {
    const user = aUser();
    mockFetch({ 'GET /api/users/verify': [200, user], 'GET /api/users/notification': [200, { count: 0 }] });
    const { consoleErrors, recoverableErrors } = await hydrate('/home', { storage: { user: JSON.stringify(user), token: 't' } });
    expect(recoverableErrors).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Account menu for Erin Tester' })).toBeInTheDocument();
  });
});

describe("the page frame a remote's page starts from", () => {
  const TITLE = 'Find an Assistant';
  const chatRemote = sharedManifest.remotes.find((remote) => remote.name === 'mf_chat')!;
  /** mf_profiles owns /profile/list, as the manifest says; its routes module arrives when the test says. */
  const manifest: RemoteManifest = {
    remotes: [
      {
        name: 'mf_profiles',
        entry: '/remotes/mf-profiles/remoteEntry.js',
        exposes: ['./routes'],
        exposeFiles: {},
        screenFiles: {},
        release: null,
        routes: [{ path: '/profile/list', access: 'public', title: TITLE }],
      },
      chatRemote,
    ],
  };

  it('holds the navbar, the title the server puts in and a spinner, and no Log in for a member to see', async () => {
    const { html, styleTags } = await prerenderPageFrame(PAGE_FRAME_TITLE_SLOT);
    expect(html).toContain('data-page-frame=""');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${PAGE_FRAME_TITLE_SLOT}</h1>`));
    expect(html).toContain('AssistMe');
    expect(html).toContain('role="status"');
    expect(html).not.toContain('Log in');
    expect(styleTags).toMatch(/^<style data-styled="true"/);
    expect((await prerenderPageFrame()).html).not.toContain('<h1');
  });

  it("holds, for a page whose first screen the server renders, the screen's slot in a wrapper with no box of its own", async () => {
    const { html } = await prerenderFirstScreenFrame(PAGE_FRAME_CONTENT_SLOT);
    expect(html).toContain(`<div data-page-frame="" style="display:contents">${PAGE_FRAME_CONTENT_SLOT}</div>`);
    expect(html).toContain('AssistMe');
    expect(html).not.toContain('<h1');
    expect(html).not.toContain('Log in');
  });

  it("is read as a frame with no title of its own when it holds a first screen, whatever that screen's heading", async () => {
    const firstScreen = '<div><section aria-label="Profile summary"><h1>Maria Santos</h1></section></div>';
    const { html } = await prerenderFirstScreenFrame(PAGE_FRAME_CONTENT_SLOT);
    const container = mountHtml(html.replace(PAGE_FRAME_CONTENT_SLOT, firstScreen), '/profile/7');
    expect(readPageFrame(container)).toEqual({ title: undefined });
    expect(screen.getByRole('heading', { level: 1, name: 'Maria Santos' })).toBeInTheDocument();
  });

  /** Does what bootstrap.tsx does with a frame: renders over it, its title read from it. */
  async function renderOverFrame(pathname: string, title: string | undefined, routesModule: Promise<RemoteRoutesModule>) {
    const user = aUser();
    mockFetch({ 'GET /api/users/verify': [200, user], 'GET /api/users/notification': [200, { count: 0 }] });
    window.localStorage.setItem('user', JSON.stringify(user));
    window.localStorage.setItem('token', 't');
    const container = mountHtml((await prerenderPageFrame(title)).html, pathname);
    const router = createBrowserRouter(appRoutes(), {
      patchRoutesOnNavigation: createRouteDiscovery(Promise.resolve(manifest), <T,>() => routesModule as Promise<T>),
    });
    const consoleErrors = jest.spyOn(console, 'error');
    const frame = readPageFrame(container);
    await act(async () => {
      root = createRoot(container);
      root.render(
        <StrictMode>
          <AppProviders store={makeStore()} frame={frame}>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      );
    });
    return { consoleErrors, frame };
  }

  it('is rendered over with its title and the member’s own navbar, then gives way to the page', async () => {
    const routesModule = deferred<RemoteRoutesModule>();
    const { consoleErrors, frame } = await renderOverFrame('/profile/list', TITLE, routesModule.promise);
    expect(frame).toEqual({ title: TITLE });
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Account menu for Erin Tester' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play music' })).toBeInTheDocument();

    await act(async () => routesModule.resolve({ routes: [{ path: '/profile/list', element: <h1>{TITLE}: the page</h1> }] }));
    expect(await screen.findByRole('heading', { level: 1, name: `${TITLE}: the page` })).toBeInTheDocument();
    expect(document.querySelector('[data-page-frame]')).toBeNull();
  });

  it('gives way at once to a page already at hand, on a chat route without the music toggle', async () => {
    const { consoleErrors } = await renderOverFrame(
      '/chat',
      undefined,
      Promise.resolve({ routes: [{ path: '/chat', element: <h1>Messages</h1> }] }),
    );
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play music' })).not.toBeInTheDocument();
  });
});

describe("the shell's page paths (shell-pages.json)", () => {
  it('lists every page of the shell, not the redirect at / or the not-found splat', () => {
    expect(shellPagePaths()).toEqual(['/home', '/login', '/register', '/release-check', '/upload-profile-picture', '/notifications']);
  });
});
