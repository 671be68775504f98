// `npm run releases -- types <remote|all> --to <folder>`, run by a team in its own
// repository: writes what is live into the folder, so its tsconfig typechecks against it.
//
//   <folder>/mf_booking/BookingWidget.d.ts   each exposed module of the live release (import 'mf_booking/BookingWidget'
//   <folder>/mf_booking/src/...              with "paths": { "mf_booking/*": ["<folder>/mf_booking/*"] })
//   <folder>/kit/marketplace-shared-api-0.4.0.tgz   the kit packages at the versions the live shell provides
//   <folder>/live-types.json                  which releases and versions these are
//
// A remote's folder is replaced whole, so a module the live release no longer exposes is gone.
import fs from 'node:fs';
import path from 'node:path';
import type { LiveTypes } from '../src/features/releases/live-types';
import { TYPES_DIR } from '../src/features/releases/live-types';

export class TypesError extends Error {}

/** Reads a path of the site (a release's file, a kit tarball): its bytes. */
export type SiteReader = (url: string) => Promise<Uint8Array>;

/** Writes the live declarations of `which` (a remote's folder name, or 'all') and the kit tarballs into `to`; one line each. */
export async function writeLiveTypes({ live, which, to, read }: { live: LiveTypes; which: string; to: string; read: SiteReader }): Promise<string[]> {
  const remotes = live.remotes.filter((release) => which === 'all' || release.remote === which);
  if (which !== 'all' && !remotes.length) throw new TypesError(`${which}: no release is live, so there are no declarations to fetch.`);
  const missingKit = live.kit.filter((pkg) => !pkg.tarball);
  if (!live.kit.length) throw new TypesError("The server has no shell build to say which kit versions it provides (shell/dist/host-kit.json).");
  if (missingKit.length) {
    throw new TypesError(
      `The site's store has no ${missingKit.map((pkg) => `${pkg.name} ${pkg.version}`).join(' or ')} package: run npm run releases -- kit-pack where the store is (RELEASE_STORE_DIR).`,
    );
  }
  fs.mkdirSync(to, { recursive: true });
  const lines: string[] = [];
  for (const release of remotes) {
    const entries = Object.keys(release.types);
    if (!entries.length) {
      lines.push(`${release.remote}: live release ${release.releaseId} carries no type declarations (built before releases did): ship a new build of it`);
      continue;
    }
    // Fetched beside the old folder, then swapped in: the folder is the live release's whole, or the one before.
    const folder = path.join(to, release.name);
    const staging = `${folder}.fetching`;
    fs.rmSync(staging, { recursive: true, force: true });
    for (const file of release.files) {
      const target = path.join(staging, file.slice(TYPES_DIR.length + 1));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, await read(`${release.base}${file.split('/').map(encodeURIComponent).join('/')}`));
    }
    fs.rmSync(folder, { recursive: true, force: true });
    fs.renameSync(staging, folder);
    lines.push(`${release.remote}: ${entries.join(', ')} of live release ${release.releaseId} in ${folder} (import '${release.name}/…')`);
  }
  const kitFolder = path.join(to, 'kit');
  fs.mkdirSync(kitFolder, { recursive: true });
  for (const pkg of live.kit) {
    const file = path.join(kitFolder, path.posix.basename(pkg.tarball!));
    if (!fs.existsSync(file)) fs.writeFileSync(file, await read(pkg.tarball!));
    lines.push(`${pkg.name} ${pkg.version}: ${file} (npm install it)`);
  }
  const record = {
    remotes: Object.fromEntries(remotes.map((release) => [release.remote, release.releaseId])),
    kit: Object.fromEntries(live.kit.map((pkg) => [pkg.name, pkg.version])),
  };
  fs.writeFileSync(path.join(to, 'live-types.json'), `${JSON.stringify(record, null, 2)}\n`);
  return lines;
}
