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
import { RELEASE_ID_PATTERN, RELEASE_MANIFEST_FILE, releaseManifestSchema, remotePartSchema, type ReleaseManifest } from './release-manifest';

/** Where a release's files are in the store: the URL path this server serves them under. */
export const localReleaseBase = (remote: string, releaseId: string) => `/releases/${remote}/${releaseId}/`;

/**
 * The folder beside a remote's releases that holds every kept release's browser files by
 * name (sharedFileName): a chunk's name carries webpack's content hash, so one name is one
 * content across releases, and a browser that has a chunk from one release keeps it for the
 * next. Browsers load releases from here; a release's own folder stays whole beside it (its
 * id is checked against it, the first screen's bundle runs from it, a team's types are there).
 */
export const SHARED_FILES_DIR = 'files';

/** The URL path of a remote's shared files: its releases' entries and chunks. */
export const sharedFilesBase = (remote: string) => `/releases/${remote}/${SHARED_FILES_DIR}/`;

/**
 * A release file's name in the shared folder: its entry (and the entry's compressed copies and
 * map) named by its release, as the entry's name is the same in every build; every other file
 * by its own name. Null for what browsers never load there: the manifests, and anything in a
 * subfolder (the server bundle, the types).
 */
export function sharedFileName(manifest: Pick<ReleaseManifest, 'entry' | 'releaseId'>, file: string): string | null {
  if (file.includes('/') || file === RELEASE_MANIFEST_FILE || file.startsWith('remote-part.json')) return null;
  if (file === manifest.entry || file.startsWith(`${manifest.entry}.`)) {
    return `${manifest.entry.replace(/\.js$/, '')}.${manifest.releaseId}.js${file.slice(manifest.entry.length)}`;
  }
  return file;
}

/** Refused publish: a file named as one already shared, with other bytes (names carry content hashes, so never by chance). */
export class SharedFileClash extends Error {
  constructor(readonly remote: string, readonly file: string) {
    super(`${remote}'s ${file} is already in the store with other content; a chunk's name must carry its content hash.`);
  }
}

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
  /**
   * Puts the release's browser files in its remote's shared folder, those not there yet (each
   * whole or absent); a name there with other bytes throws SharedFileClash. Publish and mirror
   * do it; the server again when it registers a release, so a prune that ran meanwhile cannot
   * leave it short.
   */
  share(manifest: ReleaseManifest): Promise<void>;
  /** Removes from a remote's shared folder what no release in its store lists any more. */
  pruneShared(remote: string): Promise<void>;
}

export function createReleaseStore(dir: string): ReleaseStore {
  const pathOf = (remote: string, releaseId: string) => path.join(dir, remote, releaseId);
  const sharedDirOf = (remote: string) => path.join(dir, remote, SHARED_FILES_DIR);

  async function share(manifest: ReleaseManifest): Promise<void> {
    const from = pathOf(manifest.remote, manifest.releaseId);
    const to = sharedDirOf(manifest.remote);
    await fs.mkdir(to, { recursive: true });
    for (const file of manifest.files) {
      const name = sharedFileName(manifest, file);
      if (!name) continue;
      const bytes = await fs.readFile(path.join(from, file));
      let there: Buffer | null = null;
      try {
        there = await fs.readFile(path.join(to, name));
      } catch (error) {
        if (!isMissingFile(error)) throw error;
      }
      if (there) {
        // A source map is named after its code, not its own bytes, which hold where the build
        // ran: the code being the same, the map already there describes it as well.
        if (!there.equals(bytes) && !name.endsWith('.map')) throw new SharedFileClash(manifest.remote, file);
        continue;
      }
      const staging = path.join(to, `.staging-${randomBytes(6).toString('hex')}`);
      await fs.writeFile(staging, bytes);
      await fs.rename(staging, path.join(to, name));
    }
  }

  /** The manifests of every release of a remote in the store. */
  async function releasesOf(remote: string): Promise<ReleaseManifest[]> {
    let names: string[];
    try {
      names = await fs.readdir(path.join(dir, remote));
    } catch (error) {
      if (isMissingFile(error)) return [];
      throw error;
    }
    const manifests = await Promise.all(names.filter((name) => RELEASE_ID_PATTERN.test(name)).map((name) => read(remote, name)));
    return manifests.filter((manifest): manifest is ReleaseManifest => manifest !== null);
  }

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
      if (existing) {
        await share(existing);
        return existing;
      }
      const manifest: ReleaseManifest = releaseManifestSchema.parse({
        ...part,
        remote,
        releaseId,
        build: part.build ?? { commit: 'unknown', builtAt: new Date().toISOString() },
        files,
        integrity: integrityOf(built),
      });
      await writeWhole(manifest, (staging) => fs.cp(distDir, staging, { recursive: true }));
      try {
        await share(manifest);
      } catch (error) {
        // Refused whole: a release whose files cannot all be shared is not left in the store.
        await fs.rm(pathOf(remote, releaseId), { recursive: true, force: true });
        throw error;
      }
      return manifest;
    },
    async remove(remote, releaseId) {
      await fs.rm(pathOf(remote, releaseId), { recursive: true, force: true });
    },
    async mirror(manifest, files) {
      if (!(await read(manifest.remote, manifest.releaseId))) {
        await writeWhole(manifest, async (staging) => {
          for (const file of files) {
            await fs.mkdir(path.dirname(path.join(staging, file.path)), { recursive: true });
            await fs.writeFile(path.join(staging, file.path), file.bytes);
          }
        });
      }
      await share(manifest);
    },
    share,
    async pruneShared(remote) {
      const listed = new Set<string>();
      for (const manifest of await releasesOf(remote)) {
        for (const file of manifest.files) {
          const name = sharedFileName(manifest, file);
          if (name) listed.add(name);
        }
      }
      let names: string[];
      try {
        names = await fs.readdir(sharedDirOf(remote));
      } catch (error) {
        if (isMissingFile(error)) return;
        throw error;
      }
      await Promise.all(names.filter((name) => !listed.has(name) && !name.startsWith('.staging-')).map((name) => fs.rm(path.join(sharedDirOf(remote), name), { force: true })));
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
