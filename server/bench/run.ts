// npm run bench: runs every benchmark file of this folder (*.bench.ts), one
// after the other, so measurements do not compete. Each file's default export
// runs its benchmark and prints its own table.
// Usage: node --import tsx bench/run.ts [name filter...]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface BenchmarkModule {
  default: () => Promise<void>;
}

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2);
const files = fs
  .readdirSync(benchDir)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .sort();

if (files.length === 0) {
  console.error(`No benchmark in ${benchDir} matches ${filters.join(', ') || '*.bench.ts'}`);
  process.exit(1);
}

for (const name of files) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const benchmark = (await import(pathToFileURL(path.join(benchDir, name)).href)) as BenchmarkModule;
  await benchmark.default();
  console.log(`(${name}: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
