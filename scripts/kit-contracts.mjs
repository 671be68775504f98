// shared-api and shared-ui carry versions that change when their contract does.
// Their contract is what every app builds against: the type declarations tsc -b
// emits for them (.tsbuild/out, comments and layout left out). This check, part
// of `npm run lint`, compares those with the ones recorded for the package's
// version in build/kit-contracts.json, and fails when they differ under the same
// version: a remote built against one contract must not meet another under its
// name (the release gate compares versions, server/src/features/releases/version-gate.ts).
//
//   node scripts/kit-contracts.mjs            check
//   node scripts/kit-contracts.mjs --record   after giving a changed package a new version
//                                             (0.x: the minor when a remote built against the old
//                                             one breaks, the patch when the change only adds):
//                                             records it, and sets every package's range for it to
//                                             ^<version>, since they are built against it now; then npm install.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RECORD = path.join(root, 'build', 'kit-contracts.json');
const KIT = { '@marketplace/shared-api': 'shared-api', '@marketplace/shared-ui': 'shared-ui' };
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The declarations' tokens, without comments or whitespace: what an app compiles against. */
function tokensOf(text) {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, /* skipTrivia */ true, ts.LanguageVariant.Standard, text);
  const tokens = [];
  while (scanner.scan() !== ts.SyntaxKind.EndOfFileToken) tokens.push(scanner.getTokenText());
  return tokens.join(' ');
}

function declarationsHash(folder) {
  const out = path.join(root, folder, '.tsbuild', 'out');
  // Only declarations of sources that exist: tsc -b leaves those of a deleted file behind.
  const hasSource = (file) => ['.ts', '.tsx'].some((extension) => existsSync(path.join(root, folder, file.replace(/\.d\.ts$/, extension))));
  const files = readdirSync(out, { recursive: true })
    .filter((file) => file.endsWith('.d.ts') && !file.includes('.test.') && hasSource(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.split(path.sep).join('/')}\n${tokensOf(readFileSync(path.join(out, file), 'utf8'))}\n`);
  return hash.digest('hex').slice(0, 16);
}

// The declarations as the sources are now, from a build of these two projects from
// scratch: an incremental build may print an inferred type differently (a union's
// members in another order) from the full build a fresh clone makes.
for (const folder of Object.values(KIT)) rmSync(path.join(root, folder, '.tsbuild'), { recursive: true, force: true });
execFileSync(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'shared-api', 'shared-ui'], { cwd: root, stdio: 'inherit' });

const recorded = readJson(RECORD);
const current = Object.fromEntries(
  Object.entries(KIT).map(([name, folder]) => [name, { version: readJson(path.join(root, folder, 'package.json')).version, declarations: declarationsHash(folder) }]),
);

if (process.argv.includes('--record')) {
  writeFileSync(RECORD, `${JSON.stringify(current, null, 2)}\n`);
  const workspaces = readJson(path.join(root, 'package.json')).workspaces;
  for (const workspace of workspaces) {
    const file = path.join(root, workspace, 'package.json');
    const pkg = readJson(file);
    let changed = false;
    for (const [name, { version }] of Object.entries(current)) {
      for (const field of ['dependencies', 'devDependencies']) {
        if (pkg[field]?.[name] && pkg[field][name] !== `^${version}`) {
          pkg[field][name] = `^${version}`;
          changed = true;
        }
      }
    }
    if (changed) writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
  }
  console.log('kit contracts recorded; run npm install to bring the lock file along');
  process.exit(0);
}

const problems = Object.entries(current).flatMap(([name, now]) => {
  const then = recorded[name];
  if (!then) return [`${name} has no recorded contract: npm run kit-contracts -- --record`];
  if (now.version === then.version && now.declarations !== then.declarations) {
    return [`${name}'s contract changed (its type declarations differ from those of ${now.version}): give it a new version in ${KIT[name]}/package.json, then npm run kit-contracts -- --record`];
  }
  if (now.version !== then.version) return [`${name} is ${now.version}, recorded as ${then.version}: npm run kit-contracts -- --record`];
  return [];
});
if (problems.length) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log(`kit contracts: ${Object.entries(current).map(([name, { version }]) => `${name} ${version}`).join(', ')} as recorded`);
