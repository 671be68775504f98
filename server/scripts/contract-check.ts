// The release command's contract check: before a remote's release goes live, it
// is loaded in a headless Chromium the way a browser of the site loads it (the
// shell at `server`, previewing this release through a preview cookie signed
// with the server's secret), and each module it exposes is checked against the
// contract in shared-api/src/federation/remote-contract.ts: it loads; './routes'
// exports route objects whose paths are the ones its release.json declares; a
// widget exports a component under the contract's id, and mounted on the shell's
// /release-check page with the props its host passes (shared-api's
// widget-fixtures.ts) it renders something and throws nothing; it exposes every
// widget the contract gives it and nothing the contract does not name.
import { chromium, type BrowserContext } from 'playwright-core';
import { RELEASE_CHECK_PATH, REMOTE_WIDGET_IDS, ROUTES_MODULE } from '@marketplace/shared-api/federation/remote-contract';
import { contractMismatches, type LoadedExpose, type WidgetMount } from '../src/features/releases/contract-mismatches';
import type { ReleaseManifest } from '../src/features/releases/release-manifest';
import { PREVIEW_COOKIE } from '../src/features/releases/preview';


const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGE_TIMEOUT_MS = 60_000;

export interface ContractCheckInput {
  server: string;
  manifest: ReleaseManifest;
  /** A preview cookie's value for this release (TokenService.signPreview). */
  previewToken: string;
}

/** The contract's problems with the release, one sentence each; none when it holds. */
export async function contractProblems({ server, manifest, previewToken }: ContractCheckInput): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] }).catch((error: unknown) => {
    throw new Error(`The contract check needs Chromium at ${CHROMIUM} (CHROMIUM_PATH): ${error instanceof Error ? error.message.split('\n')[0] : error}`);
  });
  try {
    const context = await browser.newContext();
    await context.addCookies([{ name: PREVIEW_COOKIE, value: previewToken, url: server }]);
    const page = await context.newPage();
    page.setDefaultTimeout(PAGE_TIMEOUT_MS);
    await page.goto(new URL('/', server).toString());
    // The shell registers the remotes from /remotes.json (this browser's: the preview) at start.
    await page.waitForFunction(
      (name) => (globalThis as { __FEDERATION__?: { __INSTANCES__?: Array<{ options: { remotes: Array<{ name: string }> } }> } }).__FEDERATION__?.__INSTANCES__?.some(
        (instance) => instance.options.remotes.some((remote) => remote.name === name),
      ),
      manifest.name,
    );
    // No named functions inside: tsx compiles this file with esbuild's keepNames, whose
    // __name helper the page does not have.
    const loaded = await page.evaluate(
      async ({ name, exposes, routesModule }) => {
        type Instance = { options: { remotes: Array<{ name: string }> }; loadRemote: (id: string) => Promise<unknown> };
        const instances = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__.__INSTANCES__;
        const host = instances.find((instance) => instance.options.remotes.some((remote) => remote.name === name))!;
        const results = [];
        for (const expose of exposes) {
          try {
            const module = (await host.loadRemote(`${name}/${expose.replace(/^\.\//, '')}`)) as Record<string, unknown> | null;
            if (!module) throw new Error('nothing was loaded');
            const routes = module.routes;
            const routePaths = expose === routesModule && Array.isArray(routes) ? routes.map((route: { path?: unknown }) => String(route.path)) : null;
            const exported = module.default ?? module[expose.replace(/^\.\//, '')];
            const component = typeof exported === 'function' || (typeof exported === 'object' && exported !== null && '$$typeof' in exported);
            results.push({ expose, routePaths, component });
          } catch (error) {
            // The shell's loader words a failure for people; its cause says what broke.
            const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
            results.push({ expose, error: cause instanceof Error ? cause.message : String(cause) });
          }
        }
        return results;
      },
      { name: manifest.name, exposes: manifest.exposes, routesModule: ROUTES_MODULE },
    );
    const checked: LoadedExpose[] = [];
    for (const result of loaded) {
      const widget = `${manifest.name}/${result.expose.replace(/^\.\//, '')}`;
      const mountable = !('error' in result) && result.component && (REMOTE_WIDGET_IDS as string[]).includes(widget);
      checked.push(mountable ? { ...result, mount: await mountWidget(context, server, widget) } : result);
    }
    return contractMismatches(manifest, checked);
  } finally {
    await browser.close();
  }
}

/**
 * Mounts the widget on the shell's check page with its host's props and says what came of it:
 * what the page's boundary caught or the page threw; else whether it did anything a person
 * would see once the page is quiet: something inside its mount, a dialog it opened at the
 * page's end, or a move to another page (a dialog a visitor opens sends them to /login).
 */
async function mountWidget(context: BrowserContext, server: string, widget: string): Promise<WidgetMount> {
  const page = await context.newPage();
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  const thrown: string[] = [];
  page.on('pageerror', (error) => thrown.push(error.message));
  try {
    await page.goto(new URL(`${RELEASE_CHECK_PATH}?widget=${encodeURIComponent(widget)}`, server).toString());
    await page.waitForFunction(
      (path) => window.location.pathname !== path || document.querySelector('[data-release-check]:not([data-release-check="loading"])') !== null,
      RELEASE_CHECK_PATH,
    );
    // What the widget loads for itself (its data, its chunks) arrives before it is judged.
    await page.waitForLoadState('networkidle');
    if (thrown.length) return { threw: thrown[0] };
    return await page.evaluate((path) => {
      const status = document.querySelector('[data-release-check]');
      if (status?.getAttribute('data-release-check') === 'threw') return { threw: status.textContent ?? 'an error' };
      if (window.location.pathname !== path) return 'rendered' as const;
      // Inside the mount, or a dialog it opened at the page's end; no named function (see above).
      const shown = [...document.querySelectorAll('[data-release-check-mount] *, [role="dialog"], [role="alertdialog"]')].some(
        (element) => element.getBoundingClientRect().width > 0 && element.getBoundingClientRect().height > 0,
      );
      return shown ? ('rendered' as const) : ('nothing' as const);
    }, RELEASE_CHECK_PATH);
  } finally {
    await page.close();
  }
}
