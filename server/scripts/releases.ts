// The release command: a team ships, lists, promotes and rolls back its remote
// against a running server, which makes the change live on every replica with
// no restart. Each command answers in one line what is live now.
//
//   npm run release -w mf-chat                        build mf-chat, then `ship mf-chat`
//   npm run releases -- ship mf-chat [--unless-live]  its build (mf-chat/dist) into the store, registered and live
//                                                     (--unless-live: promoted only when no release of it is live yet,
//                                                     as a deployment's first start does, so a rollback outlives it;
//                                                     `ship all`: every remote, as deploy/Dockerfile's remotes image)
//   npm run releases -- list mf-chat                  what is live, and every release kept
//   npm run releases -- promote mf-chat <releaseId> [--reason "..."] [--share 10]
//                                                     (--share: to that percentage of browsers first, a staged rollout;
//                                                     promote the same release without it to widen it to everyone)
//   npm run releases -- rollback mf-chat [--reason "..."]  (during a staged rollout: ends it, everyone back on the live release)
//   npm run releases -- publish mf-chat --to <folder>  its build as a release in another folder (calls no server):
//                                                     <folder>/mf-chat/<releaseId>/, to upload to another host
//   npm run releases -- register mf-chat --base-url https://static.example/mf-chat/<releaseId>
//                                                     a release a team put on another host
//   npm run releases -- check-shell                    would the shell built here (shell/dist) run every live release?
//   npm run releases -- kit-pack [--to <folder>]      shared-api and shared-ui as npm tarballs at their versions (kit-pack.ts),
//                                                     into the store's _kit/ (served at /releases/_kit/) or the folder
//   npm run releases -- types <remote|all> --to <folder>
//                                                     in a team's own repository: the live releases' declarations and the
//                                                     kit packages the live shell provides, to typecheck against (live-types.ts)
//
// Before a release is made live (ship, promote), it is loaded in a headless
// Chromium (CHROMIUM_PATH, /usr/bin/chromium) and held to the contract, each
// widget mounted with its host's props (contract-check.ts); what the check finds
// is recorded on the server, and a refused release stays registered, never live
// (a promote of it by anyone answers why), its files gone from the store.
// `npm run release -w <remote>` runs the remote's typecheck and tests before it
// builds and ships.
//
// Settings: RELEASE_TOKEN (a release token an admin made on the Releases screen,
// for this remote or for all: the command's only credential; it opens the release
// routes and nothing else), RELEASES_SERVER (default http://127.0.0.1:$PORT, PORT
// 8080), RELEASE_STORE_DIR (default DATA_DIR/releases: `ship` writes there, so it
// runs where the server's store is).
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_DIRS, type RemoteDir } from '@marketplace/shared-api/schemas/releases';
import type { RemoteReleases } from '@marketplace/shared-api/types';
import { loadConfig } from '../src/config';
import { PREVIEW_COOKIE } from '../src/features/releases/preview';
import type { ReleaseManifest } from '../src/features/releases/release-manifest';
import { createReleaseStore } from '../src/features/releases/release-store';
import { KIT_DIR } from '../src/features/releases/kit-packages';
import type { LiveTypes } from '../src/features/releases/live-types';
import { contractProblems } from './contract-check';
import { packKit } from './kit-pack';
import { TypesError, writeLiveTypes } from './live-types';

class CommandError extends Error {}

const [command, remoteArgument, ...rest] = process.argv.slice(2);
const option = (name: string) => {
  const index = rest.indexOf(`--${name}`);
  return index === -1 ? undefined : rest[index + 1];
};

const config = loadConfig();
const server = (process.env.RELEASES_SERVER ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`).replace(/\/+$/, '');

function releaseToken(): string {
  const token = process.env.RELEASE_TOKEN?.trim();
  if (!token) throw new CommandError('Set RELEASE_TOKEN: a release token an admin makes on the Releases screen (/admin/releases).');
  return token;
}

async function call<T>(method: 'GET' | 'POST', url: string, body?: object): Promise<T> {
  return (await callFor<T>(method, url, body)).answer;
}

/** A call of the server with the release token; its answer and its headers. */
async function callFor<T>(method: 'GET' | 'POST', url: string, body?: object): Promise<{ answer: T; headers: Headers }> {
  const token = releaseToken();
  let response: Response;
  try {
    response = await fetch(`${server}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new CommandError(`No server answers at ${server}: start it (npm start), or set RELEASES_SERVER.`);
  }
  const answer = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok) throw new CommandError(answer.message ?? `${method} ${url} answered ${response.status}`);
  return { answer, headers: response.headers };
}

