// The host's index.html preloads the chunks every page starts with (build/start-chunk.mjs),
// so they download beside main.js instead of after it has run: the script tag the chunk
// loader adds later finds them in the cache. Chunks are classic scripts, hence
// rel=preload as=script (modulepreload is for ES modules).
import HtmlWebpackPlugin from 'html-webpack-plugin';

export class PreloadChunksPlugin {
  /** @param {{ chunkNames: string[] }} options the chunks to preload, by name */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadChunksPlugin', (data) => {
        const files = this.options.chunkNames.flatMap((name) => {
          const chunk = compilation.namedChunks.get(name);
          if (!chunk) throw new Error(`PreloadChunksPlugin: no chunk named ${name}`);
          return [...chunk.files].filter((file) => file.endsWith('.js'));
        });
        const publicPath = compilation.outputOptions.publicPath;
        data.headTags.push(
          ...files.map((file) => ({
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
