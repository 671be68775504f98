import { act, screen } from '@testing-library/react';
import { EventEmitter } from 'node:events';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { makeStore } from '@marketplace/shared-api/store/make-store';
import { mockFetch } from '../../../jest/mock-fetch';
import { appRoutes } from '../app/app-routes';
import { AppProviders } from '../app/providers';
import { resolveLazyRoutes } from '../app/router';
import { prerenderPage, shellPagePaths } from './prerender-page';
import { aUser } from '../../../jest/fixtures';

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

/**
 * Does what bootstrap.tsx does with a prerendered page: the page's lazy route first,
 * then hydrateRoot. What the build never sees comes after prerendering: the
 * visitor's local storage, and their clock (`visitedAt`, local time).
 */
async function hydrate(pathname: string, { storage = {}, visitedAt }: { storage?: Record<string, string>; visitedAt?: Date } = {}) {
  const { html } = await prerenderPage(pathname);
  for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
  if (visitedAt) jest.useFakeTimers({ now: visitedAt, doNotFake: [...REAL_TIMERS] });
  window.history.replaceState(null, '', pathname);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  const routes = appRoutes();
  await resolveLazyRoutes(routes, pathname);
  const router = createBrowserRouter(routes);
  const consoleErrors = jest.spyOn(console, 'error');
  const recoverableErrors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <AppProviders store={makeStore()}>
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

describe("the shell's page paths (shell-pages.json)", () => {
  it('lists every page of the shell, not the redirect at / or the not-found splat', () => {
    expect(shellPagePaths()).toEqual(['/home', '/login', '/register', '/upload-profile-picture', '/notifications']);
  });
});
