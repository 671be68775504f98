// A remote's chunks load with subresource integrity: its chunk loader (webpack's
// __webpack_require__.l, in remoteEntry.js) gives each chunk's script tag the sha384 of
// that chunk's file, so a chunk changed on the team's host is refused by the browser.
// The hashes live in remoteEntry.js, and the shell loads remoteEntry.js itself with
// the integrity the server computed from the release's files (/remotes.json), so the
// whole remote is held to the bytes the server checked against the release id.
//
// webpack-subresource-integrity was weighed: with Module Federation it fails the build
// on the container's chunks ("contains unresolved integrity placeholders",
// waysact/webpack-subresource-integrity#176, the fix unmerged), and it does more than a
// remote needs (HTML tags, manifests). This does one thing: the runtime gets a table of
// fixed-length placeholders, one per chunk it can load; once the files are final (after
// webpack's real content hashes, before their compressed copies) each placeholder
// becomes its chunk's hash. Same length, so remoteEntry.js's source map stays right.
import { createHash } from 'node:crypto';
import webpack from 'webpack';

const PLUGIN = 'ChunkIntegrityPlugin';
const { RuntimeGlobals, RuntimeModule, Template } = webpack;
/** Where the runtime keeps the table: chunk id -> integrity. */
const HASHES = `${RuntimeGlobals.require}.sriHashes`;

/** 'sha384-' and 64 characters, as long as a real sha384 value, and never base64 (so never mistaken for one). */
const placeholderOf = (chunkId) => `sha384-SRI-PLACEHOLDER-${createHash('sha256').update(String(chunkId)).digest('hex').slice(0, 48)}`;

export const integrityOf = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** The chunks a runtime chunk may load as scripts: those with JavaScript (one of only assets is never fetched). */
const loadedScripts = (runtimeChunk, chunkGraph) =>
  [...runtimeChunk.getAllAsyncChunks()].filter((chunk) => webpack.javascript.JavascriptModulesPlugin.chunkHasJs(chunk, chunkGraph));

class ChunkHashesRuntimeModule extends RuntimeModule {
  constructor() {
    super('chunk integrity', RuntimeModule.STAGE_BASIC);
  }

  generate() {
    const table = {};
    for (const chunk of loadedScripts(this.chunk, this.compilation.chunkGraph)) table[chunk.id] = placeholderOf(chunk.id);
    return Template.asString([`${HASHES} = ${JSON.stringify(table)};`]);
  }
}

export class ChunkIntegrityPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(PLUGIN, (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkHashesRuntimeModule());
      });
      // Inside __webpack_require__.l (url, done, key, chunkId): a chunk's script gets its hash.
      webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(PLUGIN, (source) =>
        Template.asString([source, `if (${HASHES}[chunkId]) script.integrity = ${HASHES}[chunkId];`]),
      );
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 }, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.hasRuntime()) continue;
          const values = new Map();
          for (const loaded of loadedScripts(chunk, compilation.chunkGraph)) {
            const file = [...loaded.files].find((name) => name.endsWith('.js'));
            if (file) values.set(placeholderOf(loaded.id), integrityOf(compilation.getAsset(file).source.buffer()));
          }
          for (const file of [...chunk.files].filter((name) => name.endsWith('.js'))) {
            const text = compilation.getAsset(file).source.source().toString();
            const filled = text.replace(/sha384-SRI-PLACEHOLDER-[0-9a-f]{48}/g, (placeholder) => values.get(placeholder) ?? placeholder);
            const left = /sha384-SRI-PLACEHOLDER-[0-9a-f]{48}/.exec(filled);
            // An unfilled placeholder is no valid hash: the browser would load that chunk unchecked.
            if (left) compilation.errors.push(new webpack.WebpackError(`${PLUGIN}: ${file} loads a chunk with no .js file to hash (${left[0]})`));
            compilation.updateAsset(file, new webpack.sources.RawSource(filled));
          }
        }
      });
    });
  }
}