const shortTime = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** One line: what is live of the remote now. */
function liveLine({ remote, live, rollout, history }: RemoteReleases): string {
  if (!live) return `${remote}: no release is live (its build on the server's disk is served, if any)`;
  const line = `${remote}: live ${live.releaseId} (commit ${live.commit}, built ${shortTime(live.builtAt)}), ${live.action === 'rollback' ? 'rolled back to' : 'promoted'} ${shortTime(live.at)} by ${live.by}: "${live.reason}"`;
  const started = history.find((change) => change.action === 'rollout');
  return rollout && started
    ? `${line}; release ${rollout.releaseId} to ${rollout.share}% of browsers since ${shortTime(rollout.since)} by ${started.by}: "${started.reason}"`
    : line;
}

function remoteOf(text: string | undefined): RemoteDir {
  if (!text || !(REMOTE_DIRS as readonly string[]).includes(text)) throw new CommandError(`Name a remote: ${REMOTE_DIRS.join(', ')}.`);
  return text as RemoteDir;
}

/** The remote's build (STATIC_ROOT/<remote>/dist) as a release in the store at dir. */
function publish(remote: RemoteDir, dir: string) {
  const dist = path.join(config.STATIC_ROOT, remote, 'dist');
  if (!fs.existsSync(path.join(dist, 'remote-part.json'))) throw new CommandError(`${dist} holds no build: npm run build -w ${remote}`);
  return createReleaseStore(dir).publish(remote, dist);
}

/** Publishes the remote's build into the server's store, registers it and makes it live. */
async function ship(remote: RemoteDir): Promise<string> {
  const manifest = await publish(remote, storeDir());
  const registered = await call<RemoteReleases>('POST', `/api/releases/${remote}`, { releaseId: manifest.releaseId });
  if (registered.live?.releaseId === manifest.releaseId) return liveLine(registered);
  if (registered.live && rest.includes('--unless-live')) return liveLine(registered);
  await checkContract(remote, manifest.releaseId);
  const reason = option('reason') ?? `Shipped commit ${manifest.build.commit}`;
  return liveLine(await call<RemoteReleases>('POST', `/api/releases/${remote}/promote`, { releaseId: manifest.releaseId, reason }));
}

/** Loads the release in a headless browser of the site (previewing it) and holds it to the contract; refuses to go on otherwise. */
async function checkContract(remote: RemoteDir, releaseId: string): Promise<void> {
  const manifest = await call<ReleaseManifest>('GET', `/api/releases/${remote}/${releaseId}/manifest`);
  // The server signs the check browser's preview cookie: the command holds no key of the server's.
  const { headers } = await callFor('POST', '/api/releases/preview', { remote, releaseId });
  const previewToken = headers.getSetCookie().map((cookie) => cookie.split(';')[0]).find((pair) => pair.startsWith(`${PREVIEW_COOKIE}=`))?.slice(PREVIEW_COOKIE.length + 1);
  if (!previewToken) throw new CommandError('The server gave no preview for the contract check.');
  const problems = await contractProblems({ server, manifest, previewToken });
  // Recorded either way: a refused release is never made live, whoever promotes it later.
  await call('POST', `/api/releases/${remote}/${releaseId}/checks`, { problems });
  if (problems.length) throw new CommandError(`${remote}: release ${releaseId} breaks the contract, so it is not made live: ${problems.join('; ')}`);
}

/** The shell team's gate: what the shell's build provides against what every live release requires. */
async function checkShell(): Promise<string> {
  const hostKit = path.join(config.STATIC_ROOT, 'shell', 'dist', 'host-kit.json');
  if (!fs.existsSync(hostKit)) throw new CommandError(`${hostKit} is missing: npm run build -w shell`);
  const { provides } = JSON.parse(fs.readFileSync(hostKit, 'utf8')) as { provides?: Record<string, string> };
  if (!provides) throw new CommandError(`${hostKit} says nothing of versions: rebuild the shell (npm run build -w shell)`);
  const { mismatches } = await call<{ mismatches: string[] }>('POST', '/api/releases/check-shell', { provides });
  if (mismatches.length) throw new CommandError(`shell: refused: ${mismatches.join('; ')}`);
  return 'shell: provides what every live release requires';
}

const storeDir = () => config.RELEASE_STORE_DIR ?? path.join(config.DATA_DIR, 'releases');
const folderArgument = (to: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), to);

