// The type declarations of a remote's exposed modules, shipped in its build under
// dist/@types/ so that a team in another repository typechecks against the release
// that is live (`npm run releases -- types`), not against this checkout.
//
// They are tsc's own declaration output: the build runs the remote's typecheck
// (`tsc -b <remote>`, incremental: the .tsbuild/out folders every project emits its
// declarations into), then copies the declaration of each exposed module and every
// declaration of the remote's own files it reaches by relative imports. Imports of
// @marketplace/shared-api and shared-ui stay as they are: a team installs those as the
// kit packages (`releases -- kit-pack`), at the versions the live shell provides.
// Federation's dts plugin was weighed: it compiles each remote's exposed files again
// with a tsconfig of its own (no reuse of the typecheck's incremental state), packs
// them in a zip, and its consuming side fetches types over the network while it
// compiles; this repository's typecheck already emits the same declarations.
//
//   dist/@types/BookingWidget.d.ts   export * from './src/features/booking-widget/components/booking-widget';
//   dist/@types/src/...              the declarations it reaches
//
// So a consumer maps `mf_booking/*` to the folder and imports 'mf_booking/BookingWidget'.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The folder of a build (and of a release) that holds its exposed modules' declarations. */
export const TYPES_DIR = '@types';

/**
 * The typecheck whose declaration output the build ships: `tsc -b <appDir>`. Resolves with
 * its report of type errors ('' when there are none): tsc emits the declarations either way.
 */
export function typecheck(appDir) {
  const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  return new Promise((resolve) => {
    execFile(process.execPath, [tsc, '-b', appDir], { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve(error ? `${stdout}${stderr}`.trim() || error.message : ''),
    );
  });
}

/** './BookingWidget' -> '@types/BookingWidget.d.ts': where an exposed module's declarations start. */
export const typesEntryOf = (expose) => `${TYPES_DIR}/${expose.replace(/^\.\//, '')}.d.ts`;

/** Each exposed module's declarations entry, as remote-part.json's `types` lists them. */
export const typesEntries = (exposes) => Object.fromEntries(Object.keys(exposes).map((expose) => [expose, typesEntryOf(expose)]));

/**
 * The declaration files of the exposed modules (after `typecheck`): each `{ path, text }`
 * relative to the build's folder. Throws naming a relative import that has no declaration.
 * @param {{ appDir: string, exposes: Record<string, string> }} options exposes as in webpack.config.js
 */
export function exposedDeclarations({ appDir, exposes }) {
  const out = path.join(appDir, '.tsbuild', 'out');
  const declarationOf = (source) => path.join(out, path.relative(appDir, path.resolve(appDir, source)).replace(/\.[cm]?tsx?$/, '.d.ts'));
  const files = new Map();

  /** Adds `file` (a declaration under out, or a JSON source) and what it imports relatively. */
  function add(file) {
    const inside = file.startsWith(out) ? path.relative(out, file) : path.relative(appDir, file);
    const target = `${TYPES_DIR}/${inside.split(path.sep).join('/')}`;
    if (files.has(target)) return;
    const text = readFileSync(file, 'utf8');
    files.set(target, text);
    if (file.endsWith('.json')) return;
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const base = path.resolve(path.dirname(file), fileName);
      const found = [`${base}.d.ts`, path.join(base, 'index.d.ts'), fileName.endsWith('.json') ? path.join(appDir, path.relative(out, base)) : null].find(
        (candidate) => candidate && existsSync(candidate),
      );
      if (!found) throw new Error(`${path.relative(appDir, file)} imports ${fileName}, which has no declaration in ${path.relative(repoRoot, out)}`);
      add(found);
    }
  }

  for (const [expose, source] of Object.entries(exposes)) {
    const declaration = declarationOf(source);
    if (!existsSync(declaration)) throw new Error(`${expose} (${source}) has no declaration in ${path.relative(repoRoot, out)}: is it in the remote's tsconfig?`);
    add(declaration);
    const target = `${TYPES_DIR}/${path.relative(out, declaration).split(path.sep).join('/')}`;
    const entry = typesEntryOf(expose);
    const relative = path.posix.relative(path.posix.dirname(entry), target).replace(/\.d\.ts$/, '');
    const specifier = relative.startsWith('.') ? relative : `./${relative}`;
    const hasDefault = /^export default |^export \{[^}]*\bas default\b/m.test(files.get(target));
    files.set(entry, `export * from '${specifier}';\n${hasDefault ? `export { default } from '${specifier}';\n` : ''}`);
  }
  return [...files].map(([file, text]) => ({ path: file, text })).sort((a, b) => (a.path < b.path ? -1 : 1));
}

/**
 * A remote's production build: runs its typecheck before compiling, then emits the exposed
 * modules' declarations under dist/@types. The build is no type gate, as it was not before:
 * `npm run release` typechecks first and stops at an error, and the release command's
 * contract check loads what a build holds whatever its types said. Type errors are the
 * build's warnings; declarations tsc could not emit (no tsconfig, a missing file) fail it.
 */
export class ExposedTypesPlugin {
  /** @param {{ appDir: string, exposes: Record<string, string> }} options */
  constructor(options) {
    this.options = options;
    this.report = '';
  }

  apply(compiler) {
    compiler.hooks.beforeRun.tapPromise('ExposedTypesPlugin', async () => {
      this.report = await typecheck(this.options.appDir);
    });
    compiler.hooks.thisCompilation.tap('ExposedTypesPlugin', (compilation) => {
      const { Compilation, sources, WebpackError } = compiler.webpack;
      compilation.hooks.processAssets.tap({ name: 'ExposedTypesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (this.report) {
          compilation.warnings.push(new WebpackError(`ExposedTypesPlugin: the typecheck (tsc -b) reports errors; the declarations ship as tsc emitted them:\n${this.report}`));
        }
        try {
          for (const file of exposedDeclarations(this.options)) compilation.emitAsset(file.path, new sources.RawSource(file.text));
        } catch (error) {
          compilation.errors.push(new WebpackError(`ExposedTypesPlugin: ${error.message}${this.report ? `\n${this.report}` : ''}`));
        }
      });
    });
  }
}
