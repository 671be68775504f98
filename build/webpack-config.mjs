// The webpack config every app is built with. The shell is the federation host
// (a pure consumer that provides the one federation runtime); remotes only expose.
import { createRequire } from 'node:module';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { compressionPlugins } from './precompress.mjs';
import { providedVersions, requiredRanges, sharedDependencies } from './federation-shared.mjs';
import { HostKitPlugin, hostKitCopiesGroup, readHostKit } from './host-kit.mjs';
import { PreloadChunksPlugin } from './preload-chunks-plugin.mjs';
import { PrerenderPlugin } from './prerender-plugin.mjs';
import { buildInfo } from './build-info.mjs';
import { ChunkIntegrityPlugin } from './chunk-integrity-plugin.mjs';
import { compileHintsPlugin } from './compile-hints.mjs';
import { ExposedTypesPlugin, typesEntries } from './exposed-types.mjs';
import { RemotePartPlugin } from './remote-part-plugin.mjs';
import { hostCacheGroups, START_CHUNK } from './start-chunk.mjs';
import { StaticFilesPlugin } from './static-files-plugin.mjs';

const require = createRequire(import.meta.url);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The host hands remotes its federation runtime through a require() of runtime-tools'
 * runtime-core, which resolves to the CommonJS build, while the rest of the runtime (and
 * remote-registry.ts) import the ES build: main.js carried both copies of runtime-core
 * and the sdk. One ES build serves both.
 */
const federationRuntimeAliases = {
  '@module-federation/runtime-tools/runtime-core$': path.join(
    path.dirname(require.resolve('@module-federation/runtime-tools')),
    'runtime-core.js',
  ),
};

/**
 * A federation runtime plugin every container runs with: the runtime filled a container's
 * share scope again for each shared module it loaded (register-shares-once.ts says how).
 */
const RUNTIME_PLUGINS = [require.resolve('@marketplace/federation-plugins/register-shares-once')];

/**
 * React Router 7's package exports point every import at its development build
 * (remix-run/react-router#12437, meant to be temporary), so a production bundle ran its
 * development warnings. Its production build differs only there; a production bundle
 * takes it. The two entry points are the ones react-router-dom imports.
 */
function reactRouterProductionAliases() {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
}

/**
 * How sources and assets are compiled, for the browser build and the prerender alike:
 * the same code, the same asset URLs, the same styled-components ids.
 * @param {boolean} production
 * @param {{ emitAssets?: boolean }} [options] emitAssets false: only compute asset URLs (the prerender)
 */
function sourceRules(production, { emitAssets = true } = {}) {
  return [
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
            experimental: {
              cacheRoot: path.join(repoRoot, 'node_modules', '.cache', 'swc'),
              // Component ids from the file, not from the order components were created in:
              // the prerendered HTML and the browser name the same classes.
              plugins: [[require.resolve('@swc/plugin-styled-components'), { ssr: true, displayName: !production, pure: true }]],
            },
          },
        },
      },
    },
    { test: /\.(svg|png|jpe?g|webp|gif)$/i, type: 'asset/resource', generator: { emit: emitAssets } },
    {
      test: /\.(mp3|ogg|wav|mp4|webm)$/i,
      type: 'asset/resource',
      generator: { filename: 'media/[name].[contenthash:10][ext]', emit: emitAssets },
    },
  ];
}

/**
 * The app's copies of the shared-ui and shared-api modules in one chunk: the first
 * page needs a dozen of these small modules, one request instead of one each. The
 * zod schemas stay apart, so zod loads only with a form.
 */
const SHARED_KIT_CHUNK = {
  test: /[\\/]shared-(?:ui|api)[\\/]src[\\/](?!schemas[\\/])/,
  name: 'shared-kit',
  chunks: 'async',
  enforce: true,
};

/**
 * An app's code compiled for Node into one CommonJS file (its lazy imports inlined), with
 * the same sources, asset URLs and styled-components ids as its browser build.
 * @param {{ name: string, clientName: string, appDir: string, production: boolean, entry: Record<string, string>,
 *   output: { path: string, filename?: string, clean?: boolean }, externals?: unknown[], plugins?: unknown[] }} options
 */
function nodeBundleConfig({ name, clientName, appDir, production, entry, output, externals = [], plugins = [] }) {
  return {
    name,
    dependencies: [clientName],
    context: appDir,
    mode: production ? 'production' : 'development',
    target: 'node',
    devtool: false,
    entry,
    output: {
      filename: '[name].cjs',
      publicPath: '/',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      library: { type: 'commonjs2' },
      clean: true,
      ...output,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: sourceRules(production, { emitAssets: false }) },
    externalsPresets: { node: true },
    externals,
    optimization: { minimize: false, splitChunks: false },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), ...plugins],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The shell's prerender: its prerender module compiled for Node (node_modules stay
 * external, so React and styled-components are the ones Node loads), run after the
 * browser build by PrerenderPlugin to write dist/prerendered/<page>.html.
 */
function prerenderConfig({ appDir, production, prerender, clientName }) {
  const outputPath = path.join(appDir, 'node_modules', '.cache', 'prerender');
  return nodeBundleConfig({
    name: `${clientName}-prerender`,
    clientName,
    appDir,
    production,
    entry: { prerender: prerender.entry },
    output: { path: outputPath },
    // Packages from node_modules load at run time; the workspace's TypeScript packages are compiled in.
    externals: [
      ({ request }, callback) =>
        /^[a-z@][^:]*$/i.test(request) && !request.startsWith('@marketplace/') ? callback(null, `commonjs ${request}`) : callback(),
    ],
    plugins: [
      new PrerenderPlugin({
        bundle: path.join(outputPath, 'prerender.cjs'),
        distDir: path.join(appDir, 'dist'),
        pages: prerender.pages,
      }),
    ],
  });
}