/** The kit packages of this checkout, packed into the store (or --to), where a team installs them from. */
function kitPack(): string {
  // It names no remote: --to, if given, comes right after the command.
  const given = remoteArgument === '--to' ? rest[0] : undefined;
  if (remoteArgument !== undefined && !given) throw new CommandError('kit-pack takes --to <folder>, or nothing for the store (RELEASE_STORE_DIR).');
  const to = given ? folderArgument(given) : path.join(storeDir(), KIT_DIR);
  return packKit(to)
    .map(({ name, version, file, written }) => `${name} ${version}: ${path.join(to, file)}${written ? '' : ' (there already: a version is packed once)'}`)
    .join('\n');
}

/** The live releases' declarations and the kit the live shell provides, into --to (a team's own repository). */
async function types(): Promise<string> {
  const which = remoteArgument === 'all' ? 'all' : remoteOf(remoteArgument);
  const to = option('to');
  if (!to) throw new CommandError('types needs --to: the folder to write the declarations into (your tsconfig points at it).');
  const live = await call<LiveTypes>('GET', '/api/releases/types');
  const read = async (url: string) => {
    const response = await fetch(`${server}${url}`).catch(() => null);
    if (!response?.ok) throw new CommandError(`${server}${url} answered ${response?.status ?? 'nothing'}`);
    return new Uint8Array(await response.arrayBuffer());
  };
  try {
    return (await writeLiveTypes({ live, which, to: folderArgument(to), read })).join('\n');
  } catch (error) {
    throw error instanceof TypesError ? new CommandError(error.message) : error;
  }
}

async function main(): Promise<string> {
  if (command === 'check-shell') return checkShell();
  if (command === 'kit-pack') return kitPack();
  if (command === 'types') return types();
  if (command === 'ship' && remoteArgument === 'all') {
    const lines: string[] = [];
    for (const remote of REMOTE_DIRS) lines.push(await ship(remote));
    return lines.join('\n');
  }
  const remote = remoteOf(remoteArgument);
  switch (command) {
    case 'list': {
      const releases = await call<RemoteReleases>('GET', `/api/releases/${remote}`);
      const kept = releases.releases.map((release) => `  ${release.releaseId}  commit ${release.commit}  built ${shortTime(release.builtAt)}${release.origin ? `  at ${release.origin}` : ''}`);
      return [liveLine(releases), ...kept].join('\n');
    }
    case 'ship':
      return ship(remote);
    case 'publish': {
      const to = option('to');
      if (!to) throw new CommandError('publish needs --to: the folder to write the release into.');
      const { releaseId } = await publish(remote, path.resolve(process.env.INIT_CWD ?? process.cwd(), to));
      const folder = path.join(path.resolve(process.env.INIT_CWD ?? process.cwd(), to), remote, releaseId);
      return `${remote}: release ${releaseId} written to ${folder}; upload it, then: npm run releases -- register ${remote} --base-url <its URL>`;
    }
    case 'register': {
      const baseUrl = option('base-url');
      if (!baseUrl) throw new CommandError('register needs --base-url: where the release and its release.json are served.');
      return liveLine(await call<RemoteReleases>('POST', `/api/releases/${remote}`, { baseUrl }));
    }
    case 'promote': {
      const releaseId = rest[0];
      if (!releaseId || releaseId.startsWith('--')) throw new CommandError('promote needs the release id (npm run releases -- list <remote>).');
      const shareText = option('share');
      const share = shareText === undefined ? undefined : Number(shareText.replace(/%$/, ''));
      if (share !== undefined && !Number.isInteger(share)) throw new CommandError('--share takes a whole percentage of browsers, 1 to 99 (--share 10).');
      await checkContract(remote, releaseId);
      const reason = option('reason') ?? (share === undefined ? 'Promoted with the release command' : `Rolled out to ${share}% with the release command`);
      return liveLine(await call<RemoteReleases>('POST', `/api/releases/${remote}/promote`, { releaseId, reason, ...(share === undefined ? {} : { share }) }));
    }
    case 'rollback':
      return liveLine(await call<RemoteReleases>('POST', `/api/releases/${remote}/rollback`, { reason: option('reason') ?? 'Rolled back with the release command' }));
    default:
      throw new CommandError('Commands: ship, list, promote, rollback, publish, register, check-shell, kit-pack, types (see server/scripts/releases.ts).');
  }
}

main().then(
  (line) => console.log(line),
  (error: unknown) => {
    console.error(error instanceof CommandError ? error.message : error);
    process.exit(1);
  },
);
