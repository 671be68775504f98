// npm run dev: the API server in watch mode plus a webpack dev server per app.
// The shell's dev server (http://localhost:3000) proxies /api, /uploads and the
// socket to the API server; the manifest points each remote at its own dev server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const remotes = [
  ['mf-profiles', 'mf_profiles', 3001],
  ['mf-booking', 'mf_booking', 3002],
  ['mf-chat', 'mf_chat', 3003],
  ['mf-admin', 'mf_admin', 3004],
  ['mf-payments', 'mf_payments', 3005],
];

// The manifest's route list comes from each remote's built remote-part.json: build once if missing.
for (const [dir] of remotes) {
  if (!existsSync(path.join(root, dir, 'dist', 'remote-part.json'))) {
    console.log(`[dev] first build of ${dir} for its manifest part`);
    spawnSync('npm', ['run', 'build', '-w', dir], { cwd: root, stdio: 'inherit' });
  }
}

const manifestUrls = Object.fromEntries(remotes.map(([, name, port]) => [name, `http://localhost:${port}/remoteEntry.js`]));
const children = [];

function run(label, args, env = {}) {
  const child = spawn('npm', args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .forEach((line) => console.log(`[${label}] ${line}`));
  child.stdout.on('data', prefix);
  child.stderr.on('data', prefix);
  child.on('exit', (code) => console.log(`[${label}] exited with ${code}`));
  children.push(child);
}

run('server', ['run', 'dev', '-w', '@marketplace/server'], { REMOTES_MANIFEST_URLS: JSON.stringify(manifestUrls) });
run('shell', ['run', 'dev', '-w', 'shell']);
for (const [dir] of remotes) run(dir, ['run', 'dev', '-w', dir]);

console.log('[dev] open http://localhost:3000 once the builds finish');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
