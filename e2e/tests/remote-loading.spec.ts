// Remotes load on demand, the federation runtime ships once, and a remote that
// fails to load shows the route error page rather than a blank screen.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../support/server-process';
import { logIn } from '../support/session';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const BOSS = { username: 'boss', password: 'Boss12345' };

test('the landing page downloads no remote', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Find a Good Assistant Here' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(scripts.filter((path) => path.startsWith('/remotes/'))).toEqual([]);
});

const MISSING_PROFILE = '00000000-0000-4000-8000-000000000000';

test('opening a remote route downloads that remote only', async ({ page, consoleGuard }) => {
  // A profile of nobody: its calls are meant to fail with 404, each logged (SPEC section 8).
  consoleGuard.allowFailedCall(`/profiles/${MISSING_PROFILE}`, 404);
  consoleGuard.allowFailedCall('/profiles/user-posts', 404);
  const remoteEntries: string[] = [];
  const remoteFiles: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('/remoteEntry.js')) remoteEntries.push(path);
    if (path.startsWith('/remotes/')) remoteFiles.push(path);
  });
  await page.goto(`/profile/${MISSING_PROFILE}`);
  await expect(page.getByText('User not found')).toBeVisible();
  expect(remoteEntries).toEqual(['/remotes/mf-profiles/remoteEntry.js']);
  // The files preloaded for the page (the server's Link header, plugins/static.ts) are the ones the runtime then uses: each fetched once.
  expect(remoteFiles).toEqual([...new Set(remoteFiles)]);
});

/** The demo assistant Maria Santos's listed profile, read only: the demo data gives her a picture (other flows list people without one). */
async function mariasListedProfile(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const { posts } = (await (
    await page.request.get('/api/profiles/posts?userName=Maria%20Santos', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { posts: { userId: string; firstName: string; lastName: string; avatar: string | null }[] };
  const maria = posts.find((post) => post.firstName === 'Maria' && post.lastName === 'Santos');
  if (!maria) throw new Error('the demo data lists no Maria Santos');
  return maria;
}

test("a profile's first visit paints the person's card from the server's HTML, then the page takes over", async ({ page }) => {
  await logIn(page, BOSS);
  const { userId, firstName, lastName, avatar } = await mariasListedProfile(page);
  if (!avatar) throw new Error('the demo data gives every assistant an avatar');
  const name = `${firstName} ${lastName}`;
  // No script runs until the test lets it: what shows is the server's HTML alone.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  // Neither the load event nor DOMContentLoaded comes while the page's deferred scripts are held.
  await page.goto(`/profile/${userId}`, { waitUntil: 'commit' });
  const card = page.getByRole('region', { name: 'Profile summary' });
  await expect(card.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(card.getByRole('img', { name })).toHaveAttribute('src', avatar);
  await expect(page.getByRole('region', { name: 'About' })).toBeVisible();
  // The buttons depend on who is looking, which only the page knows: none yet.
  await expect(card.getByRole('button')).toHaveCount(0);
  await expect(card.getByRole('link')).toHaveCount(0);

  release();
  await expect(card.getByRole('link', { name: 'View Chat History' })).toBeVisible();
  await expect(card.getByRole('button', { name: `Contact ${firstName}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test("a profile's first visit asks for its data and its avatar before any script has arrived, each once", async ({ page }) => {
  await logIn(page, BOSS);
  const { userId, firstName, avatar } = await mariasListedProfile(page);
  expect(avatar).toMatch(/^\/uploads\//);
  const reads: string[] = [];
  let avatarAsked: () => void = () => {};
  const asked = new Promise<void>((resolve) => (avatarAsked = resolve));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === avatar) avatarAsked();
    if (url.pathname.startsWith('/api/profiles/') || url.pathname === avatar) reads.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  // Every script, the shell's and the remote's, is held until the avatar is asked for: only
  // what the page's HTML asks for can come first, its reads (shared-api/api/page-data-markup.ts)
  // and the avatar its first screen shows (server/src/plugins/first-screen.ts).
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await asked;
      await route.continue();
    },
  );
  await page.goto(`/profile/${userId}`);
  // What only the page renders: its loader and its screen have run.
  await expect(page.getByRole('button', { name: `Contact ${firstName}` })).toBeVisible();
  // The page's loader asked for both (SPEC section 2) and took the early answers, and the
  // page's own image took the avatar the HTML had asked for: each went out once.
  expect(reads.filter((read) => read.startsWith(`GET /api/profiles/${userId}`))).toEqual([`GET /api/profiles/${userId}`]);
  expect(reads.filter((read) => read.startsWith('GET /api/profiles/user-posts'))).toEqual([`GET /api/profiles/user-posts?userId=${userId}`]);
  expect(reads.filter((read) => read === `GET ${avatar}`)).toEqual([`GET ${avatar}`]);
});

test("a remote's pages never load its copies of the kit modules the shell provides", async ({ page }) => {
  // build/host-kit.mjs puts those copies in a chunk of their own in each remote's build.
  const copies = (remote: string) =>
    readdirSync(path.join(REPO_ROOT, remote, 'dist')).filter((file) => /^host-kit-copies\.[0-9a-f]+\.js$/.test(file));
  expect(copies('mf-profiles')).toHaveLength(1);
  expect(copies('mf-booking')).toHaveLength(1);
  await logIn(page, BOSS);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const { userId, firstName, lastName } = await mariasListedProfile(page);
  // An assistant's profile (mf-profiles) with the booking widget (mf-booking) in it.
  await page.goto(`/profile/${userId}`);
  await expect(page.getByRole('region', { name: `Book a Consultation with ${firstName} ${lastName}` })).toBeVisible();
  expect(scripts).toContain('/remotes/mf-booking/remoteEntry.js');
  expect(scripts.filter((script) => script.includes('/host-kit-copies.'))).toEqual([]);
});

test("a remote that fails to load shows the route error page, in people's words", async ({ page, consoleGuard }) => {
  // The remote is refused on purpose: the browser and the federation runtime say so.
  consoleGuard.allow(/^console\.error: Failed to load resource: net::ERR_CONNECTION_REFUSED .*\/remotes\/mf-profiles\//);
  consoleGuard.allow(/^console\.error: Remote mf_profiles\/routes failed to load /);
  // The page's first reads go out from its HTML, before the remote fails to arrive: a profile of nobody.
  consoleGuard.allowFailedCall(`/profiles/${MISSING_PROFILE}`, 404);
  consoleGuard.allowFailedCall('/profiles/user-posts', 404);
  await page.route('**/remotes/mf-profiles/**', (route) => route.abort('connectionrefused'));
  await page.goto(`/profile/${MISSING_PROFILE}`);
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'This page could not open' })).toBeVisible();
  await expect(alert).not.toContainText('mf_profiles');
  await expect(page.getByRole('link', { name: 'Go to the search page' })).toHaveAttribute('href', '/profile/list');
  // The layout survives: the navbar is still there to leave by.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
});
