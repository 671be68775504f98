// The front-end report's reference page: a minimal React page of the repository's React
// version that hydrates markup of /home's size. The markup is /home's own, as the server
// sends it (its elements, attributes, texts and styles, read with scripts off), rendered
// again by ReferenceApp (app.mjs): so the reference does what any React page showing that
// screen must (parse, run and hydrate React over those nodes, then style and lay them
// out), and what the site does beyond it (router, store, styled-components, federation,
// its own code) is what a route's ratio to it measures. Built here with esbuild (React's
// production build, minified) and served from a tiny HTTP server of this process.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { COMPILE_HINT } from '../../build/compile-hints.mjs';
import { ReferenceApp } from './app.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The page at `url` as its HTML shows it before any script runs: #root's tree, the head's
 * styles, the HTML's size and its number of elements. Relative addresses of images and
 * media become the site's, so the reference shows the same pictures.
 */
export async function captureMarkup(browser, url) {
  const page = await browser.newPage();
  try {
    await page.setJavaScriptEnabled(false);
    const response = await page.goto(url, { waitUntil: 'load' });
    const htmlBytes = Buffer.byteLength(await response.text());
    const captured = await page.evaluate(() => {
      const MEDIA_ATTRIBUTES = new Set(['src', 'poster']);
      const toTree = (node) => {
        if (node.nodeType === Node.TEXT_NODE) return node.data;
        if (node.nodeType !== Node.ELEMENT_NODE) return null;
        // React's server render writes an image's preload before the markup: ReferenceApp's writes its own.
        if (node.localName === 'link' && node.rel === 'preload') return null;
        const attributes = {};
        for (const { name, value } of node.attributes) attributes[name] = MEDIA_ATTRIBUTES.has(name) ? new URL(value, document.baseURI).href : value;
        return [node.localName, attributes, [...node.childNodes].map(toTree).filter((child) => child !== null)];
      };
      const root = document.getElementById('root');
      return {
        tree: [...root.childNodes].map(toTree).filter((node) => node !== null),
        styles: [...document.head.querySelectorAll('style')].map((style) => style.textContent),
        elements: root.querySelectorAll('*').length,
        lang: document.documentElement.lang,
        htmlClass: document.documentElement.className,
      };
    });
    return { ...captured, htmlBytes };
  } finally {
    await page.close();
  }
}

/**
 * The reference page's HTML and script for the captured markup. `compileHint`: the script
 * starts with V8's compile hint, as the site's scripts do (build/compile-hints.mjs); the
 * budget's reference has none, and the report shows the two side by side.
 */
export async function buildReferencePage(markup, { compileHint = false } = {}) {
  const scriptPath = compileHint ? '/reference-hinted.js' : '/reference.js';
  const bundled = await build({
    entryPoints: [path.join(here, 'entry.mjs')],
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      {
        name: 'reference-tree',
        setup(builder) {
          builder.onResolve({ filter: /^reference-tree$/ }, () => ({ path: 'reference-tree', namespace: 'reference-tree' }));
          builder.onLoad({ filter: /.*/, namespace: 'reference-tree' }, () => ({ contents: JSON.stringify(markup.tree), loader: 'json' }));
        },
      },
    ],
    ...(compileHint ? { banner: { js: COMPILE_HINT } } : {}),
    logLevel: 'silent',
  });
  const script = bundled.outputFiles[0].text;
  const body = renderToString(createElement(ReferenceApp, { tree: markup.tree }));
  const styles = markup.styles.map((css) => `<style>${css}</style>`).join('');
  const html =
    `<!doctype html><html lang="${markup.lang}" class="${markup.htmlClass}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="dark">' +
    `<title>Reference page</title><script defer src="${scriptPath}"></script>${styles}</head>` +
    `<body><div id="root">${body}</div></body></html>`;
  return { html, script, scriptPath };
}

/**
 * Serves reference pages on 127.0.0.1:`port` until `close()`: each page of `pages` at its
 * path ('/', '/hinted'), its script at the page's scriptPath. Returns each page's address.
 */
export async function serveReferencePage(port, pages) {
  const files = new Map();
  for (const [pagePath, { html, script, scriptPath }] of Object.entries(pages)) {
    files.set(pagePath, ['text/html; charset=utf-8', html]);
    files.set(scriptPath, ['text/javascript', script]);
  }
  const server = http.createServer((request, response) => {
    const [type, text] = files.get(request.url) ?? [null, null];
    if (!type) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(text);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const urls = Object.fromEntries(Object.keys(pages).map((pagePath) => [pagePath, `http://127.0.0.1:${port}${pagePath}`]));
  return { urls, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * Loads the reference page once and checks that React hydrated it without a mismatch and
 * that it holds as many elements as the markup it copies: a reference that re-rendered
 * from scratch, or showed less, would make every ratio read better than it is.
 */
export async function checkReferencePage(browser, url, markup) {
  const page = await browser.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => window.referenceHydrated === true, { timeout: 10_000 });
    const { errors, elements } = await page.evaluate(() => ({
      errors: window.referenceErrors,
      elements: document.getElementById('root').querySelectorAll('*').length,
    }));
    if (errors.length) throw new Error(`The reference page did not hydrate cleanly: ${errors.join('; ')}`);
    if (elements !== markup.elements) throw new Error(`The reference page holds ${elements} elements, the page it copies ${markup.elements}`);
  } finally {
    await page.close();
  }
}
