// node build/prerender-pages.mjs <prerender bundle> <dist dir> <page path>...
// Renders each page with the bundle's prerenderPage and writes it into a copy of
// dist/index.html at dist/prerendered/<page>.html, with Brotli and gzip siblings;
// renders the page frame a remote's page starts from into dist/page-frame/, with a
// title slot (titled.html), without (untitled.html) and with a slot for the page's
// server-rendered first screen (first-screen.html), with the preloads a remote's
// page needs, a slot for the page's first API reads and the script that sends them;
// writes the shell's page paths to dist/shell-pages.json for the server (a page that
// is not the shell's gets its remote's files preloaded and the frame, plugins/static.ts).
// A prerendered page starts with a script of its own instead of the app's entry
// (shell/src/start-on-intent, bundled here with esbuild: no federation runtime, no React),
// which starts the app when the visitor first acts; the entry is preloaded meanwhile.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { compressedVersions } from './precompress.mjs';
import { PAGE_FRAME_PRELOADS_FILE } from './preload-chunks-plugin.mjs';

/** The empty root of index.html, its attribute quoted or (minified) not. */
const ROOT_ELEMENT = /<div id="?root"?><\/div>/;

const TITLE_ELEMENT = /<title>([^<]*)<\/title>/;

/**
 * The tab's title the app keeps (shell/src/features/layout/use-page-title.ts), so the page
 * reads right before the app starts: the page's h1, then the product: 'Log in · AssistMe'.
 * @param {string} html the page's markup (already escaped) @param {string} product
 */
export function pageTitleOf(html, product) {
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
  return heading ? `${heading} · ${product}` : product;
}

/**
 * A prerendered page, titled after its heading. Not the frames: their heading is a slot the
 * server fills, and the app titles their tab once it runs.
 * @param {string} template @param {{ html: string, styleTags: string }} page
 */
export function titledPageHtml(template, page) {
  return pageHtml(template.replace(TITLE_ELEMENT, (_element, product) => `<title>${pageTitleOf(page.html, product)}</title>`), page);
}

/** @param {string} template @param {{ html: string, styleTags: string }} page */
export function pageHtml(template, page) {
  if (!ROOT_ELEMENT.test(template) || !template.includes('</head>')) {
    throw new Error('index.html has no empty <div id="root"> or no </head> to prerender into');
  }
  // Functions as replacements, so a "$" in the page is never read as a pattern.
  return template
    .replace('</head>', () => `${page.styleTags}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>`);
}

/**
 * A page frame: the page with preloads of the chunks a remote's page needs beyond the
 * landing page's (build/preload-chunks-plugin.mjs), and, outside the root React renders
 * into, the element the server fills with the page's first API reads and the script that
 * sends them (shared-api/api/page-data-markup.ts).
 * @param {string} template @param {{ html: string, styleTags: string }} frame
 * @param {{ preloads: string[], dataMarkup: string }} extras
 */
export function frameHtml(template, frame, { preloads, dataMarkup }) {
  if (!template.includes('</body>')) throw new Error('index.html has no </body> to put the page data before');
  const links = preloads.map((href) => `<link rel="preload" as="script" href="${href}">`).join('');
  return pageHtml(template, frame)
    .replace('</head>', () => `${links}</head>`)
    .replace('</body>', () => `${dataMarkup}</body>`);
}

/** The preloads index.html gives the app's first chunks (build/preload-chunks-plugin.mjs). */
const SCRIPT_PRELOAD = /<link rel=preload as=script href=[^ >]+>/g;

/** index.html's preload of /remotes.json, as the minifier writes it. */
const MANIFEST_PRELOAD = /<link rel=preload href=\/remotes\.json as=fetch crossorigin=anonymous>/;

/** The app's entry in index.html: the federation host's main.<hash>.js, deferred. */
const APP_ENTRY_TAG = /<script defer(?:="")? src="?(\/main\.[0-9a-f]+\.js)"?><\/script>/;

/**
 * A prerendered page's template: the app's entry preloaded, and started by the
 * start-on-intent script (`startScript`) when the visitor first acts.
 * @param {string} template @param {string} startScript
 */
export function startOnIntentTemplate(template, startScript) {
  const entry = template.match(APP_ENTRY_TAG);
  if (!entry) throw new Error('index.html has no deferred main.<hash>.js to start on intent');
  if (!MANIFEST_PRELOAD.test(template)) throw new Error('index.html has no preload of /remotes.json as this build knows it');
  return (
    template
      .replace(
        APP_ENTRY_TAG,
        () => `<link rel=preload as=script href=${entry[1]} fetchpriority=low><script defer src=${startScript} data-app=${entry[1]}></script>`,
      )
      // The app's code waits for the visitor, so it comes after what the page shows (its images).
      .replace(SCRIPT_PRELOAD, (tag) => tag.replace(/>$/, ' fetchpriority=low>'))
      // The manifest too: the start script asks for it as it starts the app (shell/src/federation/early-manifest.ts).
      .replace(MANIFEST_PRELOAD, '')
  );
}

/** Bundles shell/src/start-on-intent into distDir with a content hash; returns its path on the site. */
async function writeStartOnIntentScript(distDir) {
  const result = await build({
    entryPoints: [path.join(distDir, '..', 'src', 'start-on-intent', 'entry.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    legalComments: 'none',
    write: false,
  });
  const code = Buffer.from(result.outputFiles[0].contents);
  const name = `start-on-intent.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
  await writeFile(path.join(distDir, name), code);
  for (const version of await compressedVersions(code)) await writeFile(path.join(distDir, `${name}${version.extension}`), version.content);
  return `/${name}`;
}

const [bundle, distDir, ...pages] = process.argv.slice(2);
const { prerenderPage, prerenderPageFrame, prerenderFirstScreenFrame, shellPagePaths, PAGE_FRAME_TITLE_SLOT, PAGE_FRAME_CONTENT_SLOT, PAGE_DATA_MARKUP } =
  createRequire(import.meta.url)(bundle);
const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
await writeFile(path.join(distDir, 'shell-pages.json'), `${JSON.stringify(shellPagePaths(), null, 2)}\n`);
await mkdir(path.join(distDir, 'prerendered'), { recursive: true });
const pageTemplate = startOnIntentTemplate(template, await writeStartOnIntentScript(distDir));
for (const page of pages) {
  const html = Buffer.from(titledPageHtml(pageTemplate, await prerenderPage(page)));
  const file = path.join(distDir, 'prerendered', `${page.replace(/^\//, '')}.html`);
  await writeFile(file, html);
  for (const version of await compressedVersions(html)) await writeFile(`${file}${version.extension}`, version.content);
}
// The server fills in the title or the first screen per request, so the frames get no compressed siblings.
await mkdir(path.join(distDir, 'page-frame'), { recursive: true });
const frameExtras = {
  preloads: JSON.parse(await readFile(path.join(distDir, PAGE_FRAME_PRELOADS_FILE), 'utf8')),
  dataMarkup: PAGE_DATA_MARKUP,
};
const titledFrame = frameHtml(template, await prerenderPageFrame(PAGE_FRAME_TITLE_SLOT), frameExtras);
await writeFile(path.join(distDir, 'page-frame', 'titled.html'), titledFrame);
await writeFile(path.join(distDir, 'page-frame', 'untitled.html'), frameHtml(template, await prerenderPageFrame(), frameExtras));
const firstScreenFrame = frameHtml(template, await prerenderFirstScreenFrame(PAGE_FRAME_CONTENT_SLOT), frameExtras);
await writeFile(path.join(distDir, 'page-frame', 'first-screen.html'), firstScreenFrame);
