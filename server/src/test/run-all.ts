// Runs every *.test.ts under src/ in ONE process. node --test would start a
// process per file, and each would pay PGlite's WebAssembly start (several
// seconds); here it is paid once. Each suite still builds its own app on its
// own fresh database, so no test depends on another's data. `npm test` runs
// parts of the files at once, each in a run of this (./run-shards.ts).
// Usage: node --import tsx src/test/run-all.ts [filter substring...]
//        TEST_SHARD=k/n: only the k-th of n parts of the files (./shards.ts)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { filesOfShard, parseShard } from './shards';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const filters = process.argv.slice(2);

function findTestFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return findTestFiles(full);
      return entry.name.endsWith('.test.ts') ? [full] : [];
    })
    .sort();
}

const matching = findTestFiles(srcDir).filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)));
const shard = process.env.TEST_SHARD ? parseShard(process.env.TEST_SHARD) : null;
const files = shard ? filesOfShard(matching, (file) => fs.readFileSync(file, 'utf8'), shard.index, shard.count) : matching;
if (matching.length === 0) {
  console.error(`No test files match ${filters.join(', ')}`);
  process.exit(1);
}
for (const file of files) {
  await import(pathToFileURL(file).href);
}
