// The host's index.html preloads the chunks every page starts with (the core
// libraries and the bootstrap), so they download beside main.js instead of after it
// has run: the script tags the chunk loader adds later find them in the cache.
// Chunks are classic scripts, hence rel=preload as=script (modulepreload is for ES modules).
import HtmlWebpackPlugin from 'html-webpack-plugin';

export class PreloadChunksPlugin {
  /**
   * @param {{ chunkNames: string[], modules: RegExp[] }} options chunks by name, and
   *   the chunks holding a module whose path matches (a dynamic import's target)
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadChunksPlugin', (data) => {
        const files = new Set();
        const addChunk = (chunk) => chunk.files.forEach((file) => file.endsWith('.js') && files.add(file));
        for (const name of this.options.chunkNames) {
          const chunk = compilation.namedChunks.get(name);
          if (!chunk) throw new Error(`PreloadChunksPlugin: no chunk named ${name}`);
          addChunk(chunk);
        }
        for (const pattern of this.options.modules) {
          const module = [...compilation.modules].find((candidate) => pattern.test(candidate.resource ?? ''));
          if (!module) throw new Error(`PreloadChunksPlugin: no module matches ${pattern}`);
          for (const chunk of compilation.chunkGraph.getModuleChunksIterable(module)) addChunk(chunk);
        }
        const publicPath = compilation.outputOptions.publicPath;
        data.headTags.push(
          ...[...files].map((file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
            meta: { plugin: 'PreloadChunksPlugin' },
          })),
        );
        return data;
      });
    });
  }
}
