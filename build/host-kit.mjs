// Which of a remote's copies of the shared kit (shared-ui, shared-api) the shell has too.
//
// Each remote bundles a copy of every kit module it consumes, so that it runs wherever it
// is loaded; in the composed site the shell's copy is provided first and the remote's is
// never run. Those copies shared one chunk with the kit modules only remotes carry (a
// remote's endpoints, the rating, the wall clock...), which every page of the remote loads:
// on /profile/{id}, about two thirds of mf-profiles' 17.6 KB kit chunk was code the page
// never ran, downloaded before its avatar was asked for.
//
// The shell's build writes the kit modules it provides to dist/host-kit.json (HostKitPlugin),
// beside the version of each shared package it provides (`provides`, which a remote
// release's requirements are checked against before it goes live),
// and a remote's build, run after it (the root build script), puts its copies of those in a
// chunk of their own (hostKitCopiesGroup), which loads only where no shell provides them.
// A hint, not a contract: with the file missing or stale, a remote still has every copy it
// needs, in one chunk or the other.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { emitJsonAsset } from './json-asset.mjs';

export const HOST_KIT_FILE = 'host-kit.json';
export const HOST_KIT_COPIES_CHUNK = 'host-kit-copies';

const KIT_MODULE = /[\\/]shared-(?:ui|api)[\\/]src[\\/]/;

/** A kit module's path as both builds name it: relative to the repository, with forward slashes. */
const repoPath = (repoRoot, file) => path.relative(repoRoot, file).split(path.sep).join('/');

/** Shell: writes dist/host-kit.json, the kit modules the shell provides to the share scope. */
export class HostKitPlugin {
  /** provides: each gated package's version in this build (federation-shared.mjs). */
  constructor({ repoRoot, provides }) {
    this.repoRoot = repoRoot;
    this.provides = provides;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('HostKitPlugin', (compilation) => {
      emitJsonAsset(compilation, {
        name: 'HostKitPlugin',
        file: HOST_KIT_FILE,
        value: () => {
          const provided = [...compilation.modules]
            .filter((module) => module.constructor.name === 'ProvideSharedModule' && KIT_MODULE.test(module._request ?? ''))
            .map((module) => repoPath(this.repoRoot, module._request));
          return { provides: this.provides, modules: [...new Set(provided)].sort() };
        },
      });
    });
  }
}

/** The kit modules the shell's last build provides; none when it has not been built. */
export function readHostKit(repoRoot) {
  const file = path.join(repoRoot, 'shell', 'dist', HOST_KIT_FILE);
  return existsSync(file) ? new Set(JSON.parse(readFileSync(file, 'utf8')).modules ?? []) : new Set();
}

/**
 * Remote: a cache group for its copies of the kit modules in `hostKit`, ahead of its
 * shared-kit group (higher priority) so they leave the chunk the remote's pages load.
 */
export function hostKitCopiesGroup({ repoRoot, hostKit }) {
  return {
    test: (module) => Boolean(module.resource) && hostKit.has(repoPath(repoRoot, module.resource)),
    name: HOST_KIT_COPIES_CHUNK,
    chunks: 'async',
    enforce: true,
    priority: 1,
  };
}
