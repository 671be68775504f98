// What a team needs to typecheck against what is live, from its own repository
// (`npm run releases -- types`): each live release's exposed modules' declarations
// (release.json's `types`, the files under @types/), served from this site's store,
// and the kit packages at the versions the live shell provides, with their tarballs
// when the store has them. Nothing here is secret: the releases' files and which
// release is live are what every browser of the site is served.
import path from 'node:path';
import { fileExists } from '../../plugins/static-files';
import { KIT_DIR, KIT_PACKAGES, kitTarballName, kitTarballUrl } from './kit-packages';
import { localReleaseBase } from './release-store';
import type { LiveRelease } from './service';
import type { ProvidedVersions } from './version-gate';

/** The folder of a build and of a release holding its declarations (build/exposed-types.mjs' TYPES_DIR). */
export const TYPES_DIR = '@types';

export interface LiveTypes {
  /** Each kit package at the version the live shell provides; tarball null when the store lacks it. */
  kit: Array<{ name: string; version: string; tarball: string | null }>;
  remotes: Array<{
    remote: string;
    /** Its federation name ('mf_booking'): what a consumer imports its modules under. */
    name: string;
    releaseId: string;
    /** Where this site serves the release's files (its store, or its copy of a release hosted elsewhere). */
    base: string;
    /** Each exposed module's declarations entry; empty for a release built before releases carried them. */
    types: Record<string, string>;
    files: string[];
  }>;
}

export async function liveTypes({
  live,
  shellProvides,
  storeDir,
}: {
  live: Map<string, LiveRelease>;
  shellProvides: ProvidedVersions | null;
  storeDir: string;
}): Promise<LiveTypes> {
  const kit = await Promise.all(
    KIT_PACKAGES.filter((name) => shellProvides?.[name]).map(async (name) => {
      const version = shellProvides![name]!;
      const stored = await fileExists(path.join(storeDir, KIT_DIR, kitTarballName(name, version)));
      return { name, version, tarball: stored ? kitTarballUrl(name, version) : null };
    }),
  );
  const remotes = [...live.values()]
    .sort((a, b) => (a.remote < b.remote ? -1 : 1))
    .map(({ remote, manifest }) => ({
      remote,
      name: manifest.name,
      releaseId: manifest.releaseId,
      base: localReleaseBase(remote, manifest.releaseId),
      types: manifest.types,
      files: manifest.files.filter((file) => file.startsWith(`${TYPES_DIR}/`)),
    }));
  return { kit, remotes };
}

