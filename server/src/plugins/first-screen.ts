// A remote page's first screen, rendered into the HTML of a first visit by the remote's
// own server bundle (<remote>/dist/server/first-screen.cjs, FirstScreenModule in
// shared-api's remote contract), so a phone paints the page's main content before any
// script has run: /profile/{id}'s card waited for the shell, the remote and React.
// The bundle reads what it shows through this server's API as a visitor
// would, so it shows nothing a visitor may not see. Anything amiss (no bundle, an error,
// a read that fails, a render slower than its budget) leaves the page its plain frame.
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import type { FirstScreenHtml, FirstScreenModule, FirstScreenRequest } from '@marketplace/shared-api/federation/remote-contract';
import { perDeploy } from './per-deploy';

/** The longest a page's HTML waits for its first screen; past it the page goes out with its plain frame. */
export const FIRST_SCREEN_BUDGET_MS = 500;

const load = createRequire(import.meta.url);

/** Whether `value` is what a first-screen bundle exports. */
const isFirstScreenModule = (value: unknown): value is FirstScreenModule =>
  typeof (value as Partial<FirstScreenModule> | null)?.renderFirstScreen === 'function';

export interface FirstScreens {
  /** The first screen the bundle at `file` renders for the page, or null. */
  render(file: string, page: Omit<FirstScreenRequest, 'read'>): Promise<FirstScreenHtml | null>;
}

export function createFirstScreens(app: FastifyInstance, budgetMs = FIRST_SCREEN_BUDGET_MS): FirstScreens {
  /** Each bundle, loaded afresh once redeployed; null where it exports no renderer or fails to load. */
  const bundleAt = perDeploy((file): FirstScreenModule | null => {
    delete load.cache[file];
    try {
      const exported: unknown = load(file);
      if (isFirstScreenModule(exported)) return exported;
      app.log.warn({ file }, 'first-screen bundle exports no renderFirstScreen; pages go out with their plain frame');
    } catch (error) {
      app.log.warn({ err: error, file }, 'first-screen bundle failed to load; pages go out with their plain frame');
    }
    return null;
  });

  /** A GET of the API as a visitor: the JSON answer, or null for anything but a 200 JSON answer. */
  async function read(path: string): Promise<unknown> {
    if (!path.startsWith('/api/')) return null;
    const response = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } });
    if (response.statusCode !== 200 || !String(response.headers['content-type']).startsWith('application/json')) return null;
    return response.json();
  }

  return {
    async render(file, page) {
      let timer: NodeJS.Timeout | undefined;
      const outOfTime = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), budgetMs);
      });
      try {
        // Not built (null), or unreadable (thrown, logged below): the plain frame.
        const bundle = await bundleAt(file);
        if (!bundle) return null;
        const result = await Promise.race([bundle.renderFirstScreen({ ...page, read }), outOfTime]);
        if (result === 'late') {
          app.log.warn({ file, screen: page.screen }, `first screen not rendered within ${budgetMs} ms; the page goes out with its plain frame`);
          return null;
        }
        return result && typeof result.html === 'string' && typeof result.css === 'string' ? result : null;
      } catch (error) {
        app.log.warn({ err: error, file, screen: page.screen }, 'first screen failed; the page goes out with its plain frame');
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
