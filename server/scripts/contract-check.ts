// The release command's contract check: before a remote's release goes live, it
// is loaded in a headless Chromium the way a browser of the site loads it (the
// shell at `server`, previewing this release through a preview cookie signed
// with the server's secret), and each module it exposes is checked against the
// contract in shared-api/src/federation/remote-contract.ts: it loads; './routes'
// exports route objects whose paths are the ones its release.json declares; a
// widget exports a component under the contract's id; it exposes every widget
// the contract gives it and nothing the contract does not name.
import { chromium } from 'playwright-core';
import { ROUTES_MODULE } from '@marketplace/shared-api/federation/remote-contract';
import { contractMismatches } from '../src/features/releases/contract-mismatches';
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
    return contractMismatches(manifest, loaded);
  } finally {
    await browser.close();
  }
}
