// Brotli (.br) and gzip (.gz) siblings of every text file of a build, at the
// highest levels (too slow per request, free at build time). The server serves
// them through @fastify/static's preCompressed option when the browser accepts
// them. Webpack's own assets go through compression-webpack-plugin; the pages
// prerendered after the build (prerender-pages.mjs) through compressedVersions,
// with the same settings.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import CompressionWebpackPlugin from 'compression-webpack-plugin';

/** Text formats only: images, audio and video are compressed already. Source maps are fetched by devtools alone. */
export const COMPRESSIBLE_ASSET = /\.(?:js|mjs|css|svg|html|json)$/i;

const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } };
const GZIP = { level: zlib.constants.Z_BEST_COMPRESSION };

/** The two compression plugins of a production build; a version is kept only when smaller than its file. */
export function compressionPlugins() {
  const common = { test: COMPRESSIBLE_ASSET, minRatio: 1 };
  return [
    new CompressionWebpackPlugin({ ...common, filename: '[path][base].br', algorithm: 'brotliCompress', compressionOptions: BROTLI }),
    new CompressionWebpackPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: GZIP }),
  ];
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The .br and .gz versions of one file written outside webpack, each kept only when smaller.
 * @param {Buffer | string} content
 * @returns {Promise<{ extension: '.br' | '.gz', content: Buffer }[]>}
 */
export async function compressedVersions(content) {
  const size = Buffer.byteLength(content);
  const [br, gz] = await Promise.all([brotli(content, BROTLI), gzip(content, GZIP)]);
  return [
    { extension: '.br', content: br },
    { extension: '.gz', content: gz },
  ].filter((version) => version.content.length < size);
}
