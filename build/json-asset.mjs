// The build's own JSON files (remote-part.json, host-kit.json, page-frame-preloads.json):
// written once the chunks and their file names exist, before the compression plugin makes
// their .br and .gz siblings, indented as people read them.

/** During `compilation`, emits `file` holding `value()` as JSON; the plugin's `name` labels the step. */
export function emitJsonAsset(compilation, { name, file, value }) {
  const { Compilation, sources } = compilation.compiler.webpack;
  compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
    compilation.emitAsset(file, new sources.RawSource(`${JSON.stringify(value(), null, 2)}\n`));
  });
}
