// Shipping mf-chat as its team would, on a server of its own started as
// `npm start` starts one (its remotes' builds live as releases): a new release
// promoted with the release command while a tab is open on /chat, rolled back
// with it, previewed by an admin in their browser only, and served from another
// origin, where the chat flow still passes; a chunk changed on that origin is
// refused by the browser (its integrity) and the page loads the release from the
// site's store; its host stopping (pages load the site's copy, and the Releases
// screen says so) and coming back; a staged rollout to 10% of browsers (by their
// bucket cookie), and one the server ends by itself when its candidate throws. The
// shell's files never change and the server never restarts.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { RemoteReleases } from '@marketplace/shared-api/types';
import { newPerson, tokenOf, type Person } from '../support/people';
import { REPO_ROOT, startServer, type ServerProcess } from '../support/server-process';
import { logIn, signedInUserId } from '../support/session';
import { expect, test } from '../support/test';

// Beside the suite's own server and the other flows' ones: ports E2E_PORT + 20 and + 21.
const PORT = Number(process.env.E2E_PORT ?? 8181) + 20;
const OTHER_ORIGIN_PORT = PORT + 1;
/** What /chat says to someone with no chat yet, in the live release and in the new one. */
const LIVE_TEXT = 'Start a conversation from a consultant’s profile.';
const NEW_TEXT = 'Start a conversation from a consultant’s profile (release B).';
/** The same, in the release the team hosts on its own origin (release C). */
const HOSTED_TEXT = 'Start a conversation from a consultant’s profile (release C).';
const VARIANT_DIR = path.join(REPO_ROOT, '.release-variant-mf-chat');
const ADMIN = { username: 'admin', password: 'Admin1234' };

function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
  }
  return hashes;
}

/**
 * A build of mf-chat into <root>/mf-chat/dist from a copy of its folder (beside the real
 * remote, so its config finds ../build), changed by `edit` first. The build typechecks the
 * copy for its declarations (build/exposed-types.mjs): with the remote's typecheck state,
 * when there is one, it checks only what `edit` changed.
 */
function buildChatVariant(root: string, edit: (dir: string) => void) {
  rmSync(VARIANT_DIR, { recursive: true, force: true });
  for (const part of ['src', 'package.json', 'webpack.config.js', 'tsconfig.json', '.tsbuild']) {
    if (!existsSync(path.join(REPO_ROOT, 'mf-chat', part))) continue;
    cpSync(path.join(REPO_ROOT, 'mf-chat', part), path.join(VARIANT_DIR, part), { recursive: true });
  }
  edit(VARIANT_DIR);
  const build = spawnSync('npx', ['webpack', '--mode', 'production', '--output-path', path.join(root, 'mf-chat', 'dist')], { cwd: VARIANT_DIR, encoding: 'utf8' });
  expect(build.status, build.stdout + build.stderr).toBe(0);
}

/** mf-chat with the text of /chat's empty state changed. */
const newEmptyState = (dir: string) => {
  const page = path.join(dir, 'src', 'features', 'chat', 'components', 'chat-page.tsx');
  const source = readFileSync(page, 'utf8');
  expect(source).toContain(`"${LIVE_TEXT}"`);
  writeFileSync(page, source.replace(`"${LIVE_TEXT}"`, `"${NEW_TEXT}"`));
};

/** mf-chat with the text of /chat's empty state as the team's hosted release has it. */
const hostedEmptyState = (dir: string) => {
  const page = path.join(dir, 'src', 'features', 'chat', 'components', 'chat-page.tsx');
  writeFileSync(page, readFileSync(page, 'utf8').replace(`"${LIVE_TEXT}"`, `"${HOSTED_TEXT}"`));
};

/** mf-chat exposing a module the contract does not name (its dialog, a second time, as ./Dialog). */
const extraExpose = (dir: string) => {
  const config = path.join(dir, 'webpack.config.js');
  const source = readFileSync(config, 'utf8');
  expect(source).toContain("'./MessageDialog':");
  writeFileSync(config, source.replace("'./MessageDialog':", "'./Dialog': './src/features/message-dialog/components/message-dialog.tsx',\n    './MessageDialog':"));
};

