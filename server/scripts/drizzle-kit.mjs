// Runs drizzle-kit so that it finds drizzle-orm. npm installs drizzle-orm under
// server/node_modules (not hoisted) while drizzle-kit lives in the root
// node_modules; drizzle-kit both require()s drizzle-orm (NODE_PATH covers that)
// and import()s it (the resolve hook covers that).
// Usage: node scripts/drizzle-kit.mjs generate
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const scriptsDir = path.dirname(fileURLToPath(import.meta.url));
const serverNodeModules = path.resolve(scriptsDir, '..', 'node_modules');
const require = createRequire(import.meta.url);
const drizzleKitBin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');

const result = spawnSync(
  process.execPath,
  ['--import', path.join(scriptsDir, 'register-drizzle-orm-resolve.mjs'), drizzleKitBin, ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, NODE_PATH: [serverNodeModules, process.env.NODE_PATH].filter(Boolean).join(path.delimiter) },
  },
);
process.exit(result.status ?? 1);
