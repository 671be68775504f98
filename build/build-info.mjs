// What a build says of itself in its manifest part (remote-part.json) and so in
// its release: the commit it was built from and when. BUILD_COMMIT names the
// commit where the build runs without git (a CI image); otherwise git is asked.
// A build from a tree with uncommitted changes to what the app is built from
// says so: its commit reads '<sha>-dirty' (as git describe --dirty writes it).
// A clean build's time is its commit's, not the clock's, so building the same
// commit again makes the same files, and the same release id: nothing in a
// release changes unless its source did.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** What every app's build reads besides its own folder. */
const SHARED_INPUTS = ['shared-api', 'shared-ui', 'build', 'package.json', 'package-lock.json', 'tsconfig.base.json'];

const git = (appDir, args) => spawnSync('git', args, { cwd: appDir, encoding: 'utf8' });

export function buildInfo(appDir) {
  if (process.env.BUILD_COMMIT) return { commit: process.env.BUILD_COMMIT, builtAt: new Date().toISOString() };
  const head = git(appDir, ['log', '-1', '--format=%h%n%cI', '--abbrev=12']);
  if (head.status !== 0) return { commit: 'unknown', builtAt: new Date().toISOString() };
  const [commit, committedAt] = head.stdout.trim().split('\n');
  const root = git(appDir, ['rev-parse', '--show-toplevel']).stdout.trim();
  const inputs = [path.relative(root, appDir) || '.', ...SHARED_INPUTS];
  const changed = git(root, ['status', '--porcelain', '--', ...inputs]).stdout.trim();
  if (changed) return { commit: `${commit}-dirty`, builtAt: new Date().toISOString() };
  return { commit, builtAt: new Date(committedAt).toISOString() };
}
