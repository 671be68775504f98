// A visitor opens one public page, then another, in the same browser: every ordered
// pair of them, each with and without a query string. The prerendered pages (/home,
// /login, /register without a query) start their app on the visitor's first act, the
// others at once, and the second page finds the first one's files in the browser's
// cache: a page whose code was cached rendered before the session check ended, and a
// hook called only once it had ended broke it ('Something went wrong').
// Each pair runs in a fresh browser context; the console guard fails on any page error.
import { availableParallelism } from 'node:os';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** What the layout dispatches once the app has taken the page over (shell/src/start-on-intent/app-started-event.ts). */
const APP_STARTED_EVENT = 'marketplace:app-started';

const PAGES = ['/home', '/login', '/register', '/profile/list'];
const OPENED = PAGES.flatMap((path) => [path, `${path}?referralCode=ABC123`]);

/** Where each page settles for a visitor (/profile/list sends them to /register), and its heading. */
const HEADINGS: Record<string, string> = {
  '/home': 'Find a Good Assistant Here',
  '/login': 'Log in',
  '/register': 'Create your account',
  '/profile/list': 'Create your account',
};

declare global {
  interface Window {
    /** Resolves a task after the app has started on this page (the layout's AppStartedSignal). */
    appStarted?: Promise<void>;
  }
}

async function newVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((eventName) => {
    window.appStarted = new Promise((resolve) => {
      // A task later: what the start's own effects dispatched (the session check ending) has rendered.
      document.addEventListener(eventName, () => setTimeout(resolve, 0), { once: true });
    });
  }, APP_STARTED_EVENT);
  return context.newPage();
}

/**
 * How long a page may take to show its heading: a fresh context has nothing cached, and
 * compiles the shell and a remote while the other pairs do the same.
 */
const FIRST_RENDER = { timeout: 30_000 };

/** Opens the page, acts as a visitor does (the pointer moves), and waits for its app to have started. */
async function open(page: Page, path: string) {
  await page.goto(path);
  const settled = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: HEADINGS[path.split('?')[0]] })).toBeVisible(FIRST_RENDER);
  await page.mouse.move(40, 200);
  await page.mouse.move(60, 220);
  await page.evaluate(() => window.appStarted);
  await expect(page.getByRole('heading', { name: 'Something went wrong' }), `${path} (at ${settled})`).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: HEADINGS[path.split('?')[0]] }), `${path} after its app started`).toBeVisible();
}

/**
 * Pairs run a few at a time, each in its own context (one after another they took 9 minutes),
 * but no more than the machine has cores: a page's start is CPU work, and four at once on two
 * cores starved one /profile/list past 10 s before it showed anything.
 */
const AT_ONCE = Math.min(4, availableParallelism());

/**
 * /profile/list's document preloads the list's files for a member (the server cannot tell a
 * visitor from a member: the session is in the page's storage). A visitor is sent on to
 * /register in the same document and never uses them, and Chromium warns of each one a few
 * seconds after the load event: on a busy machine the pair is still on that page by then.
 */
const VISITOR_LEAVES_LIST_PRELOADS = /^console\.warning: The resource \S+ was preloaded using link preload but not used within a few seconds from the window's load event\..* \(http:\/\/[^/]+\/profile\/list(\?[^)]*)?\)$/;

/**
 * A page opened with a query is the shell's document, which preloads /remotes.json for the app it
 * starts at once; the app asks for it when its code has downloaded and run. With four pairs loading
 * at once on a busy machine that came after Chromium's few seconds from the load event (the preload
 * was used, late), and Chromium warned. Pages opened without a query start on intent and preload nothing.
 */
const SLOW_START_USES_MANIFEST_PRELOAD_LATE = /^console\.warning: The resource http:\/\/[^/]+\/remotes\.json was preloaded using link preload but not used within a few seconds from the window's load event\..* \(http:\/\/[^/]+\/[a-z/]+\?[^)]*\)$/;

for (const first of OPENED) {
  test(`${first}, then each public page, with and without a query`, async ({ browser, consoleGuard }) => {
    consoleGuard.allow(VISITOR_LEAVES_LIST_PRELOADS);
    consoleGuard.allow(SLOW_START_USES_MANIFEST_PRELOAD_LATE);
    const pending = [...OPENED];
    const visit = async () => {
      for (let second = pending.shift(); second !== undefined; second = pending.shift()) {
        const page = await newVisitor(browser);
        await test.step(`${first} then ${second}`, async () => {
          await open(page, first);
          await open(page, second);
        });
        await page.context().close();
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, visit));
  });
}
