// Runs the shell's prerender bundle once it is emitted: each page is rendered in a
// Node process of its own with NODE_ENV=production (React's and styled-components'
// production builds, as the browser gets), put into the browser build's index.html,
// and written with its .br and .gz siblings to dist/prerendered/<page>.html.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const runner = path.join(path.dirname(fileURLToPath(import.meta.url)), 'prerender-pages.mjs');

export class PrerenderPlugin {
  /** @param {{ bundle: string, distDir: string, pages: string[] }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      if (compilation.errors.length) return;
      const { bundle, distDir, pages } = this.options;
      await run(process.execPath, [runner, bundle, distDir, ...pages], {
        env: { ...process.env, NODE_ENV: 'production' },
      });
    });
  }
}
