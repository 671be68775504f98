// What a remote's build says of itself (dist/remote-part.json, written by
// build/remote-part-plugin.mjs) and what a release says of itself (release.json
// beside its files in the release store: the same, with its id and files): one
// schema reads both, wherever they come from (the disk, or a release's own origin).
import { z } from 'zod';
import { ROUTE_ACCESS_LEVELS, type RemoteManifestEntry } from '@marketplace/shared-api/federation/remote-contract';
import { safeRelativePath } from '../../plugins/static-files';

/** The longest route title a remote may declare: a heading, not a paragraph. */
export const ROUTE_TITLE_MAX_LENGTH = 120;
/** The file beside a release's files that describes it. */
export const RELEASE_MANIFEST_FILE = 'release.json';
/** What a release id looks like: the first 16 hex digits of the hash of its files. */
export const RELEASE_ID_PATTERN = /^[0-9a-f]{16}$/;

/** A sha384 subresource integrity value, as browsers read it. */
export const SRI_PATTERN = /^sha384-[A-Za-z0-9+/]{64}$/;

const relativeFile = z.string().refine((file) => safeRelativePath(file) !== null, 'must be a path inside the release');

export const remotePartSchema = z.object({
  name: z.string().regex(/^\w+$/),
  entry: relativeFile,
  routes: z
    .array(
      z.object({
        path: z.string().min(1),
        access: z.enum(ROUTE_ACCESS_LEVELS),
        title: z.string().trim().min(1).max(ROUTE_TITLE_MAX_LENGTH).optional(),
        screen: z.string().min(1).optional(),
        data: z.array(z.string().startsWith('/api/')).optional(),
        image: z.object({ read: z.string().startsWith('/api/'), field: z.string().regex(/^\w+$/) }).optional(),
      }),
    )
    .default([]),
  exposes: z.array(z.string()).default([]),
  exposeFiles: z.record(z.string(), z.array(relativeFile)).default({}),
  screenFiles: z.record(z.string(), z.array(relativeFile)).default({}),
  /**
   * Each exposed module's type declarations entry ('./BookingWidget' -> '@types/BookingWidget.d.ts'),
   * with what it imports under the same folder (build/exposed-types.mjs). None in a release built before.
   */
  types: z.record(z.string(), relativeFile).default({}),
  build: z.object({ commit: z.string().min(1).max(100), builtAt: z.iso.datetime() }).optional(),
  /** Each shared module the remote requires, with its version range (false: any version). */
  shared: z.record(z.string(), z.union([z.string(), z.literal(false)])).default({}),
});
export type RemotePart = z.infer<typeof remotePartSchema>;

export const releaseManifestSchema = remotePartSchema.extend({
  /** The remote's folder name ('mf-chat'). */
  remote: z.string().regex(/^mf-[a-z]+$/),
  releaseId: z.string().regex(RELEASE_ID_PATTERN),
  build: z.object({ commit: z.string().min(1).max(100), builtAt: z.iso.datetime() }),
  /** Every file of the release, relative to its base. */
  files: z.array(relativeFile),
  /**
   * Each file's subresource integrity ('sha384-…'), by its path: what the server computed from
   * the files it hashed against the id (release-store.ts integrityOf), so the browser refuses
   * any other bytes. Absent in a release recorded before it was kept.
   */
  integrity: z.record(relativeFile, z.string().regex(SRI_PATTERN)).optional(),
});
export type ReleaseManifest = z.infer<typeof releaseManifestSchema>;

/** A remote's /remotes.json entry for a release whose entry is at `entry` (its chunks beside it). */
export function manifestEntryOf(manifest: ReleaseManifest, entry: string): RemoteManifestEntry {
  return {
    name: manifest.name,
    entry,
    routes: manifest.routes,
    exposes: manifest.exposes,
    exposeFiles: manifest.exposeFiles,
    screenFiles: manifest.screenFiles,
    release: { id: manifest.releaseId, commit: manifest.build.commit, builtAt: manifest.build.builtAt },
    ...(manifest.integrity?.[manifest.entry] ? { integrity: manifest.integrity[manifest.entry] } : {}),
  };
}
