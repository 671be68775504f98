// Serving the built front end: the shell, the remotes, /remotes.json and the
// SPA fallback, from a temporary STATIC_ROOT with fake dist files.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';
import type { RemoteManifest } from '@marketplace/shared-api/federation/remote-contract';
import { createTestApp, type TestApp } from '../test/test-app';
import { PAGE_DATA_MARKUP, PAGE_DATA_SLOT, type PageData } from '@marketplace/shared-api/api/page-data-markup';
import { PAGE_FRAME_CONTENT_SLOT, PAGE_FRAME_TITLE_SLOT } from '@marketplace/shared-api/federation/page-frame-slots';
import { ROUTE_TITLE_MAX_LENGTH } from '../features/releases/release-manifest';
import { PAGE_FRAME_FILES, SHELL_PAGES_FILE } from './page-frames';
import { FIRST_SCREEN_BUNDLE } from './remote-manifest';
import { FRONT_END_NOT_BUILT } from './static';
import { IMMUTABLE_CACHE, NO_CACHE } from './static-files';

const INDEX_HTML = '<!doctype html><title>Marketplace</title><div id="root"></div>';
const HOME_HTML = '<!doctype html><title>Marketplace</title><div id="root"><h1>Find a Good Assistant Here</h1></div>';
/** The page frame as the shell's build writes it, padded past the on-the-fly compression threshold. */
const frameHtml = (heading: string) =>
  `<!doctype html><title>Marketplace</title><div id="root"><header>${'AssistMe '.repeat(150)}</header><div data-page-frame="">${heading}<span role="status"></span></div></div>${PAGE_DATA_MARKUP}`;
const TITLED_FRAME = frameHtml(`<h1>${PAGE_FRAME_TITLE_SLOT}</h1>`);
const UNTITLED_FRAME = frameHtml('');
/** A frame as the server fills it in: the title, if any, and the page's first API reads. */
const filledFrame = (frame: string, title: string | null, data: PageData = { reads: [] }) =>
  (title === null ? frame : frame.replace(PAGE_FRAME_TITLE_SLOT, title)).replace(PAGE_DATA_SLOT, JSON.stringify(data));
/** A script big enough to be worth compressing, as the build leaves it: with .br and .gz siblings. */
const MAIN_JS = `console.log(${JSON.stringify('shell '.repeat(2000))});`;
const MAIN_JS_FILE = 'main.3f9a1c2e8b7d6a5f.js';
/** The one file a fake remote's ./routes module loads (its part file's exposeFiles). */
const ROUTES_CHUNK = 'src_routes_tsx.0a1b2c3d4e5f.js';
/** The one file of a fake remote's list screen (its part file's screenFiles). */
const SCREEN_CHUNK = 'profile-list-page.5f4e3d2c1b.js';

async function write(root: string, file: string, content: string | Buffer) {
  await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await fs.writeFile(path.join(root, file), content);
}

async function writeRemote(
  root: string,
  dir: string,
  name: string,
  entryContent: string,
  routes: unknown[] = [],
  exposeFiles: Record<string, string[]> = { './routes': [ROUTES_CHUNK] },
  screenFiles: Record<string, string[]> = {},
) {
  await write(root, `${dir}/dist/remoteEntry.js`, entryContent);
  const part = { name, entry: 'remoteEntry.js', routes, exposes: ['./routes'], exposeFiles, screenFiles };
  await write(root, `${dir}/dist/remote-part.json`, JSON.stringify(part));
}

