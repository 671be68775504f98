// The one `test` every spec imports: Playwright's, with an automatic console guard.
// Every console error or warning and every uncaught page error in any page of the
// test (the default context's, and those of contexts made with browser.newContext)
// fails the test at teardown, unless the test declared it beforehand:
//
//   test('...', async ({ page, consoleGuard }) => {
//     // SPEC section 8: a failed call is logged; this one is meant to fail.
//     consoleGuard.allowFailedCall('/profiles/00000000-0000-4000-8000-000000000000', 404);
//
// Declared patterns are matched against 'console.error: <text> (<url>)' or
// 'pageerror: <message>'.
//
// The guard also holds every flow to the content security policy the server
// sends (server/src/plugins/security.ts): every document must arrive with it,
// and every securitypolicyviolation event the browser fires is reported as
// 'console.error: CSP violation: <directive> blocked <uri>' and so fails the test.
//
// With E2E_PREVIEW (support/preview.ts), every context previews the candidate releases.
//
// Every page's Date reads the run's clock (support/run-clock.ts), as the servers
// do: the real time shifted to the run's instant (./shift-date.ts; timers stay the
// browser's own). A flow that books fixes it at the booking day (page.clock.setFixedTime).
//
// Behind a load balancer (E2E_BASE_URL at `npm run cluster`'s nginx), each context
// a test opens is served by its own process, checked at teardown (./balancer.ts).
// A context a test opens with browser.newContext is closed at its teardown, so no
// page of one test keeps its socket and timers running into the next.
//
// A flow that moves the clock takes the one clock server harness, at the top of its spec:
//
//   const server = useClockServer();
//
// (below, and ./clock-server-process.ts): the spec's own server, on ports the OS gives.
import { expect, test as base, type Browser, type BrowserContext } from '@playwright/test';
import { ContextSpreader } from './balancer';
import { startClockServer, type ClockServer } from './clock-server-process';
import { applyPreview } from './preview';
import { runClockOffsetMs } from './run-clock';
import { shiftDate } from './shift-date';

export interface ConsoleGuard {
  /** A console message or page error this test means to cause. */
  allow(pattern: RegExp): void;
  /**
   * An API call this test means to fail: the browser's 'Failed to load resource'
   * and the app's own 'API call failed' log (SPEC section 8) for a path under /api
   * starting with `path`, answered with `status`.
   */
  allowFailedCall(path: string, status: number): void;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ context, browser, baseURL }, use) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      const watch = (watched: BrowserContext) => {
        void watched.addInitScript(() => {
          document.addEventListener('securitypolicyviolation', (event) => {
            console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
          });
        });
        watched.on('response', (response) => {
          if (response.request().resourceType() !== 'document' || !response.url().startsWith('http')) return;
          if (!response.headers()['content-security-policy']) seen.push(`document without a content security policy: ${response.url()}`);
        });
        watched.on('console', (message) => {
          const type = message.type();
          if (type !== 'error' && type !== 'warning') return;
          const where = message.location().url;
          seen.push(`console.${type}: ${message.text()}${where ? ` (${where})` : ''}`);
        });
        watched.on('weberror', (webError) => seen.push(`pageerror: ${webError.error().message}`));
      };
      const spreader = process.env.E2E_BASE_URL && baseURL ? new ContextSpreader(baseURL) : undefined;
      watch(context);
      await context.addInitScript(shiftDate, runClockOffsetMs());
      await spreader?.place(context);
      await applyPreview(context, baseURL);
      // Specs with two people open their own contexts: watch those too, for this test only.
      const opened: BrowserContext[] = [];
      const newContext: Browser['newContext'] = browser.newContext;
      browser.newContext = async (options) => {
        const created = await newContext.call(browser, options);
        opened.push(created);
        watch(created);
        await created.addInitScript(shiftDate, runClockOffsetMs());
        await spreader?.place(created);
        await applyPreview(created, options?.baseURL ?? baseURL);
        return created;
      };
      try {
        await use({
          allow: (pattern) => allowed.push(pattern),
          allowFailedCall: (path, status) => {
            allowed.push(new RegExp(`^console\\.error: Failed to load resource: the server responded with a status of ${status} .*/api${escape(path)}`));
            allowed.push(new RegExp(`^console\\.error: API call failed ${escape(path)}\\S* \\{status: ${status}\\b`));
          },
        });
      } finally {
        browser.newContext = newContext;
      }
      // What the pages logged while the test ran; closing them is no part of it.
      const unexpected = seen.filter((entry) => !allowed.some((pattern) => pattern.test(entry)));
      // Closing twice is harmless: a spec may have closed its own already.
      await Promise.all(opened.map((created) => created.close()));
      expect(unexpected, 'console errors, warnings or page errors the test did not declare').toEqual([]);
      expect(spreader?.problems() ?? [], 'browser contexts not each on their own process behind the balancer').toEqual([]);
    },
    { auto: true },
  ],
});

/** The clock server of a spec: it is started and stopped for the spec, never by it. */
export type SpecClockServer = Omit<ClockServer, 'stop'>;

/**
 * The clock server (./clock-server-process.ts) of the spec that calls this, once, at its
 * top: a real server on fresh data and ports of its own, started before the spec's first
 * test and stopped after its last. The spec's tests share it, so what one leaves (its
 * people, its bookings, the clock moved forward) the next finds, as a test.describe.serial
 * spec means; no other spec sees it, or its clock.
 *
 * Hooks of the spec, not a worker-scoped fixture: a worker (one for the whole run, see
 * playwright.config.ts) runs spec after spec, and one server for them all would carry one
 * spec's data and forward-only clock into the next. When a test fails its worker is
 * replaced, and any of the spec's tests still to run do so in the new one, on a fresh server.
 */
export function useClockServer(): SpecClockServer {
  let server: ClockServer | undefined;
  test.beforeAll('start the clock server', async () => {
    // A fresh server migrates and seeds its demo data first: up to startServer's 120 s.
    server = await startClockServer();
  });
  test.afterAll('stop the clock server', async () => {
    await server?.stop();
    server = undefined;
  });
  const started = (): ClockServer => {
    if (!server) throw new Error('the clock server runs from before the first test of the spec that calls useClockServer() to after its last');
    return server;
  };
  return {
    get url() {
      return started().url;
    },
    moveClockTo: (at) => started().moveClockTo(at),
    timePasses: (at, pages) => started().timePasses(at, pages),
    pageAt: (browser, at) => started().pageAt(browser, at),
  };
}

export { expect };
