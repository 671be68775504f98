// A team in its own repository typechecks against what is live: the kit packages packed by
// the release command (`kit-pack`, into the store), a release of mf-booking carrying its
// exposed modules' declarations as its build emits them (build/exposed-types.mjs), and
// `releases -- types all --to <folder>` against a listening server, in a project in the
// system's temporary folder, outside this repository. Its tsc passes with the contract's
// props and fails with TS2322 where a widget's props are wrong. Nothing leaves the machine:
// the kit tarballs are unpacked into the project's node_modules, and the libraries they
// depend on (React, the router...) are linked from this repository's, standing in for a
// registry. PGlite only: the database plays no part in what is checked.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { makeAdmin, signedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';
import { KIT_PACKAGES } from './kit-packages';
import { madeReleaseToken } from './release-test-helpers';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
const BOOKING_EXPOSES = { './BookingWidget': './src/features/booking-widget/components/booking-widget.tsx' };

interface ExposedTypes {
  typecheck(appDir: string): Promise<string>;
  typesEntries(exposes: Record<string, string>): Record<string, string>;
  exposedDeclarations(options: { appDir: string; exposes: Record<string, string> }): Array<{ path: string; text: string }>;
}

/** Runs a command to its end: its exit code and what it printed. */
function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { ...options, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/** The release command, as a team runs it. */
const releases = (args: string[], env: NodeJS.ProcessEnv) =>
  run(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server', 'scripts', 'releases.ts'), ...args], {
    cwd: path.join(repoRoot, 'server'),
    env: { ...process.env, ...env },
  });

/** mf-booking's build as a release needs it: its entry, remote-part.json and the declarations its build emits. */
async function bookingBuild(dist: string): Promise<void> {
  const exposedTypes = (await import(pathToFileURL(path.join(repoRoot, 'build', 'exposed-types.mjs')).href)) as ExposedTypes;
  const appDir = path.join(repoRoot, 'mf-booking');
  assert.equal(await exposedTypes.typecheck(appDir), '', 'mf-booking typechecks');
  for (const file of exposedTypes.exposedDeclarations({ appDir, exposes: BOOKING_EXPOSES })) {
    await fs.mkdir(path.dirname(path.join(dist, file.path)), { recursive: true });
    await fs.writeFile(path.join(dist, file.path), file.text);
  }
  await fs.writeFile(path.join(dist, 'remoteEntry.js'), 'var mf_booking = {};');
  const part = { name: 'mf_booking', entry: 'remoteEntry.js', exposes: Object.keys(BOOKING_EXPOSES), types: exposedTypes.typesEntries(BOOKING_EXPOSES) };
  await fs.writeFile(path.join(dist, 'remote-part.json'), JSON.stringify({ ...part, build: { commit: 'abc123def456', builtAt: '2026-06-01T00:00:00.000Z' } }));
}

/** Links a library the kit depends on (and its @types) from this repository's node_modules into the project's. */
async function linkLibrary(modules: string, name: string): Promise<void> {
  for (const linked of [name, `@types/${name.replace(/^@(.*)\//, '$1__')}`]) {
    const source = path.join(repoRoot, 'node_modules', linked);
    const target = path.join(modules, linked);
    if (!(await fs.stat(source).catch(() => null)) || (await fs.lstat(target).catch(() => null))) continue;
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.symlink(source, target);
  }
}

/** A module of the team's own: a widget of mf-booking's live release, and mf-chat's dialog mounted through shared-ui. */
const CONSUMER = (consultantId: string, recipientName: string) => `import { RemoteWidget } from '@marketplace/shared-ui/remote-widget';
import { BookingWidget } from 'mf_booking/BookingWidget';

export const widget = <BookingWidget consultantId={${consultantId}} consultantName="Ana Reyes" />;
export const dialog = <RemoteWidget id="mf_chat/MessageDialog" props={{ recipientId: 'u7', recipientName: ${recipientName}, open: true, onClose: () => {} }} />;
`;

/** Where tsc reports a wrong prop: the line and column of `prop` in the consumer. */
function errorAt(text: string, prop: string): string {
  const lines = text.split('\n');
  const line = lines.findIndex((candidate) => candidate.includes(`${prop}`));
  return `profile-extras.tsx(${line + 1},${lines[line]!.indexOf(prop) + 1}) TS2322`;
}

