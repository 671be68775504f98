// Packs the host's contract as packages a team installs in its own repository:
// @marketplace/shared-api and @marketplace/shared-ui, each an npm tarball at the
// version its package.json says (the version the shell built from this checkout
// provides), holding
//   types/   the type declarations `tsc -b` emits for it (what kit-contracts.mjs hashes
//            per version), which a remote typechecks against;
//   src/     its sources, tests aside, which a remote's build compiles its own copies of
//            the kit from (the webpack config compiles @marketplace packages in node_modules);
// and a package.json whose exports give TypeScript the declarations and a bundler the sources.
// shared-ui needs shared-api at the same contract: a peer dependency, as a team installs both.
//
// A version's tarball, once in the folder, is never rewritten (a team's lock file records its
// hash): a changed contract gets a new version first (kit-contracts.mjs holds that).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KIT_PACKAGES, kitTarballName } from '../src/features/releases/kit-packages';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const folderOf = (name: string) => name.replace('@marketplace/', '');
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}

/** The package.json a kit tarball carries. */
function packedPackageJson(pkg: PackageJson, sourceExtension: string, versions: Record<string, string>) {
  // shared-ui's declarations import shared-api's: a team installs both, at the contract it was built with.
  const peers = pkg.name === '@marketplace/shared-ui' ? { '@marketplace/shared-api': `^${versions['@marketplace/shared-api']}` } : null;
  return {
    name: pkg.name,
    version: pkg.version,
    description: `The marketplace's ${folderOf(pkg.name)} kit: type declarations (types/) and sources (src/) at ${pkg.version}`,
    // Installed from its tarball (a file path or the site's /releases/_kit/), never from a public registry.
    private: true,
    type: 'module',
    exports: { './*': { types: './types/*.d.ts', default: `./src/*${sourceExtension}` } },
    dependencies: pkg.dependencies ?? {},
    ...(peers ? { peerDependencies: peers } : {}),
  };
}

/** Copies the files under `from` that `keep` accepts into `to`, keeping their paths. */
function copyFiles(from: string, to: string, keep: (file: string) => boolean) {
  for (const file of fs.readdirSync(from, { recursive: true, encoding: 'utf8' })) {
    if (!fs.statSync(path.join(from, file)).isFile() || !keep(file)) continue;
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    fs.copyFileSync(path.join(from, file), path.join(to, file));
  }
}

/** Each kit package packed into `toDir`, unless its version is there already; what is there after. */
export function packKit(toDir: string): Array<{ name: string; version: string; file: string; written: boolean }> {
  execFileSync(process.execPath, [path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'shared-api', 'shared-ui'], { cwd: repoRoot, stdio: 'inherit' });
  const packages = KIT_PACKAGES.map((name) => JSON.parse(fs.readFileSync(path.join(repoRoot, folderOf(name), 'package.json'), 'utf8')) as PackageJson);
  const versions = Object.fromEntries(packages.map((pkg) => [pkg.name, pkg.version]));
  fs.mkdirSync(toDir, { recursive: true });
  return packages.map((pkg) => {
    const file = kitTarballName(pkg.name, pkg.version);
    if (fs.existsSync(path.join(toDir, file))) return { name: pkg.name, version: pkg.version, file, written: false };
    const folder = path.join(repoRoot, folderOf(pkg.name));
    const exportsPattern = (JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as { exports: Record<string, string> }).exports['./*'];
    const sourceExtension = path.extname(exportsPattern ?? '.ts');
    const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-kit-'));
    const cleanUp = [staging];
    try {
      const source = path.join(folder, 'src');
      copyFiles(source, path.join(staging, 'src'), (file) => !isTest(file));
      // Declarations of sources that exist (tsc -b leaves those of a deleted file behind), and the JSON they may import.
      const declarations = path.join(folder, '.tsbuild', 'out', 'src');
      const hasSource = (file: string) => ['.ts', '.tsx'].some((extension) => fs.existsSync(path.join(source, file.replace(/\.d\.ts$/, extension))));
      copyFiles(declarations, path.join(staging, 'types'), (file) => file.endsWith('.d.ts') && !isTest(file.replace(/\.d\.ts$/, '.ts')) && hasSource(file));
      copyFiles(source, path.join(staging, 'types'), (file) => file.endsWith('.json'));
      fs.writeFileSync(path.join(staging, 'package.json'), `${JSON.stringify(packedPackageJson(pkg, sourceExtension, versions), null, 2)}\n`);
      const packed = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-kit-packed-'));
      cleanUp.push(packed);
      execFileSync('npm', ['pack', staging, '--pack-destination', packed, '--silent'], { cwd: staging, stdio: ['ignore', 'ignore', 'inherit'] });
      // Whole or absent: renamed into place from the same file system's temporary name.
      const temporary = path.join(toDir, `.${file}.${process.pid}`);
      fs.copyFileSync(path.join(packed, file), temporary);
      fs.renameSync(temporary, path.join(toDir, file));
    } finally {
      for (const dir of cleanUp) fs.rmSync(dir, { recursive: true, force: true });
    }
    return { name: pkg.name, version: pkg.version, file, written: true };
  });
}
