// Emits dist/remote-part.json: the remote's own part of the manifest the server
// serves at /remotes.json (its federation name, entry file, routes and exposes).
// Data, not code: the shell reads it at run time, so a remote can be redeployed alone.
//
// exposeFiles lists, per exposed module, the script files its chunks are in (relative
// to the entry), so the shell can fetch them together with remoteEntry.js for the
// page being opened: one round trip where the entry and then its chunks took two.
export class RemotePartPlugin {
  constructor({ name, routes, exposes }) {
    this.part = { name, entry: 'remoteEntry.js', routes, exposes };
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RemotePartPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemotePartPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const part = { ...this.part, exposeFiles: exposeFiles(compilation, this.part.exposes) };
          compilation.emitAsset('remote-part.json', new RawSource(`${JSON.stringify(part, null, 2)}\n`));
        },
      );
    });
  }
}

/**
 * './routes' -> the .js files the container loads for it: its own chunks, and the chunks
 * holding the remote's copies of the shared workspace modules (shared-ui, shared-api) it
 * consumes. Those copies load unless the shell has them all, and one module the shell never
 * imports (a remote's own endpoints) is enough; third-party singletons always come from the shell.
 */
function exposeFiles(compilation, exposes) {
  const { chunkGraph } = compilation;
  const jsFiles = (chunks) => chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
  const files = {};
  for (const module of compilation.modules) {
    // The container entry holds one async block per exposed module, named after it.
    if (module.constructor.name !== 'ContainerEntryModule') continue;
    for (const block of module.blocks) {
      const expose = exposes.find((name) => block.groupOptions?.name === name || block.loc?.name === name);
      const group = chunkGraph.getBlockChunkGroup(block);
      if (!expose || !group) continue;
      const fallbacks = group.chunks
        .flatMap((chunk) => chunkGraph.getChunkModules(chunk))
        .filter((consumed) => consumed.constructor.name === 'ConsumeSharedModule')
        .filter((consumed) => consumed.options?.shareKey?.startsWith('@marketplace/'))
        .flatMap((consumed) => consumed.blocks.map((fallback) => chunkGraph.getBlockChunkGroup(fallback)?.chunks ?? []).flat());
      files[expose] = [...new Set(jsFiles([...group.chunks, ...fallbacks]))].sort();
    }
  }
  return files;
}
