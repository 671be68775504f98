// The host's start chunk: what every first visit runs before the page answers, in one
// request (/home budget: each file paid about 1 KB of response headers and
// compressed alone). It holds the libraries every page starts with, the bootstrap's
// code, the landing page, and the shell's copies of the shared kit that this code
// imports. The kit modules only other pages use (the form fields, tabs, ...) stay in
// the "shared-kit" chunk, fetched with the first such page. index.ts still evaluates
// the libraries one task at a time.
export const START_CHUNK = 'start';

/** Chunks named by webpackChunkName whose code runs at start: index.ts's bootstrap, the landing page. */
const START_APP_CHUNKS = new Set(['bootstrap', 'home']);

const START_LIBRARIES = [
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  'cookie',
  'set-cookie-parser',
  'react',
  'react-redux',
  'use-sync-external-store',
  '@reduxjs/toolkit',
  'redux',
  'redux-thunk',
  'immer',
  'reselect',
  // RTK Query imports it lazily from three places: three 1 KB requests at start otherwise.
  '@standard-schema/utils',
  'styled-components',
  '@emotion/is-prop-valid',
  '@emotion/memoize',
  '@emotion/unitless',
  'stylis',
  'tslib',
  'shallowequal',
  'css-to-react-native',
  'camelize',
  'postcss-value-parser',
];

const packagePattern = (packages) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](?:${packages.map((name) => name.replace('/', '[\\\\/]')).join('|')})[\\\\/]`);

const isConsumer = (module) => module.type === 'consume-shared-module';

/**
 * Whether a shared-kit module runs at start. Each kit module sits in its own fallback
 * chunk, loaded by the consumers of it; it runs at start when one of those consumers
 * is in a start chunk (the entry's, or index.ts's imports, or a START_APP_CHUNKS one),
 * or in the chunk of a kit module that itself runs at start.
 */
function kitModuleAtStart(module, chunkGraph, seen = new Set()) {
  if (seen.has(module)) return false;
  seen.add(module);
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    for (const group of chunk.groupsIterable) {
      for (const { module: consumer } of group.origins) {
        if (!consumer || !isConsumer(consumer)) continue;
        for (const consumerChunk of chunkGraph.getModuleChunksIterable(consumer)) {
          if (isStartChunk(consumerChunk, chunkGraph)) return true;
          for (const sibling of chunkGraph.getChunkModulesIterable(consumerChunk)) {
            if (sibling !== consumer && !isConsumer(sibling) && kitModuleAtStart(sibling, chunkGraph, seen)) return true;
          }
        }
      }
    }
  }
  return false;
}

/**
 * A chunk whose code runs at start: the entry, a named start chunk, or one the entry's
 * code imports (index.ts). Not one the share scope provides a module from: the entry
 * registers every shared module, which does not make it run.
 */
function isStartChunk(chunk, chunkGraph) {
  if (chunk.hasRuntime() || START_APP_CHUNKS.has(chunk.name)) return true;
  for (const group of chunk.groupsIterable) {
    for (const { module: importer } of group.origins) {
      if (!importer || importer.type === 'provide-module') continue;
      for (const importerChunk of chunkGraph.getModuleChunksIterable(importer)) if (importerChunk.hasRuntime()) return true;
    }
  }
  return false;
}

/**
 * The host's cache groups: the start chunk, and the shared kit's other modules.
 * @param {{ test: RegExp }} sharedKit the cache group of the shared kit (every app has one)
 */
export function hostCacheGroups(sharedKit) {
  return {
    startLibraries: { test: packagePattern(START_LIBRARIES), name: START_CHUNK, chunks: 'async', enforce: true },
    startKit: {
      ...sharedKit,
      test: (module, { chunkGraph }) => sharedKit.test.test(module.resource ?? '') && kitModuleAtStart(module, chunkGraph),
      name: START_CHUNK,
      priority: 1,
    },
    sharedKit,
    startCode: {
      // Not the bootstrap's consumers of shared modules: loading a chunk first resolves its
      // consumers, and a consumer in the chunk that provides its module would wait on itself.
      test: (module) => !isConsumer(module),
      chunks: (chunk) => START_APP_CHUNKS.has(chunk.name),
      name: START_CHUNK,
      enforce: true,
    },
  };
}
