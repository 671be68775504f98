// What a build says of itself in its manifest part (remote-part.json) and so in
// its release: the commit it was built from and when. BUILD_COMMIT names the
// commit where the build runs without git (a CI image); otherwise git is asked.
import { spawnSync } from 'node:child_process';

export function buildInfo(appDir) {
  const fromGit = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: appDir, encoding: 'utf8' });
  const commit = process.env.BUILD_COMMIT || (fromGit.status === 0 ? fromGit.stdout.trim() : 'unknown');
  return { commit, builtAt: new Date().toISOString() };
}
