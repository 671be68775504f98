// Writes Brotli (.br) and gzip (.gz) siblings of every text asset at build time, at
// the highest levels (too slow per request, free at build time). The server serves
// them through @fastify/static's preCompressed option when the browser accepts them.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats only: images, audio and video are compressed already. Source maps are fetched by devtools alone. */
export const COMPRESSIBLE_ASSET = /\.(?:js|mjs|css|svg|html|json)$/i;

/**
 * The .br and .gz versions of one file, each kept only when it is smaller than the file.
 * @param {Buffer} content
 * @returns {Promise<{ extension: '.br' | '.gz', content: Buffer }[]>}
 */
export async function compressedVersions(content) {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return [
    { extension: '.br', content: br },
    { extension: '.gz', content: gz },
  ].filter((version) => version.content.length < content.length);
}

export class CompressionPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CompressionPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After every other plugin has emitted and minified (the stage compression-webpack-plugin uses).
        { name: 'CompressionPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async () => {
          const assets = compilation.getAssets().filter((asset) => COMPRESSIBLE_ASSET.test(asset.name));
          await Promise.all(
            assets.map(async (asset) => {
              const versions = await compressedVersions(asset.source.buffer());
              for (const version of versions) {
                compilation.emitAsset(`${asset.name}${version.extension}`, new RawSource(version.content), {
                  compressed: true,
                  immutable: asset.info.immutable,
                });
              }
            }),
          );
        },
      );
    });
  }
}