/**
 * mf-chat whose message dialog takes { isOpen } where its host passes { open }: it builds (the
 * bundler checks no types; `npm run release` runs the typecheck first), and opens nothing.
 */
const dialogPropRenamed = (dir: string) => {
  const dialog = path.join(dir, 'src', 'features', 'message-dialog', 'components', 'message-dialog.tsx');
  const source = readFileSync(dialog, 'utf8');
  const props = '{ recipientId, recipientName, open, onClose }: MessageDialogProps';
  expect(source).toContain(props);
  writeFileSync(dialog, source.replace(props, '{ recipientId, recipientName, isOpen: open, onClose }: MessageDialogProps & { isOpen?: boolean }'));
};

/** What the chat page of the release that throws says, in the error it throws. */
const THROWN = 'release D breaks the chat page';

/** mf-chat whose chat page throws as it renders: a release that passes its checks and fails people. */
const chatPageThrows = (dir: string) => {
  const page = path.join(dir, 'src', 'features', 'chat', 'components', 'chat-page.tsx');
  const source = readFileSync(page, 'utf8');
  const start = 'export function ChatPage() {\n';
  expect(source).toContain(start);
  writeFileSync(page, source.replace(start, `${start}  if (window.location.pathname === '/chat') throw new Error(${JSON.stringify(THROWN)});\n`));
};

/** mf-chat as a team would build it against React 18: its package.json asks for ^18.2.0. */
const onReact18 = (dir: string) => {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ ...pkg, dependencies: { ...pkg.dependencies, react: '^18.2.0' } }, null, 2));
};

/**
 * A static server on another port: another origin, as a team's bucket or CDN would be. It
 * allows CORS, as a release's host must: scripts from another origin load with
 * crossorigin, so that the browser can check their integrity.
 */
