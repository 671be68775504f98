// The package registry this project installs from serves only this platform's
// native builds (e.g. @swc/core-linux-x64-gnu, not -darwin-arm64). npm then writes
// a lock file without the other platforms' optional packages, and `npm ci` refuses
// it as out of sync. This adds those entries, marked optional and limited to their
// os/cpu (read from the package name), so npm ci skips them without a download.
// Run after any install that adds a package with native optional builds:
//   node scripts/lockfile-foreign-platforms.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const lockFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(lockFile, 'utf8'));
const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = ['x64', 'arm64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];

let added = 0;
for (const [key, meta] of Object.entries(lock.packages)) {
  for (const [dep, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    if (lock.packages[`${key}/node_modules/${dep}`] || lock.packages[`node_modules/${dep}`]) continue;
    const words = dep.split('/').pop().split('-');
    const entry = { version: spec.replace(/^[\^~=]/, ''), optional: true };
    if (meta.dev) entry.dev = true;
    const os = OS.filter((name) => words.includes(name));
    const cpu = CPU.filter((name) => words.includes(name));
    if (os.length) entry.os = os;
    if (cpu.length) entry.cpu = cpu;
    lock.packages[`node_modules/${dep}`] = entry;
    added += 1;
  }
}
writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock file: ${added} foreign-platform optional entries added`);