describe('a team typechecks in its own repository against what is live', () => {
  let t: TestApp;
  let project: string;
  const env: NodeJS.ProcessEnv = {};

  before(async () => {
    t = await createTestApp('pglite', { clock: createTestClock('2026-06-01T00:00:00.000Z') });
    const admin = await signedInUser(t.app);
    await makeAdmin(t, admin.user.id);
    env.RELEASES_SERVER = await t.app.listen({ port: 0, host: '127.0.0.1' });
    env.RELEASE_TOKEN = (await madeReleaseToken(t.app, admin.headers, { name: 'profiles team CI', remote: 'mf-profiles' })).token;
    env.RELEASE_STORE_DIR = t.releaseStoreDir;
    project = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-team-repo-'));
  });
  after(async () => {
    await t.close();
    await fs.rm(project, { recursive: true, force: true });
  });

  it('fetches the live declarations and the kit the shell provides; tsc passes with the right props and fails with TS2322 with wrong ones', async () => {
    const versions = Object.fromEntries(
      await Promise.all(KIT_PACKAGES.map(async (name) => [name, JSON.parse(await fs.readFile(path.join(repoRoot, name.replace('@marketplace/', ''), 'package.json'), 'utf8')).version as string])),
    );
    const hostKit = path.join(t.staticRoot, 'shell', 'dist', 'host-kit.json');
    await fs.mkdir(path.dirname(hostKit), { recursive: true });
    await fs.writeFile(hostKit, JSON.stringify({ provides: { react: '19.2.0', ...versions }, modules: [] }));

    const dist = path.join(project, '.booking-build');
    await bookingBuild(dist);
    const { releaseId } = await t.app.releases.store.publish('mf-booking', dist);
    await t.app.releases.register('mf-booking', { releaseId });
    await t.app.releases.promote('mf-booking', releaseId, { userId: null, tokenId: null, label: 'booking team CI' }, 'ships its declarations');

    const withoutKit = await releases(['types', 'all', '--to', path.join(project, 'remote-types')], env);
    assert.notEqual(withoutKit.code, 0);
    assert.match(withoutKit.output, /The site's store has no @marketplace\/shared-api .* package: run npm run releases -- kit-pack/);

    const packed = await releases(['kit-pack'], env);
    assert.equal(packed.code, 0, packed.output);
    const fetched = await releases(['types', 'all', '--to', path.join(project, 'remote-types')], env);
    assert.equal(fetched.code, 0, fetched.output);
    assert.match(fetched.output, new RegExp(`mf-booking: ./BookingWidget of live release ${releaseId}`));
    assert.deepEqual(JSON.parse(await fs.readFile(path.join(project, 'remote-types', 'live-types.json'), 'utf8')), { remotes: { 'mf-booking': releaseId }, kit: versions });

    // The team's project: the kit tarballs unpacked as npm installs them, its tsconfig pointing at the declarations.
    const modules = path.join(project, 'node_modules');
    for (const [name, version] of Object.entries(versions)) {
      const folder = path.join(modules, name);
      await fs.mkdir(folder, { recursive: true });
      const tarball = path.join(project, 'remote-types', 'kit', `${name.slice(1).replace('/', '-')}-${version}.tgz`);
      const unpacked = await run('tar', ['-xzf', tarball, '--strip-components=1', '-C', folder], { cwd: project });
      assert.equal(unpacked.code, 0, unpacked.output);
      const { dependencies = {} } = JSON.parse(await fs.readFile(path.join(folder, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
      for (const library of Object.keys(dependencies)) await linkLibrary(modules, library);
    }
    const compilerOptions = {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'react-jsx',
      lib: ['ES2023', 'DOM'],
      strict: true,
      noEmit: true,
      types: [],
      // As most projects do (and this repository): the team's code is checked against the declarations, not the libraries' own.
      skipLibCheck: true,
      paths: { 'mf_booking/*': ['./remote-types/mf_booking/*'] },
    };
    await fs.writeFile(path.join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: ['src'] }));
    await fs.mkdir(path.join(project, 'src'));
    const consumer = path.join(project, 'src', 'profile-extras.tsx');

    await fs.writeFile(consumer, CONSUMER("'c1'", "'Ana Reyes'"));
    const right = await run(process.execPath, [tsc, '-p', project], { cwd: project });
    assert.equal(right.code, 0, right.output);

    const wrongProps = CONSUMER('7', '42');
    await fs.writeFile(consumer, wrongProps);
    const wrong = await run(process.execPath, [tsc, '-p', project], { cwd: project });
    assert.notEqual(wrong.code, 0);
    const errors = wrong.output.split('\n').filter((line) => line.includes('error TS'));
    assert.deepEqual(
      errors.map((line) => line.replace(/^.*profile-extras\.tsx/, 'profile-extras.tsx').replace(/: error (TS\d+).*$/, ' $1')),
      [errorAt(wrongProps, 'consultantId='), errorAt(wrongProps, 'recipientName:')],
      wrong.output,
    );
  });
});