describe('static hosting', () => {
  let t: TestApp;
  let root: string;
  before(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-static-'));
    await write(root, 'shell/dist/index.html', INDEX_HTML);
    await write(root, `shell/dist/${MAIN_JS_FILE}`, MAIN_JS);
    await write(root, `shell/dist/${MAIN_JS_FILE}.br`, zlib.brotliCompressSync(MAIN_JS));
    await write(root, `shell/dist/${MAIN_JS_FILE}.gz`, zlib.gzipSync(MAIN_JS));
    await write(root, 'shell/dist/prerendered/home.html', HOME_HTML);
    await write(root, 'shell/dist/assets/default-avatar.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeRemote(root, 'mf-profiles', 'mf_profiles', 'var mf_profiles = 1;', [{ path: '/profile/list', access: 'public' }]);
    await write(root, `mf-profiles/dist/${ROUTES_CHUNK}`, 'chunk');
    await writeRemote(root, 'mf-chat', 'mf_chat', 'var mf_chat = 1;');
    // mf-admin has a broken part file; mf-booking and mf-payments are not built.
    await write(root, 'mf-admin/dist/remote-part.json', '{ not json');
    t = await createTestApp('pglite', { staticRoot: root, remoteUrlOverrides: { mf_chat: 'https://cdn.example/chat/remoteEntry.js' } });
  });
  after(async () => {
    await t.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  it('serves the shell index at / and for any client route, never cached', async () => {
    for (const url of ['/', '/profile/list', '/chat/123', '/admin/user/abc?x=1', '/home?from=mail', '/home/']) {
      const response = await t.app.inject({ url });
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.body, INDEX_HTML);
      assert.match(String(response.headers['content-type']), /text\/html/);
      assert.equal(response.headers['cache-control'], NO_CACHE);
    }
  });

  it('serves a prerendered page for its path, never cached', async () => {
    const response = await t.app.inject({ url: '/home' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, HOME_HTML);
    assert.match(String(response.headers['content-type']), /text\/html/);
    assert.equal(response.headers['cache-control'], NO_CACHE);
  });

  it('sends a script as its Brotli or gzip sibling when the browser accepts it, as itself otherwise', async () => {
    const cases = [
      { acceptEncoding: 'gzip, deflate, br', encoding: 'br', decode: zlib.brotliDecompressSync },
      { acceptEncoding: 'gzip', encoding: 'gzip', decode: zlib.gunzipSync },
      { acceptEncoding: 'identity', encoding: undefined, decode: (body: Buffer) => body },
      { acceptEncoding: undefined, encoding: undefined, decode: (body: Buffer) => body },
    ];
    for (const { acceptEncoding, encoding, decode } of cases) {
      const response = await t.app.inject({
        url: `/${MAIN_JS_FILE}`,
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
      assert.equal(response.statusCode, 200, String(acceptEncoding));
      assert.equal(response.headers['content-encoding'], encoding, String(acceptEncoding));
      assert.match(String(response.headers['content-type']), /javascript/);
      assert.match(String(response.headers.vary), /accept-encoding/i);
      assert.equal(response.headers['cache-control'], IMMUTABLE_CACHE);
      assert.equal(decode(response.rawPayload).toString('utf8'), MAIN_JS, String(acceptEncoding));
    }
  });

  it('serves hashed files for a year and unhashed ones with revalidation', async () => {
    const hashed = await t.app.inject({ url: `/${MAIN_JS_FILE}` });
    assert.equal(hashed.statusCode, 200);
    assert.equal(hashed.headers['cache-control'], IMMUTABLE_CACHE);
    const plain = await t.app.inject({ url: '/assets/default-avatar.svg' });
    assert.equal(plain.statusCode, 200);
    assert.equal(plain.headers['cache-control'], NO_CACHE);
  });

  it('answers 404 for missing files and never falls back to index.html for /api, /uploads or /remotes', async () => {
    for (const url of ['/missing.js', '/api/nothing', '/uploads/none', '/remotes/mf-profiles/nope.js', '/remotes/unknown/remoteEntry.js', '/remotes/mf-booking/remoteEntry.js']) {
      const response = await t.app.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.notEqual(response.body, INDEX_HTML);
    }
  });

  it('answers 404, not 500, for a file name longer than the file system allows (shell and remotes)', async () => {
    const long = `${'a'.repeat(5000)}.js`;
    for (const url of [`/${long}`, `/remotes/mf-profiles/${long}`]) {
      const response = await t.app.inject({ url });
      assert.equal(response.statusCode, 404, url.slice(0, 40));
    }
  });

  it('serves remote files under /remotes/<dir>/ with the right caching', async () => {
    const entry = await t.app.inject({ url: '/remotes/mf-profiles/remoteEntry.js' });
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.body, 'var mf_profiles = 1;');
    assert.equal(entry.headers['cache-control'], NO_CACHE);
    const part = await t.app.inject({ url: '/remotes/mf-profiles/remote-part.json' });
    assert.equal(part.headers['cache-control'], NO_CACHE);
    const chunk = await t.app.inject({ url: `/remotes/mf-profiles/${ROUTES_CHUNK}` });
    assert.equal(chunk.statusCode, 200);
    assert.equal(chunk.headers['cache-control'], IMMUTABLE_CACHE);
    const escape = await t.app.inject({ url: '/remotes/mf-profiles/..%2f..%2fshell%2fdist%2findex.html' });
    assert.ok([403, 404].includes(escape.statusCode), String(escape.statusCode));
  });

  it('composes /remotes.json from the built remotes, skipping missing or broken ones, honouring overrides', async () => {
    const response = await t.app.inject({ url: '/remotes.json' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], NO_CACHE);
    const manifest = response.json<RemoteManifest>();
    assert.deepEqual(manifest.remotes.map((remote) => remote.name).sort(), ['mf_chat', 'mf_profiles']);
    const profiles = manifest.remotes.find((remote) => remote.name === 'mf_profiles');
    assert.match(String(profiles?.entry), /^\/remotes\/mf-profiles\/remoteEntry\.js\?v=[0-9a-f]{12}$/);
    assert.deepEqual(profiles?.routes, [{ path: '/profile/list', access: 'public' }]);
    assert.deepEqual(profiles?.exposes, ['./routes']);
    assert.deepEqual(profiles?.exposeFiles, { './routes': [ROUTES_CHUNK] });
    const chat = manifest.remotes.find((remote) => remote.name === 'mf_chat');
    assert.equal(chat?.entry, 'https://cdn.example/chat/remoteEntry.js');
    // Hosted elsewhere: its build may differ from the files on this disk.
    assert.deepEqual(chat?.exposeFiles, {});
  });

  it('skips a remote whose part names a file outside its dist folder, for an expose or a screen', async () => {
    const outside = ['../../shell/dist/index.html'];
    for (const [exposeFiles, screenFiles] of [[{ './routes': outside }, {}], [{}, { 'pay-page': outside }]]) {
      await writeRemote(root, 'mf-payments', 'mf_payments', 'var mf_payments = 1;', [], exposeFiles, screenFiles);
      const manifest = (await t.app.inject({ url: '/remotes.json' })).json<RemoteManifest>();
      assert.ok(!manifest.remotes.some((remote) => remote.name === 'mf_payments'), JSON.stringify(screenFiles));
    }
    await fs.rm(path.join(root, 'mf-payments'), { recursive: true, force: true });
  });

  it('picks up a redeployed remote without a restart: new routes, new version', async () => {
    const before = (await t.app.inject({ url: '/remotes.json' })).json<RemoteManifest>();
    const oldEntry = before.remotes.find((remote) => remote.name === 'mf_profiles')?.entry;
    await writeRemote(root, 'mf-profiles', 'mf_profiles', 'var mf_profiles = 2; // rebuilt', [
      { path: '/profile/list', access: 'public' },
      { path: '/profile', access: 'private' },
      { path: '/admin', access: 'admin' },
    ]);
    await writeRemote(root, 'mf-booking', 'mf_booking', 'var mf_booking = 1;');
    const afterDeploy = (await t.app.inject({ url: '/remotes.json' })).json<RemoteManifest>();
    const profiles = afterDeploy.remotes.find((remote) => remote.name === 'mf_profiles');
    assert.notEqual(profiles?.entry, oldEntry);
    assert.deepEqual(profiles?.routes.map((route) => route.access), ['public', 'private', 'admin']);
    assert.ok(afterDeploy.remotes.some((remote) => remote.name === 'mf_booking'));
  });
});

describe("a remote's page: its frame, and its remote files preloaded", () => {
  let t: TestApp;
  let root: string;
  before(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-preload-'));
    await write(root, 'shell/dist/index.html', INDEX_HTML);
    await write(root, 'shell/dist/prerendered/home.html', HOME_HTML);
    await write(root, `shell/dist/${SHELL_PAGES_FILE}`, JSON.stringify(['/home', '/notifications']));
    await write(root, `shell/dist/${PAGE_FRAME_FILES.titled}`, TITLED_FRAME);
    await write(root, `shell/dist/${PAGE_FRAME_FILES.untitled}`, UNTITLED_FRAME);
    await writeRemote(
      root,
      'mf-profiles',
      'mf_profiles',
      'var mf_profiles = 1;',
      [
        { path: '/profile/list', access: 'public', title: 'Find an Assistant', screen: 'profile-list-page' },
        {
          path: '/:id',
          access: 'public',
          data: ['/api/listings/:id', '/api/owners/:ownerId'],
          image: { read: '/api/listings/:id', field: 'cover' },
        },
      ],
      { './routes': [ROUTES_CHUNK] },
      { 'profile-list-page': [SCREEN_CHUNK] },
    );
    await writeRemote(root, 'mf-booking', 'mf_booking', 'var mf_booking = 1;', [
      { path: '/bookings', access: 'private', title: '<b>R&D</b> "$&" \'s' },
    ]);
    await writeRemote(root, 'mf-admin', 'mf_admin', 'var mf_admin = 1;', [{ path: '/admin', access: 'admin' }]);
    t = await createTestApp('pglite', { staticRoot: root });
  });
  after(async () => {
    await t.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  const linkOf = async (url: string) => (await t.app.inject({ url })).headers.link;

  it("sends a Link header preloading the owner's entry, ./routes files and the route's screen, with the query string or without", async () => {
    await write(root, `mf-profiles/dist/${ROUTES_CHUNK}`, 'chunk');
    const manifest = (await t.app.inject({ url: '/remotes.json' })).json<RemoteManifest>();
    const entry = manifest.remotes.find((remote) => remote.name === 'mf_profiles')?.entry;
    // A chunk of the build carries its integrity, as the remote's chunk loader asks for it; one not on disk has none to give.
    const routesIntegrity = `sha384-${createHash('sha384').update('chunk').digest('base64')}`;
    const remoteFiles = `<${entry}>; rel=preload; as=script, </remotes/mf-profiles/${ROUTES_CHUNK}>; rel=preload; as=script; integrity="${routesIntegrity}"`;
    const withScreen = `${remoteFiles}, </remotes/mf-profiles/${SCREEN_CHUNK}>; rel=preload; as=script`;
    assert.equal(await linkOf('/profile/list'), withScreen);
    assert.equal(await linkOf('/profile/list?name=ana'), withScreen);
    // A listing ('/:id') is the remote's where the shell has no page; this route names no screen.
    assert.equal(await linkOf('/8c1d2e3f'), remoteFiles);
    // Matched as the browser's router matches it: still percent-encoded.
    assert.equal(await linkOf('/%25zz'), remoteFiles);
  });

  it("preloads nothing for the shell's own pages, admin pages, unknown paths or the redirect at /", async () => {
    for (const url of ['/home', '/home?from=mail', '/notifications', '/admin', '/a/b/c', '/']) {
      const response = await t.app.inject({ url });
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers.link, undefined, url);
    }
  });

  it("sends the page frame with the route's title, or untitled where the route has none, never cached", async () => {
    for (const url of ['/profile/list', '/profile/list?name=ana']) {
      const response = await t.app.inject({ url });
      assert.equal(response.statusCode, 200, url);
      assert.match(String(response.headers['content-type']), /^text\/html/);
      assert.equal(response.headers['cache-control'], NO_CACHE);
      assert.equal(response.body, filledFrame(TITLED_FRAME, 'Find an Assistant'), url);
    }
  });

  it("lists the route's first API reads in the frame, with the path's params in them, and none it cannot fill, and where its image is named", async () => {
    assert.equal(
      (await t.app.inject({ url: '/8c1d2e3f' })).body,
      filledFrame(UNTITLED_FRAME, null, { reads: ['/api/listings/8c1d2e3f'], image: { read: '/api/listings/8c1d2e3f', field: 'cover' } }),
    );
    assert.equal((await t.app.inject({ url: '/profile/list' })).body, filledFrame(TITLED_FRAME, 'Find an Assistant'));
  });

  it('leaves out a remote whose route lists a data path outside /api, or names its image in a field that is no plain name', async () => {
    for (const route of [
      { path: '/pay', access: 'private', data: ['https://elsewhere.example/x'] },
      { path: '/pay', access: 'private', data: ['/api/pay'], image: { read: '/api/pay', field: 'a.b' } },
    ]) {
      await writeRemote(root, 'mf-payments', 'mf_payments', 'var mf_payments = 1;', [route]);
      const manifest = (await t.app.inject({ url: '/remotes.json' })).json<RemoteManifest>();
      assert.equal(manifest.remotes.find((remote) => remote.name === 'mf_payments'), undefined, JSON.stringify(route));
    }
    await fs.rm(path.join(root, 'mf-payments'), { recursive: true });
  });

  it('escapes the title as HTML text and never reads it as a replacement pattern', async () => {
    const { body } = await t.app.inject({ url: '/bookings' });
    assert.ok(body.includes('<h1>&lt;b&gt;R&amp;D&lt;/b&gt; &quot;$&amp;&quot; &#39;s</h1>'), body);
  });

  it('compresses the frame on the fly for a browser that accepts it', async () => {
    const response = await t.app.inject({ url: '/profile/list', headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(response.headers['content-encoding'], 'br');
    assert.match(String(response.headers.vary), /accept-encoding/i);
    assert.equal(zlib.brotliDecompressSync(response.rawPayload).toString(), filledFrame(TITLED_FRAME, 'Find an Assistant'));
  });

  it("sends the shell's index, not a frame, for the shell's own pages, admin pages and unknown paths", async () => {
    for (const url of ['/notifications', '/admin', '/a/b/c', '/']) assert.equal((await t.app.inject({ url })).body, INDEX_HTML, url);
  });

  it('sends the shell index with the preloads when the build wrote no frame (a dev build)', async () => {
    await fs.rm(path.join(root, 'shell/dist/page-frame'), { recursive: true });
    const response = await t.app.inject({ url: '/profile/list' });
    assert.equal(response.body, INDEX_HTML);
    assert.ok(response.headers.link);
    await write(root, `shell/dist/${PAGE_FRAME_FILES.titled}`, TITLED_FRAME);
    await write(root, `shell/dist/${PAGE_FRAME_FILES.untitled}`, UNTITLED_FRAME);
  });

  it('leaves out a remote whose route declares an empty or overlong title', async () => {
    for (const title of ['  ', 'x'.repeat(ROUTE_TITLE_MAX_LENGTH + 1)]) {
      await writeRemote(root, 'mf-payments', 'mf_payments', 'var mf_payments = 1;', [{ path: '/pay', access: 'private', title }]);
      const manifest = (await t.app.inject({ url: '/remotes.json' })).json<RemoteManifest>();
      assert.equal(manifest.remotes.find((remote) => remote.name === 'mf_payments'), undefined);
    }
    await fs.rm(path.join(root, 'mf-payments'), { recursive: true });
  });

  it("preloads a released remote's files with the integrity its release recorded, as the shell and its chunk loader load them", async () => {
    await write(root, `mf-profiles/dist/${ROUTES_CHUNK}`, 'console.log("routes");');
    await write(root, `mf-profiles/dist/${SCREEN_CHUNK}`, 'console.log("list");');
    const { releaseId } = await t.app.releases.store.publish('mf-profiles', path.join(root, 'mf-profiles', 'dist'));
    await t.app.releases.register('mf-profiles', { releaseId });
    await t.app.releases.promote('mf-profiles', releaseId, { userId: null, tokenId: null, label: 'npm start' }, 'released');
    const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
    // From the remote's shared folder, where the entry is named by its release and chunks by their content.
    const base = '/releases/mf-profiles/files';
    assert.equal(
      await linkOf('/profile/list'),
      [
        `<${base}/remoteEntry.${releaseId}.js>; rel=preload; as=script; integrity="${sri('var mf_profiles = 1;')}"`,
        `<${base}/${ROUTES_CHUNK}>; rel=preload; as=script; integrity="${sri('console.log("routes");')}"`,
        `<${base}/${SCREEN_CHUNK}>; rel=preload; as=script; integrity="${sri('console.log("list");')}"`,
      ].join(', '),
    );
  });

  it("preloads nothing when the build listed no shell pages (a dev build), as the shell's own may match a remote's '/:id'", async () => {
    await fs.rm(path.join(root, 'shell/dist', SHELL_PAGES_FILE));
    assert.equal(await linkOf('/profile/list'), undefined);
    await write(root, `shell/dist/${SHELL_PAGES_FILE}`, '{ not json');
    assert.equal(await linkOf('/profile/list'), undefined);
  });
});

describe("a remote's page whose first screen the server renders", () => {
  let t: TestApp;
  let root: string;
  /** The frame with a first screen's slot, as the shell's build writes it: with a head for the screen's styles. */
  const FIRST_SCREEN_FRAME = `<!doctype html><html><head><title>Marketplace</title></head><body><div id="root"><header>AssistMe</header><div data-page-frame="" style="display:contents">${PAGE_FRAME_CONTENT_SLOT}</div></div>${PAGE_DATA_MARKUP}</body></html>`;
  /**
   * mf-profiles' server bundle: a profile's card, reading the marketplace's zone through the API;
   * its text holds every slot's name, as a user's bio might. Nothing for other screens.
   */
  const PROFILES_BUNDLE = `exports.renderFirstScreen = async ({ screen, params, read }) => {
    if (screen !== 'profile-page') return null;
    const { marketplaceTimeZone } = await read('/api/config');
    return { html: '<section><h1>Person ' + params.id + '</h1><p>${PAGE_FRAME_CONTENT_SLOT} ${PAGE_DATA_SLOT} ${PAGE_FRAME_TITLE_SLOT} </head> ' + marketplaceTimeZone + '</p></section>', css: '.card{color:red}' };
  };`;
  const PROFILE_ROUTE = {
    path: '/profile/:id',
    access: 'public',
    screen: 'profile-page',
    data: ['/api/profiles/:id'],
    image: { read: '/api/profiles/:id', field: 'avatar' },
  };
  const bundleFile = () => path.join(root, 'mf-profiles', 'dist', FIRST_SCREEN_BUNDLE);

  before(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-first-screen-page-'));
    await write(root, 'shell/dist/index.html', INDEX_HTML);
    await write(root, `shell/dist/${SHELL_PAGES_FILE}`, JSON.stringify(['/home']));
    await write(root, `shell/dist/${PAGE_FRAME_FILES.titled}`, TITLED_FRAME);
    await write(root, `shell/dist/${PAGE_FRAME_FILES.untitled}`, UNTITLED_FRAME);
    await write(root, `shell/dist/${PAGE_FRAME_FILES.firstScreen}`, FIRST_SCREEN_FRAME);
    await writeRemote(root, 'mf-profiles', 'mf_profiles', 'var mf_profiles = 1;', [
      { path: '/profile/list', access: 'public', title: 'Find an Assistant', screen: 'profile-list-page' },
      PROFILE_ROUTE,
    ]);
    await write(root, path.join('mf-profiles', 'dist', FIRST_SCREEN_BUNDLE), PROFILES_BUNDLE);
    t = await createTestApp('pglite', { staticRoot: root });
  });
  after(async () => {
    await t.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  /** The page's plain frame, untitled, with its reads and its image for the frame's script to preload. */
  const plainFrame = (id: string) =>
    filledFrame(UNTITLED_FRAME, null, { reads: [`/api/profiles/${id}`], image: { read: `/api/profiles/${id}`, field: 'avatar' } });

  it('sends the first screen in the frame, its styles in the head, and its reads without the image, which the screen shows', async () => {
    const response = await t.app.inject({ url: '/profile/7' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], NO_CACHE);
    assert.ok(response.headers.link);
    const screen = `<section><h1>Person 7</h1><p>${PAGE_FRAME_CONTENT_SLOT} ${PAGE_DATA_SLOT} ${PAGE_FRAME_TITLE_SLOT} </head> Asia/Manila</p></section>`;
    // Each slot filled once, in one pass: the screen's own text is never read as a slot.
    const expected = FIRST_SCREEN_FRAME.replace('</head>', '<style>.card{color:red}</style></head>')
      .replace(PAGE_DATA_SLOT, JSON.stringify({ reads: ['/api/profiles/7'] }))
      .replace(PAGE_FRAME_CONTENT_SLOT, screen);
    assert.equal(response.body, expected);
  });

  it('sends the plain frame for a screen the bundle renders nothing for', async () => {
    assert.equal((await t.app.inject({ url: '/profile/list' })).body, filledFrame(TITLED_FRAME, 'Find an Assistant'));
  });

  it('sends the plain frame when the bundle fails, and the first screen again once it is redeployed', async () => {
    await write(root, path.join('mf-profiles', 'dist', FIRST_SCREEN_BUNDLE), 'exports.renderFirstScreen = async () => { throw new Error("boom"); };');
    const failed = await t.app.inject({ url: '/profile/7' });
    assert.equal(failed.statusCode, 200);
    assert.equal(failed.body, plainFrame('7'));
    await write(root, path.join('mf-profiles', 'dist', FIRST_SCREEN_BUNDLE), PROFILES_BUNDLE);
    assert.match((await t.app.inject({ url: '/profile/7' })).body, /<h1>Person 7<\/h1>/);
  });

  it('sends the plain frame when the shell was built without a first screen frame, or the remote without a bundle', async () => {
    await fs.rm(path.join(root, `shell/dist/${PAGE_FRAME_FILES.firstScreen}`));
    assert.equal((await t.app.inject({ url: '/profile/7' })).body, plainFrame('7'));
    await write(root, `shell/dist/${PAGE_FRAME_FILES.firstScreen}`, FIRST_SCREEN_FRAME);
    await fs.rename(bundleFile(), `${bundleFile()}.aside`);
    assert.equal((await t.app.inject({ url: '/profile/7' })).body, plainFrame('7'));
    await fs.rename(`${bundleFile()}.aside`, bundleFile());
  });

  it('never sends the server bundle to a browser', async () => {
    for (const url of ['/remotes/mf-profiles/server/first-screen.cjs', '/remotes/mf-profiles/server%2Ffirst-screen.cjs']) {
      assert.equal((await t.app.inject({ url })).statusCode, 404, url);
    }
  });

  it("renders no first screen for a remote hosted elsewhere: its server bundle is not this server's to run", async () => {
    const elsewhere = await createTestApp('pglite', {
      staticRoot: root,
      remoteUrlOverrides: { mf_profiles: 'https://profiles.example/remoteEntry.js' },
    });
    try {
      assert.equal((await elsewhere.app.inject({ url: '/profile/7' })).body, plainFrame('7'));
    } finally {
      await elsewhere.close();
    }
  });
});

describe('static hosting without a built shell', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp('pglite');
  });
  after(() => t.close());

  it('answers 503 with a hint for pages, an empty manifest, and keeps the API working', async () => {
    const page = await t.app.inject({ url: '/profile/list' });
    assert.equal(page.statusCode, 503);
    assert.equal(page.body, FRONT_END_NOT_BUILT);
    assert.deepEqual((await t.app.inject({ url: '/remotes.json' })).json(), { remotes: [] });
    assert.equal((await t.app.inject({ url: '/api/users/verify' })).statusCode, 401);
  });
});
