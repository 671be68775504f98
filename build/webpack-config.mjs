// The webpack config every app is built with. The shell is the federation host
// (a pure consumer that provides the one federation runtime); remotes only expose.
import { createRequire } from 'node:module';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { sharedDependencies } from './federation-shared.mjs';
import { RemotePartPlugin } from './remote-part-plugin.mjs';
import { StaticFilesPlugin } from './static-files-plugin.mjs';

const require = createRequire(import.meta.url);

/**
 * @param {object} options
 * @param {string} options.appDir absolute path of the app package
 * @param {string} options.name federation name (shell, mf_profiles, ...)
 * @param {number} options.devPort port of the dev server
 * @param {Record<string,string>} [options.exposes] remotes: modules they expose
 * @param {boolean} [options.isHost]
 * @param {{ from: string, to: string }[]} [options.staticFiles] files copied to fixed URLs
 */
export function createWebpackConfig({ appDir, name, devPort, exposes, isHost = false, staticFiles = [] }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // Remotes are found through remoteEntry.js, never through mf-manifest snapshots,
    // and everything runs in the browser: leave that code out of the runtime.
    const optimization = { disableSnapshot: true, target: 'web' };
    const routePathsFile = path.join(appDir, 'src', 'route-paths.json');
    const routes = existsSync(routePathsFile) ? JSON.parse(readFileSync(routePathsFile, 'utf8')) : [];

    return {
      context: appDir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: isHost ? { main: './src/index.ts' } : {},
      output: {
        path: path.join(appDir, 'dist'),
        // The shell lives at the site root; a remote works out its base from its remoteEntry.js URL.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules\/(?!@marketplace)/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.(svg|png|jpe?g|webp|gif)$/i, type: 'asset/resource' },
          { test: /\.(mp3|ogg|wav|mp4|webm)$/i, type: 'asset/resource', generator: { filename: 'media/[name].[contenthash:10][ext]' } },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost
            ? { remotes: {}, experiments: { provideExternalRuntime: true, optimization } }
            : { filename: 'remoteEntry.js', exposes, experiments: { externalRuntime: true, optimization } }),
          shared: sharedDependencies(appDir),
          // Negotiate shared versions among what is already loaded. The default,
          // 'version-first', fetches every registered remoteEntry.js at start to compare
          // versions — it would download all five remotes on the landing page.
          shareStrategy: 'loaded-first',
          // Remote module types come from shared-api's remote contract; no dts generation step.
          dts: false,
          manifest: false,
        }),
        ...(isHost
          ? [new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' })]
          : [new RemotePartPlugin({ name, routes, exposes: Object.keys(exposes ?? {}) })]),
        ...(staticFiles.length ? [new StaticFilesPlugin(staticFiles)] : []),
      ],
      optimization: {
        // Remotes share one runtime chunk through the host; keep webpack's own bootstrap per app.
        runtimeChunk: false,
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: devPort,
        historyApiFallback: isHost,
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: false,
        proxy: isHost
          ? [{ context: ['/api', '/uploads', '/socket.io', '/remotes.json'], target: 'http://localhost:8080', ws: true }]
          : [],
      },
    };
  };
}
