// The release store on this server's disk (RELEASE_STORE_DIR, DATA_DIR/releases
// by default): <remote>/<releaseId>/ holds one release's files and its
// release.json, never changed once written. Publishing copies a build (a
// remote's dist) in under the hash of its files, so the same build published
// twice is one release; it is written to a temporary folder and renamed into
// place, so a release is either whole or absent. The folder is plain files:
// this server serves it at /releases/, and nginx or a CDN can serve it as well.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isMissingFile } from '../../plugins/per-deploy';
import { RELEASE_MANIFEST_FILE, releaseManifestSchema, remotePartSchema, type ReleaseManifest } from './release-manifest';

/** Where a release's files are in the store: the URL path this server serves them under. */
export const localReleaseBase = (remote: string, releaseId: string) => `/releases/${remote}/${releaseId}/`;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * A release's id: the hash of its files, their paths and contents in path order. The server
 * computes it again from the files themselves before it registers a release (service.ts), so
 * an id always names the same bytes.
 */
export function releaseIdOf(files: ReadonlyArray<{ path: string; bytes: Uint8Array }>): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    hash.update(file.path).update('\0');
    hash.update(createHash('sha256').update(file.bytes).digest());
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Each file's subresource integrity (sha384, as a browser checks it), by its path in the
 * release: computed here from the bytes the server hashed against the id, never taken
 * from the team's release.json.
 */
export function integrityOf(files: ReadonlyArray<{ path: string; bytes: Uint8Array }>): Record<string, string> {
  const integrity: Record<string, string> = {};
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    integrity[file.path] = `sha384-${createHash('sha384').update(file.bytes).digest('base64')}`;
  }
  return integrity;
}

const readAll = (dir: string, files: string[]) => Promise.all(files.map(async (file) => ({ path: file, bytes: await fs.readFile(path.join(dir, file)) })));

export interface ReleaseStore {
  readonly dir: string;
  /** Copies a remote's build (its dist) in as a release; the same build twice is the same release. */
  publish(remote: string, distDir: string): Promise<ReleaseManifest>;
  /** The release's manifest, or null when the store does not hold it (or holds something unreadable). */
  read(remote: string, releaseId: string): Promise<ReleaseManifest | null>;
  /** Where the release's files are on disk. */
  pathOf(remote: string, releaseId: string): string;
  /** Removes a release's files (the caller keeps the live ones). */
  remove(remote: string, releaseId: string): Promise<void>;
  /**
   * The id the release's files on disk hash to (its release.json aside), whether they are exactly
   * the ones it lists, and each one's integrity (integrityOf).
   */
  hashOnDisk(manifest: ReleaseManifest): Promise<{ releaseId: string; listed: boolean; integrity: Record<string, string> }>;
  /**
   * Keeps a copy of a release hosted elsewhere, its files as fetched and checked against its id:
   * the same release, served from here when its host fails. Whole or absent, never rewritten.
   */
  mirror(manifest: ReleaseManifest, files: ReadonlyArray<{ path: string; bytes: Uint8Array }>): Promise<void>;
}

export function createReleaseStore(dir: string): ReleaseStore {
  const pathOf = (remote: string, releaseId: string) => path.join(dir, remote, releaseId);

  async function read(remote: string, releaseId: string): Promise<ReleaseManifest | null> {
    let text: string;
    try {
      text = await fs.readFile(path.join(pathOf(remote, releaseId), RELEASE_MANIFEST_FILE), 'utf8');
    } catch (error) {
      if (isMissingFile(error)) return null;
      throw error;
    }
    try {
      const parsed = releaseManifestSchema.safeParse(JSON.parse(text));
      return parsed.success && parsed.data.remote === remote && parsed.data.releaseId === releaseId ? parsed.data : null;
    } catch {
      return null;
    }
  }

  /**
   * Writes a release into a temporary folder (fill), then renames it into place: whole or
   * absent. Another writer that renamed the same release first wrote the same files.
   */
  async function writeWhole(manifest: ReleaseManifest, fill: (staging: string) => Promise<void>): Promise<void> {
    const staging = path.join(dir, manifest.remote, `.staging-${randomBytes(6).toString('hex')}`);
    await fs.mkdir(staging, { recursive: true });
    try {
      await fill(staging);
      await fs.writeFile(path.join(staging, RELEASE_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      await fs.rename(staging, pathOf(manifest.remote, manifest.releaseId));
    } catch (error) {
      await fs.rm(staging, { recursive: true, force: true });
      const code = (error as NodeJS.ErrnoException).code;
      if ((code === 'ENOTEMPTY' || code === 'EEXIST') && (await read(manifest.remote, manifest.releaseId))) return;
      throw error;
    }
  }

  return {
    dir,
    pathOf,
    read,
    async publish(remote, distDir) {
      const part = remotePartSchema.parse(JSON.parse(await fs.readFile(path.join(distDir, 'remote-part.json'), 'utf8')));
      const files = await filesUnder(distDir);
      const built = await readAll(distDir, files);
      const releaseId = releaseIdOf(built);
      const existing = await read(remote, releaseId);
      if (existing) return existing;
      const manifest: ReleaseManifest = releaseManifestSchema.parse({
        ...part,
        remote,
        releaseId,
        build: part.build ?? { commit: 'unknown', builtAt: new Date().toISOString() },
        files,
        integrity: integrityOf(built),
      });
      await writeWhole(manifest, (staging) => fs.cp(distDir, staging, { recursive: true }));
      return manifest;
    },
    async remove(remote, releaseId) {
      await fs.rm(pathOf(remote, releaseId), { recursive: true, force: true });
    },
    async mirror(manifest, files) {
      if (await read(manifest.remote, manifest.releaseId)) return;
      await writeWhole(manifest, async (staging) => {
        for (const file of files) {
          await fs.mkdir(path.dirname(path.join(staging, file.path)), { recursive: true });
          await fs.writeFile(path.join(staging, file.path), file.bytes);
        }
      });
    },
    async hashOnDisk(manifest) {
      const dir = pathOf(manifest.remote, manifest.releaseId);
      const onDisk = (await filesUnder(dir)).filter((file) => file !== RELEASE_MANIFEST_FILE);
      const listed = JSON.stringify(onDisk) === JSON.stringify([...manifest.files].sort());
      const files = await readAll(dir, onDisk);
      return { releaseId: releaseIdOf(files), listed, integrity: integrityOf(files) };
    },
  };
}
