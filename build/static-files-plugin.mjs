// Copies files that must keep a fixed URL (the default avatar, the favicon) into
// the build output, so the site never points at another host for them.
import { readFileSync } from 'node:fs';

export class StaticFilesPlugin {
  /** @param {{ from: string, to: string }[]} files absolute source paths and output names */
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('StaticFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StaticFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const { from, to } of this.files) {
            compilation.fileDependencies.add(from);
            compilation.emitAsset(to, new RawSource(readFileSync(from)));
          }
        },
      );
    });
  }
}
