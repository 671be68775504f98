// A remote is deployed on its own: rebuild mf-profiles with a changed text, reload,
// and the page shows it — while every file of the shell stays byte-identical.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { REPO_ROOT, startServer, type ServerProcess } from '../support/server-process';

const ORIGINAL = 'This user profile does not exist.';
const CHANGED = 'This user profile does not exist (redeployed).';
const VARIANT_DIR = path.join(REPO_ROOT, '.redeploy-mf-profiles');

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
 * A copy of mf-profiles with one text changed, built with its own webpack config into
 * `outDir`. The copy sits beside the real remote so its config finds ../build as usual.
 */
function buildChangedRemote(outDir: string) {
  rmSync(VARIANT_DIR, { recursive: true, force: true });
  for (const part of ['src', 'package.json', 'webpack.config.js']) {
    cpSync(path.join(REPO_ROOT, 'mf-profiles', part), path.join(VARIANT_DIR, part), { recursive: true });
  }
  const page = path.join(VARIANT_DIR, 'src', 'features', 'profile-page', 'components', 'profile-page.tsx');
  const source = readFileSync(page, 'utf8');
  expect(source).toContain(ORIGINAL);
  writeFileSync(page, source.replace(ORIGINAL, CHANGED));

  const build = spawnSync('npx', ['webpack', '--mode', 'production', '--output-path', outDir], {
    cwd: VARIANT_DIR,
    encoding: 'utf8',
  });
  expect(build.status, build.stdout + build.stderr).toBe(0);
}

test.describe('independent deployment of a remote', () => {
  test.setTimeout(300_000);
  let server: ServerProcess;
  let staticRoot: string;

  test.beforeAll(async () => {
    staticRoot = mkdtempSync(path.join(tmpdir(), 'marketplace-redeploy-'));
    // The deployed site: the shell as built, and a copy of mf-profiles' current build.
    symlinkSync(path.join(REPO_ROOT, 'shell'), path.join(staticRoot, 'shell'));
    cpSync(path.join(REPO_ROOT, 'mf-profiles', 'dist'), path.join(staticRoot, 'mf-profiles', 'dist'), { recursive: true });
    server = await startServer({ STATIC_ROOT: staticRoot, DATA_DIR: path.join(staticRoot, 'data') }, 8182);
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(staticRoot, { recursive: true, force: true });
    rmSync(VARIANT_DIR, { recursive: true, force: true });
  });

  test('rebuild mf-profiles alone, reload, see the change; the shell is untouched', async ({ page, consoleGuard }) => {
    // A profile of nobody: its calls are meant to fail with 404, each logged (SPEC section 8).
    consoleGuard.allowFailedCall('/profiles/00000000-0000-4000-8000-000000000000', 404);
    consoleGuard.allowFailedCall('/profiles/user-posts', 404);
    const shellBefore = hashTree(path.join(REPO_ROOT, 'shell', 'dist'));
    const missingProfile = `${server.url}/profile/00000000-0000-4000-8000-000000000000`;

    await page.goto(missingProfile);
    await expect(page.getByText(ORIGINAL)).toBeVisible();

    buildChangedRemote(path.join(staticRoot, 'mf-profiles', 'dist'));

    await page.reload();
    await expect(page.getByText(CHANGED)).toBeVisible();
    expect(hashTree(path.join(REPO_ROOT, 'shell', 'dist'))).toEqual(shellBefore);
  });
});
