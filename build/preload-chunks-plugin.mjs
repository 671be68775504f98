// The host's index.html preloads the chunks every page starts with (build/start-chunk.mjs),
// so they download beside main.js instead of after it has run: the script tag the chunk
// loader adds later finds them in the cache. Chunks are classic scripts, hence
// rel=preload as=script (modulepreload is for ES modules).
//
// A remote's page also needs chunks the landing page does not: the shell's copies of the
// shared kit the remote's screens consume (avatar, format, ...), which its loader asked
// for only once the remote's code had run, one round trip after the page's data (LCP of
// /profile/{id} on a phone). Their files go to dist/page-frame-preloads.json, which the
// prerender writes into the page frame the server sends for a remote's page only.
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { emitJsonAsset } from './json-asset.mjs';

export const PAGE_FRAME_PRELOADS_FILE = 'page-frame-preloads.json';

export class PreloadChunksPlugin {
  /**
   * @param {{ chunkNames: string[], frameChunkNames?: string[] }} options the chunks to preload
   * on every page, by name, and those to preload on a remote's page as well
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadChunksPlugin', (compilation) => {
      const urls = (names) => {
        const publicPath = compilation.outputOptions.publicPath;
        return names.flatMap((name) => {
          const chunk = compilation.namedChunks.get(name);
          if (!chunk) throw new Error(`PreloadChunksPlugin: no chunk named ${name}`);
          return [...chunk.files].filter((file) => file.endsWith('.js')).map((file) => `${publicPath}${file}`);
        });
      };
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadChunksPlugin', (data) => {
        data.headTags.push(
          ...urls(this.options.chunkNames).map((href) => ({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', as: 'script', href },
            meta: { plugin: 'PreloadChunksPlugin' },
          })),
        );
        return data;
      });
      emitJsonAsset(compilation, {
        name: 'PreloadChunksPlugin',
        file: PAGE_FRAME_PRELOADS_FILE,
        value: () => urls(this.options.frameChunkNames ?? []),
      });
    });
  }
}