function serveFolder(root: string, port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const file = path.join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(root)) return void response.writeHead(404).end();
    try {
      const body = readFileSync(file);
      const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.json') ? 'application/json' : file.endsWith('.css') ? 'text/css' : 'application/octet-stream';
      response.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** The page's next client report (shell/src/federation/client-reports.ts) that counts `field`, once the server answered it. */
const reportCounting = (page: Page, field: 'loads' | 'errors' | 'fellBack' | 'fromHost') =>
  page.waitForResponse(
    (response) => response.url().endsWith('/api/releases/client-reports') && new RegExp(`"${field}":[1-9]`).test(response.request().postData() ?? ''),
  );

/** The scripts this document has loaded (from the network or the browser's cache) whose path starts with `prefix`. */
async function scriptsOf(page: Page, prefix: string): Promise<string[]> {
  const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  return [...new Set(urls.filter((url) => new URL(url).pathname.startsWith(prefix) && url.endsWith('.js')))];
}

/**
 * In-app navigation, as a link would do it (no menu item leads to /bookings): the router
 * follows the history entry without reloading the page, so the tab keeps what it loaded.
 */
async function navigateInApp(page: Page, to: string) {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

test.describe.serial('releases of mf-chat', () => {
  test.setTimeout(300_000);
  let server: ServerProcess;
  let dir: string;
  let api: APIRequestContext;
  let otherOrigin: http.Server | undefined;
  let shellBefore: Record<string, string>;
  let firstRelease: string;
  let newRelease: string;
  /** The release the team hosts on its own origin: another build (an id is never re-pointed). */
  let hostedRelease: string;
  /** The chat team's release token, made by the admin: the command's only credential. */
  let releaseToken: string;

  /**
   * The release command, as a team runs it against this server; answers its one line. Not
   * spawnSync: the other origin's server runs in this process and must answer meanwhile.
   */
  async function releases(...args: string[]): Promise<string> {
    const { code, output } = await runReleases(args);
    expect(code, output).toBe(0);
    return output;
  }

  /** The release command's exit code and what it printed; builds are taken from <dir>/<builds>. */
  async function runReleases(args: string[], builds = 'new'): Promise<{ code: number | null; output: string }> {
    const child = spawn('node', ['--import', 'tsx', 'server/scripts/releases.ts', ...args], {
      cwd: REPO_ROOT,
      // No DATA_DIR: the command never reads the server's secret; its store is named alone.
      env: { ...process.env, RELEASE_TOKEN: releaseToken, RELEASE_STORE_DIR: path.join(dir, 'data', 'releases'), STATIC_ROOT: path.join(dir, builds), RELEASES_SERVER: server.url },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const [code] = (await once(child, 'close')) as [number | null];
    return { code, output: output.trim() };
  }

  const liveRelease = async () =>
    ((await (await api.get('/remotes.json')).json()) as { remotes: Array<{ name: string; release: { id: string } | null; entry: string }> }).remotes.find(
      (remote) => remote.name === 'mf_chat',
    )!;

  /** What the Releases screen reads of mf-chat, as the admin. */
  const chatReleases = async () =>
    (await (await api.get('/api/releases/mf-chat', { headers: { authorization: `Bearer ${await tokenOf(api, ADMIN)}` } })).json()) as RemoteReleases;

  async function signedIn(browser: Browser, who: { username: string; password: string }, bucket?: number) {
    const context = await browser.newContext({ baseURL: server.url });
    // The browser's place in staged rollouts, as the server would have given it one (0..99).
    if (bucket !== undefined) await context.addCookies([{ name: 'release_bucket', value: String(bucket), url: server.url }]);
    const page = await context.newPage();
    await logIn(page, who);
    return page;
  }

  test.beforeAll(async () => {
    // A webpack build of mf-chat and a server that publishes, hashes and promotes five remotes
    // first: minutes on a busy 2-core machine, which must not fail the flow.
    test.setTimeout(600_000);
    dir = mkdtempSync(path.join(tmpdir(), 'marketplace-releases-'));
    buildChatVariant(path.join(dir, 'new'), newEmptyState);
    shellBefore = hashTree(path.join(REPO_ROOT, 'shell', 'dist'));
    // The team's other host is the one origin besides the site's that releases may come from.
    // A rollout's candidate is judged after 3 page loads here (20 by default).
    server = await startServer(
      { DATA_DIR: path.join(dir, 'data'), RELEASE_ORIGINS: `http://127.0.0.1:${OTHER_ORIGIN_PORT}`, ROLLOUT_MIN_LOADS: '3' },
      PORT,
      ['--ship-built'],
    );
    api = await playwrightRequest.newContext({ baseURL: server.url });
    firstRelease = (await liveRelease()).release!.id;
    const made = await api.post('/api/releases/tokens', {
      headers: { authorization: `Bearer ${await tokenOf(api, ADMIN)}` },
      data: { name: 'chat team CI', remote: 'mf-chat', expiresInDays: 1 },
    });
    expect(made.status(), await made.text()).toBe(201);
    releaseToken = ((await made.json()) as { token: string }).token;
  });

  test.afterAll(async () => {
    await api?.dispose();
    await new Promise((resolve) => (otherOrigin ? otherOrigin.close(resolve) : resolve(undefined)));
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
    rmSync(VARIANT_DIR, { recursive: true, force: true });
  });

  test('a tab open on /chat keeps working across a promote, and a reload shows the new release', async ({ browser }) => {
    const boss = await newPerson(api, { role: 'Boss', firstName: 'Rhea', lastName: 'Lim' });
    const tab = await signedIn(browser, boss);
    await tab.goto('/chat');
    await expect(tab.getByText(LIVE_TEXT, { exact: true })).toBeVisible();
    // A second tab that has not loaded mf-chat yet: it will ask for the first release's files after the promote.
    const laterTab = await tab.context().newPage();
    await laterTab.goto('/bookings');
    await expect(laterTab.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();

    const shipped = await releases('ship', 'mf-chat');
    newRelease = /live ([0-9a-f]{16})/.exec(shipped)![1];
    expect(newRelease).not.toBe(firstRelease);
    expect((await liveRelease()).release?.id).toBe(newRelease);

    await navigateInApp(tab, '/bookings');
    await expect(tab.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
    await tab.goBack();
    await expect(tab).toHaveURL(/\/chat$/);
    await expect(tab.getByText(LIVE_TEXT, { exact: true })).toBeVisible();
    await expect(tab.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);

    // The new release's files: its entry and the chunks that changed are new URLs; every chunk
    // that did not change is the URL the tab loaded before (one name per content), so the
    // browser's cache serves it.
    const before = new Set(await scriptsOf(tab, '/releases/mf-chat/files/'));
    await tab.reload();
    await expect(tab.getByText(NEW_TEXT)).toBeVisible();
    const after = await scriptsOf(tab, '/releases/mf-chat/files/');
    const fresh = after.filter((url) => !before.has(url)).map((url) => url.slice(url.lastIndexOf('/') + 1));
    expect(fresh).toContain(`remoteEntry.${newRelease}.js`);
    expect(fresh.filter((file) => !file.startsWith('remoteEntry.')).map((file) => file.replace(/\.[0-9a-f]+\.js$/, ''))).toEqual(['chat-page']);
    expect(after.length - fresh.length).toBeGreaterThan(0);

    // The first release stays served: the tab started on it loads its files now.
    const oldEntry = laterTab.waitForResponse((response) => response.url().includes(`/releases/mf-chat/files/remoteEntry.${firstRelease}.js`));
    await navigateInApp(laterTab, '/chat');
    expect((await oldEntry).status()).toBe(200);
    await expect(laterTab.getByText(LIVE_TEXT, { exact: true })).toBeVisible();
  });

  test('a release built against another React is refused in one line, and nothing changes', async () => {
    buildChatVariant(path.join(dir, 'react-18'), onReact18);
    const refused = await runReleases(['ship', 'mf-chat'], 'react-18');
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/^Release [0-9a-f]{16} is refused: mf-chat requires react \^18\.2\.0; the shell provides 19\.\d+\.\d+\.$/);
    expect((await liveRelease()).release?.id).toBe(newRelease);
  });

  test('a release that breaks the contract is loaded, refused and left registered, not live', async () => {
    buildChatVariant(path.join(dir, 'extra-expose'), extraExpose);
    const refused = await runReleases(['ship', 'mf-chat'], 'extra-expose');
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/^mf-chat: release [0-9a-f]{16} breaks the contract, so it is not made live: mf_chat\/Dialog is exposed, but the contract does not name it$/);
    expect((await liveRelease()).release?.id).toBe(newRelease);
  });

  test("a release whose widget breaks the props its host passes is refused at release, and a promote through the API is refused with the reason", async () => {
    buildChatVariant(path.join(dir, 'props-break'), dialogPropRenamed);
    const refused = await runReleases(['ship', 'mf-chat'], 'props-break');
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/^mf-chat: release [0-9a-f]{16} breaks the contract, so it is not made live: mf_chat\/MessageDialog renders nothing with the props its host passes$/);
    const refusedId = /release ([0-9a-f]{16})/.exec(refused.output)![1];

    // The same call the Releases screen makes.
    const promoted = await api.post('/api/releases/mf-chat/promote', {
      headers: { authorization: `Bearer ${await tokenOf(api, ADMIN)}` },
      data: { releaseId: refusedId, reason: 'promote it anyway' },
    });
    expect(promoted.status()).toBe(409);
    expect(((await promoted.json()) as { message: string }).message).toBe(
      `Release ${refusedId} was refused by its checks, so it is never made live: mf_chat/MessageDialog renders nothing with the props its host passes`,
    );
    expect((await liveRelease()).release?.id).toBe(newRelease);
    // Its files left the store: nothing of it can be loaded.
    expect((await api.get(`/releases/mf-chat/${refusedId}/remoteEntry.js`)).status()).toBe(404);
    expect((await api.get(`/releases/mf-chat/files/remoteEntry.${refusedId}.js`)).status()).toBe(404);
  });

  test('a rollback by command: a new browser gets the previous release, with no restart and the shell untouched', async ({ browser }) => {
    expect(await releases('rollback', 'mf-chat', '--reason', 'the new empty state confused people')).toMatch(
      new RegExp(`live ${firstRelease} .*rolled back to .* by chat team CI: "the new empty state confused people"`),
    );
    const boss = await newPerson(api, { role: 'Boss', firstName: 'Nico', lastName: 'Uy' });
    const page = await signedIn(browser, boss);
    await page.goto('/chat');
    await expect(page.getByText(LIVE_TEXT, { exact: true })).toBeVisible();
    expect(hashTree(path.join(REPO_ROOT, 'shell', 'dist'))).toEqual(shellBefore);
    expect(await releases('list', 'mf-chat')).toContain(`  ${newRelease}  `);
  });

  test('an admin previews a release in their browser while everyone else keeps the live one', async ({ browser }) => {
    const admin = await signedIn(browser, ADMIN);
    await admin.goto('/admin/releases');
    const chat = admin.getByRole('region', { name: 'mf-chat' });
    await chat.getByRole('listitem', { name: `Release ${newRelease}` }).getByRole('button', { name: 'Preview' }).click();
    await expect(admin.getByText(`This browser now previews release ${newRelease} of mf-chat.`, { exact: false })).toBeVisible();

    const boss = await newPerson(api, { role: 'Boss', firstName: 'Tess', lastName: 'Go' });
    const other = await signedIn(browser, boss);
    await admin.goto('/chat');
    await expect(admin.getByText(NEW_TEXT)).toBeVisible();
    await other.goto('/chat');
    await expect(other.getByText(LIVE_TEXT, { exact: true })).toBeVisible();

    await admin.goto('/admin/releases');
    await admin.getByRole('button', { name: 'Stop preview' }).click();
    await expect(admin.getByRole('button', { name: 'Stop preview' })).toHaveCount(0);
    await admin.goto('/chat');
    await expect(admin.getByText(LIVE_TEXT, { exact: true })).toBeVisible();
  });

  test('mf-chat served from another origin: the chat flow passes', async ({ browser, consoleGuard }) => {
    const hosted = path.join(dir, 'other-origin');
    buildChatVariant(path.join(dir, 'hosted-build'), hostedEmptyState);
    const published = await runReleases(['publish', 'mf-chat', '--to', hosted], 'hosted-build');
    expect(published.code, published.output).toBe(0);
    hostedRelease = /release ([0-9a-f]{16}) written/.exec(published.output)![1];
    otherOrigin = await serveFolder(hosted, OTHER_ORIGIN_PORT);
    // The release shipped into the site's store earlier, put on the team's host too: its id is never re-pointed there.
    expect((await runReleases(['publish', 'mf-chat', '--to', hosted])).code).toBe(0);
    const repointed = await runReleases(['register', 'mf-chat', '--base-url', `http://127.0.0.1:${OTHER_ORIGIN_PORT}/mf-chat/${newRelease}`]);
    expect(repointed.code).toBe(1);
    expect(repointed.output).toBe(`Release ${newRelease} is registered already, from this server's store: a release id always names the same files, in the same place.`);
    const baseUrl = `http://127.0.0.1:${OTHER_ORIGIN_PORT}/mf-chat/${hostedRelease}`;
    await releases('register', 'mf-chat', '--base-url', baseUrl);
    expect(await releases('promote', 'mf-chat', hostedRelease, '--reason', 'served by the team')).toContain(`live ${hostedRelease}`);
    expect((await liveRelease()).entry).toBe(`${baseUrl}/remoteEntry.js`);

    // The two have no chat yet: GET /chat/find answers 404 (logged, SPEC section 8) and the chat is created.
    consoleGuard.allowFailedCall('/chat/find/', 404);
    const bea: Person = await newPerson(api, { role: 'Assistant', firstName: 'Bea', lastName: 'Ramos' });
    const ben: Person = await newPerson(api, { role: 'Boss', firstName: 'Ben', lastName: 'Tan' });
    const assistant = await signedIn(browser, bea);
    const assistantId = await signedInUserId(assistant);
    const boss = await signedIn(browser, ben);

    const entryLoaded = boss.waitForResponse(`${baseUrl}/remoteEntry.js`);
    await boss.goto(`/chat/${assistantId}`);
    expect((await entryLoaded).status()).toBe(200);
    const conversation = boss.getByRole('region', { name: 'Conversation' });
    await expect(conversation.getByRole('heading', { name: bea.name })).toBeVisible();
    await conversation.getByPlaceholder('Type a message...').fill('Hello from the other origin');
    await conversation.getByRole('button', { name: 'Send' }).click();
    await expect(conversation.getByRole('listitem').filter({ hasText: 'Hello from the other origin' }).getByRole('img', { name: 'Sent' })).toBeVisible();

    await assistant.goto(`/chat/${ben.id}`);
    await expect(assistant.getByRole('region', { name: 'Conversation' }).getByText('Hello from the other origin')).toBeVisible();
  });

  test("when mf-chat's host stops, pages load the same release from the site's store, and from the host again once it is back", async ({ browser, consoleGuard }) => {
    const hosted = path.join(dir, 'other-origin');
    const baseUrl = `http://127.0.0.1:${OTHER_ORIGIN_PORT}/mf-chat/${hostedRelease}`;
    const storeEntry = `${server.url}/releases/mf-chat/files/remoteEntry.${hostedRelease}.js`;
    // mf-chat is live from the other origin: a tab starts there, on /bookings, then its host stops.
    const boss = await newPerson(api, { role: 'Boss', firstName: 'Ivy', lastName: 'Chua' });
    const tab = await signedIn(browser, boss);
    await tab.goto('/bookings');
    await expect(tab.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
    await new Promise((resolve) => otherOrigin!.close(resolve));
    otherOrigin = undefined;

    // The entry cannot be fetched from the host (logged by the browser, tried once more), so the
    // runtime loads the same release, checked by the server against its id, from the site's store.
    consoleGuard.allow(/^console\.error: Failed to load resource: net::ERR_CONNECTION_REFUSED/);
    consoleGuard.allow(/The remote "mf_chat" is already registered/);
    // The server's HTML of a first visit to /chat preloads the remote's files from its host; a page
    // that took them from the site's store instead, or took them late on a busy machine, leaves
    // those preloads unused, which Chromium warns about a few seconds after the load event.
    consoleGuard.allow(new RegExp(`^console\\.warning: The resource http://127\\.0\\.0\\.1:${OTHER_ORIGIN_PORT}/mf-chat/.* was preloaded using link preload but not used`));
    const fromStore = tab.waitForResponse(storeEntry);
    const tabReported = reportCounting(tab, 'fellBack');
    await navigateInApp(tab, '/chat');
    expect((await fromStore).status()).toBe(200);
    expect((await tabReported).status()).toBe(204);
    await expect(tab.getByText(HOSTED_TEXT)).toBeVisible();
    await expect(tab.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);

    // A new page, too.
    const fresh = await signedIn(browser, boss);
    const freshFromStore = fresh.waitForResponse(storeEntry);
    const freshReported = reportCounting(fresh, 'fellBack');
    await fresh.goto('/chat');
    expect((await freshFromStore).status()).toBe(200);
    expect((await freshReported).status()).toBe(204);
    await expect(fresh.getByText(HOSTED_TEXT)).toBeVisible();

    // The pages told the server; the Releases screen says so.
    const hostDownSince = async () => (await chatReleases()).releases.find((release) => release.releaseId === hostedRelease)?.hostDownSince ?? null;
    expect(await hostDownSince()).not.toBeNull();
    const admin = await signedIn(browser, ADMIN);
    await admin.goto('/admin/releases');
    const chat = admin.getByRole('region', { name: 'mf-chat' });
    const note = chat.getByRole('status').filter({ hasText: 'Host not answering' });
    await expect(note).toHaveText(new RegExp(`^Host not answering: browsers load release ${hostedRelease} from the site’s copy since .+\\.$`));

    // The host is back: pages load from it again, and the note goes.
    otherOrigin = await serveFolder(hosted, OTHER_ORIGIN_PORT);
    const later = await signedIn(browser, boss);
    const fromHost = later.waitForResponse(`${baseUrl}/remoteEntry.js`);
    const laterReported = reportCounting(later, 'fromHost');
    await later.goto('/chat');
    expect((await fromHost).status()).toBe(200);
    await expect(later.getByText(HOSTED_TEXT)).toBeVisible();
    expect((await laterReported).status()).toBe(204);
    expect(await hostDownSince()).toBeNull();
    await admin.reload();
    await expect(chat.getByRole('heading', { name: 'mf-chat' })).toBeVisible();
    await expect(note).toHaveCount(0);
  });

  test('a staged rollout to 10% of browsers: a browser in its share gets the candidate, another keeps the live release, and the screen shows both', async ({ browser }) => {
    expect(await releases('promote', 'mf-chat', newRelease, '--share', '10', '--reason', 'the new empty state, to some')).toContain(
      `release ${newRelease} to 10% of browsers`,
    );
    const ada = await newPerson(api, { role: 'Boss', firstName: 'Ada', lastName: 'Sy' });
    const inShare = await signedIn(browser, ada, 3);
    const ben = await newPerson(api, { role: 'Boss', firstName: 'Ben', lastName: 'Ong' });
    const outside = await signedIn(browser, ben, 42);
    await inShare.goto('/chat');
    await expect(inShare.getByText(NEW_TEXT)).toBeVisible();
    await outside.goto('/chat');
    await expect(outside.getByText(HOSTED_TEXT)).toBeVisible();
    // Sticky: the same browser gets the same release on its next load.
    await inShare.reload();
    await expect(inShare.getByText(NEW_TEXT)).toBeVisible();

    const loadsOf = async (releaseId: string) => (await chatReleases()).reports.find((counts) => counts.releaseId === releaseId)?.loads ?? 0;
    await expect.poll(() => loadsOf(newRelease)).toBeGreaterThanOrEqual(2);
    await expect.poll(() => loadsOf(hostedRelease)).toBeGreaterThanOrEqual(1);
    const admin = await signedIn(browser, ADMIN);
    await admin.goto('/admin/releases');
    const chat = admin.getByRole('region', { name: 'mf-chat' });
    await expect(chat.getByRole('region', { name: 'Rollout of mf-chat' })).toContainText(`Release ${newRelease} goes to 10% of browsers`);
    const reports = chat.getByRole('list', { name: 'Reports of mf-chat' });
    await expect(reports.getByRole('listitem', { name: `Live release ${hostedRelease}` })).toContainText(/[1-9]\d* page loads?, 0 errors/);
    await expect(reports.getByRole('listitem', { name: `Candidate ${newRelease}` })).toContainText(/[2-9]\d* page loads, 0 errors/);

    // Rolled back on the screen: the browser in the share gets the live release again.
    await chat.getByRole('region', { name: 'Rollout of mf-chat' }).getByRole('button', { name: 'Roll back' }).click();
    const dialog = admin.getByRole('dialog', { name: `End the rollout of release ${newRelease} of mf-chat` });
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('seen enough');
    await dialog.getByRole('button', { name: 'Roll back' }).click();
    await expect(chat.getByRole('region', { name: 'Rollout of mf-chat' })).toHaveCount(0);
    await inShare.reload();
    await expect(inShare.getByText(HOSTED_TEXT)).toBeVisible();
  });

  test('a candidate that throws on its chat page: its rollout ends by itself after 3 page loads, with the numbers in the history', async ({ browser, consoleGuard }) => {
    const hosted = path.join(dir, 'other-origin');
    buildChatVariant(path.join(dir, 'throws-build'), chatPageThrows);
    const published = await runReleases(['publish', 'mf-chat', '--to', hosted], 'throws-build');
    expect(published.code, published.output).toBe(0);
    const throwing = /release ([0-9a-f]{16}) written/.exec(published.output)![1];
    await releases('register', 'mf-chat', '--base-url', `http://127.0.0.1:${OTHER_ORIGIN_PORT}/mf-chat/${throwing}`);
    await releases('promote', 'mf-chat', throwing, '--share', '50', '--reason', 'the chat page, rebuilt');

    // React reports the error the route's error page caught.
    consoleGuard.allow(new RegExp(THROWN));
    const cara = await newPerson(api, { role: 'Boss', firstName: 'Cara', lastName: 'Dy' });
    const page = await signedIn(browser, cara, 7);
    for (let load = 0; load < 3; load += 1) {
      const reported = reportCounting(page, 'errors');
      await (load === 0 ? page.goto('/chat') : page.reload());
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
      await expect(page.getByText(THROWN)).toBeVisible();
      expect((await reported).status()).toBe(204);
    }
    expect((await chatReleases()).rollout).toBeNull();
    const ended = (await chatReleases()).history[0];
    expect([ended.action, ended.releaseId, ended.previousReleaseId, ended.by]).toEqual(['end-rollout', hostedRelease, throwing, 'automatic']);
    // Judged on the report that brought the third load: the third page's error may be counted by then, or not yet.
    expect(ended.reason).toMatch(/^automatic: error rate (67|100)% vs 0% over 3 loads$/);

    await page.reload();
    await expect(page.getByText(HOSTED_TEXT)).toBeVisible();
    const admin = await signedIn(browser, ADMIN);
    await admin.goto('/admin/releases');
    await expect(admin.getByRole('region', { name: 'mf-chat' }).getByRole('list', { name: 'History of mf-chat' }).getByRole('listitem').first()).toContainText(
      `ended the rollout, back from ${throwing} to ${hostedRelease} by automatic: “${ended.reason}”`,
    );
  });

  test("a chunk changed on mf-chat's host is refused by the browser, and the page loads the release from the site's store", async ({ browser, consoleGuard }) => {
    const tampered = 'Start a conversation from a consultant’s profile (release X).';
    const releaseDir = path.join(dir, 'other-origin', 'mf-chat', hostedRelease);
    const screen = readdirSync(releaseDir).find((file) => /^chat-page\.[0-9a-f]+\.js$/.test(file));
    expect(screen, 'the screen chunk of /chat').toBeDefined();
    const screenPath = path.join(releaseDir, screen!);
    const original = readFileSync(screenPath);
    // One byte of the screen's chunk changed on the team's host, after the server checked the release.
    const changed = original.toString('utf8').replace('(release C)', '(release X)');
    expect(Buffer.byteLength(changed)).toBe(original.length);
    writeFileSync(screenPath, changed);
    try {
      const hostScreen = `http://127.0.0.1:${OTHER_ORIGIN_PORT}/mf-chat/${hostedRelease}/${screen}`;
      const escaped = hostScreen.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      // What Chromium logs when it refuses the file (the preload of the first screen and the
      // chunk's own script), and the first screen's preloads of the host's files left unused
      // once the page loads the release from the site's store.
      consoleGuard.allow(new RegExp(`^console\\.error: Failed to find a valid digest in the 'integrity' attribute for resource '${escaped}'`));
      consoleGuard.allow(new RegExp(`^console\\.warning: The resource http://127\\.0\\.0\\.1:${OTHER_ORIGIN_PORT}/mf-chat/.* was preloaded using link preload but not used`));

      const boss = await newPerson(api, { role: 'Boss', firstName: 'Lia', lastName: 'Sy' });
      const page = await signedIn(browser, boss);
      // Whether any document of the tab ever showed the changed text, kept across its reload.
      await page.addInitScript((text) => {
        new MutationObserver(() => {
          if (document.body?.textContent?.includes(text)) sessionStorage.setItem('saw-changed-text', 'yes');
        }).observe(document, { childList: true, subtree: true, characterData: true });
      }, tampered);
      const refused = page.waitForEvent('console', (message) => message.text().startsWith(`Failed to find a valid digest in the 'integrity' attribute for resource '${hostScreen}'`));
      const fromStore = page.waitForResponse(`${server.url}/releases/mf-chat/files/${screen}`);
      await page.goto('/chat');
      await refused;
      expect((await fromStore).status()).toBe(200);
      await expect(page.getByText(HOSTED_TEXT)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
      expect(await page.evaluate(() => sessionStorage.getItem('saw-changed-text'))).toBeNull();
    } finally {
      writeFileSync(screenPath, original);
    }
  });

  test("an admin revokes the team's release token on the Releases screen, and the command is refused at once", async ({ browser }) => {
    const admin = await signedIn(browser, ADMIN);
    await admin.goto('/admin/releases');
    const token = admin.getByRole('listitem', { name: 'Release token chat team CI' });
    await expect(token).toContainText('last used');
    await token.getByRole('button', { name: 'Revoke' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(token.getByText('Revoked', { exact: true })).toBeVisible();

    const refused = await runReleases(['list', 'mf-chat']);
    expect(refused.code).toBe(1);
    expect(refused.output).toBe('This release token is not valid: it has expired, been revoked, or was never made.');
  });
});