/**
 * A remote's server bundle, dist/server/first-screen.cjs (FIRST_SCREEN_BUNDLE in
 * server/src/plugins/static.ts, which never serves that folder): its RenderFirstScreen,
 * which the server calls to render a page's first screen into the page's HTML
 * (server/src/plugins/first-screen.ts). Its libraries are compiled in, production builds
 * and all, so it runs the same whatever the server's NODE_ENV. It is written after the
 * browser build (dependencies), into the folder that build has just cleaned: deployed
 * with the remote's browser files, and where --output-path puts them.
 */
function firstScreenConfig({ appDir, production, entry, clientName }) {
  return nodeBundleConfig({
    name: `${clientName}-first-screen`,
    clientName,
    appDir,
    production,
    entry: { 'first-screen': entry },
    output: { path: path.join(appDir, 'dist'), filename: 'server/[name].cjs', clean: false },
  });
}

/**
 * @param {object} options
 * @param {string} options.appDir absolute path of the app package
 * @param {string} options.name federation name (shell, mf_profiles, ...)
 * @param {number} options.devPort port of the dev server
 * @param {Record<string,string>} [options.exposes] remotes: modules they expose
 * @param {boolean} [options.isHost]
 * @param {{ from: string, to: string }[]} [options.staticFiles] files copied to fixed URLs
 * @param {{ entry: string, pages: string[] }} [options.prerender] host: the module exporting prerenderPage, and the paths to prerender
 * @param {string} [options.firstScreen] remote: the module exporting renderFirstScreen (FirstScreenModule)
 */
export function createWebpackConfig({ appDir, name, devPort, exposes, isHost = false, staticFiles = [], prerender, firstScreen }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // Remotes are found through remoteEntry.js, never through mf-manifest snapshots,
    // and everything runs in the browser: leave that code out of the runtime.
    const optimization = { disableSnapshot: true, target: 'web' };
    const routePathsFile = path.join(appDir, 'src', 'route-paths.json');
    const routes = existsSync(routePathsFile) ? JSON.parse(readFileSync(routePathsFile, 'utf8')) : [];
    const shared = sharedDependencies(appDir);

    const client = {
      name,
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
        // A remote's chunks may come from a team's host: asked for with CORS (crossorigin, on
        // another origin only), which a browser needs to check their integrity (ChunkIntegrityPlugin).
        ...(isHost ? {} : { crossOriginLoading: 'anonymous' }),
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: { ...federationRuntimeAliases, ...(production ? reactRouterProductionAliases() : {}) },
      },
      module: { rules: sourceRules(production) },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost
            ? { remotes: {}, experiments: { provideExternalRuntime: true, optimization } }
            : { filename: 'remoteEntry.js', exposes, experiments: { externalRuntime: true, optimization } }),
          shared,
          runtimePlugins: RUNTIME_PLUGINS,
          // Negotiate shared versions among what is already loaded. The default,
          // 'version-first', fetches every registered remoteEntry.js at start to compare
          // versions — it would download all five remotes on the landing page.
          shareStrategy: 'loaded-first',
          // Remote module types come from shared-api's remote contract, and a release ships its
          // exposed modules' declarations from the typecheck's own output (exposed-types.mjs).
          dts: false,
          manifest: false,
        }),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
              ...(production
                ? [
                    new PreloadChunksPlugin({ chunkNames: [START_CHUNK], frameChunkNames: [SHARED_KIT_CHUNK.name] }),
                    new HostKitPlugin({ repoRoot, provides: providedVersions(appDir) }),
                  ]
                : []),
            ]
          : [
              new ChunkIntegrityPlugin(),
              new RemotePartPlugin({
                name,
                routes,
                exposes: Object.keys(exposes ?? {}),
                // A production build ships its exposed modules' declarations (exposed-types.mjs); a dev build none.
                types: production ? typesEntries(exposes ?? {}) : {},
                build: buildInfo(appDir),
                shared: requiredRanges(appDir),
              }),
              ...(production ? [new ExposedTypesPlugin({ appDir, exposes: exposes ?? {} })] : []),
            ]),
        ...(staticFiles.length ? [new StaticFilesPlugin(staticFiles)] : []),
        ...(production ? [compileHintsPlugin(), ...compressionPlugins()] : []),
      ],
      optimization: {
        // Remotes share one runtime chunk through the host; keep webpack's own bootstrap per app.
        runtimeChunk: false,
        // The shortest export names webpack can give (by default they are stable across
        // builds, and longer): about 450 bytes off /home's JavaScript, which sits at its
        // 170 KB budget. Shared and exposed modules keep their names.
        mangleExports: 'size',
        // A remote's own copies of the shared kit come in one chunk too: a page of a remote
        // otherwise fetched them a dozen small files at a time, in rounds (LCP of /profile/list).
        // Its copies of what the shell provides go apart, as they never load beside it (host-kit.mjs).
        ...(production
          ? {
              splitChunks: {
                cacheGroups: isHost
                  ? hostCacheGroups(SHARED_KIT_CHUNK)
                  : {
                      hostKitCopies: hostKitCopiesGroup({ repoRoot, hostKit: readHostKit(repoRoot) }),
                      sharedKit: SHARED_KIT_CHUNK,
                    },
              },
            }
          : {}),
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
    // The dev server renders in the browser only; production builds prerender the host's
    // public pages and build the remotes' first screens.
    if (!production) return client;
    return [
      client,
      ...(prerender ? [prerenderConfig({ appDir, production, prerender, clientName: name })] : []),
      ...(firstScreen ? [firstScreenConfig({ appDir, production, entry: firstScreen, clientName: name })] : []),
    ];
  };
}
