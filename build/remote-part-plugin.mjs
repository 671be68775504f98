// Emits dist/remote-part.json: the remote's own part of the manifest the server
// serves at /remotes.json (its federation name, entry file, routes and exposes),
// with what a release of it records: the commit and time of the build, the
// shared modules it requires, and where its exposed modules' type declarations are. Data, not code: the shell reads it at run time, so
// a remote can be released alone.
//
// exposeFiles lists, per exposed module, the script files its chunks are in (relative
// to the entry), so the shell can fetch them together with remoteEntry.js for the
// page being opened: one round trip where the entry and then its chunks took two.
// screenFiles does the same for each route's screen, the lazy chunk its route-paths.json
// entry names ("screen") and its routes.tsx import names with webpackChunkName: the
// server preloads it with the entry, as the screen is what the page waits for next.
import { HOST_KIT_COPIES_CHUNK } from './host-kit.mjs';
import { emitJsonAsset } from './json-asset.mjs';

export class RemotePartPlugin {
  /**
   * types: each exposed module's declarations entry (exposed-types.mjs), none in a dev build;
   * build: { commit, builtAt } (build-info.mjs); shared: each shared module's required
   * version range, as the remote's federation config asks for it (false: any).
   */
  constructor({ name, routes, exposes, types, build, shared }) {
    this.part = { name, entry: 'remoteEntry.js', routes, exposes, types, build, shared };
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemotePartPlugin', (compilation) => {
      emitJsonAsset(compilation, {
        name: 'RemotePartPlugin',
        file: 'remote-part.json',
        value: () => ({
          ...this.part,
          exposeFiles: exposeFiles(compilation, this.part.exposes),
          screenFiles: screenFiles(compilation, this.part.routes),
        }),
      });
    });
  }
}

/**
 * The .js files the container loads for a chunk group: its own chunks, and the chunks
 * holding the remote's copies of the shared workspace modules (shared-ui, shared-api) it
 * consumes. Those copies load unless the shell has them all, and one module the shell never
 * imports (a remote's own endpoints) is enough; third-party singletons always come from the
 * shell, and so do the kit modules in the host-kit-copies chunk (host-kit.mjs).
 */
function groupFiles(compilation, group) {
  const { chunkGraph } = compilation;
  const fallbacks = group.chunks
    .flatMap((chunk) => chunkGraph.getChunkModules(chunk))
    .filter((consumed) => consumed.constructor.name === 'ConsumeSharedModule')
    .filter((consumed) => consumed.options?.shareKey?.startsWith('@marketplace/'))
    .flatMap((consumed) => consumed.blocks.map((fallback) => chunkGraph.getBlockChunkGroup(fallback)?.chunks ?? []).flat())
    .filter((chunk) => chunk.name !== HOST_KIT_COPIES_CHUNK);
  return jsFiles([...group.chunks, ...fallbacks]);
}

const jsFiles = (chunks) => [...new Set(chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))].sort();

/** './routes' -> the .js files the container loads for it (groupFiles). */
function exposeFiles(compilation, exposes) {
  const files = {};
  for (const module of compilation.modules) {
    // The container entry holds one async block per exposed module, named after it.
    if (module.constructor.name !== 'ContainerEntryModule') continue;
    for (const block of module.blocks) {
      const expose = exposes.find((name) => block.groupOptions?.name === name || block.loc?.name === name);
      const group = compilation.chunkGraph.getBlockChunkGroup(block);
      if (expose && group) files[expose] = groupFiles(compilation, group);
    }
  }
  return files;
}

/**
 * 'profile-page' -> the .js files of that screen's own chunks, for each screen the routes
 * name. Not its shared-kit copies: those the screen needs beyond the shell's are in the
 * remote's one kit chunk, which ./routes loads already; the rest of them (the remote's
 * copies of the RTK Query and router code behind shared-api) never load while the shell
 * provides the kit, and preloading them cost a phone 54 KB on /profile/{id}.
 * A route without a screen, or a screen no import is named after, fails the build: its
 * page would silently lose the preload.
 */
function screenFiles(compilation, routes) {
  const files = {};
  for (const { path, screen } of routes) {
    const group = screen && compilation.namedChunkGroups.get(screen);
    if (!group) {
      compilation.errors.push(
        new compilation.compiler.webpack.WebpackError(
          `RemotePartPlugin: route ${path} needs "screen" in route-paths.json naming its lazy import's webpackChunkName (found ${JSON.stringify(screen)})`,
        ),
      );
      continue;
    }
    files[screen] ??= jsFiles(group.chunks);
  }
  return files;
}
