// Uploaded images: storing one (process first, write only when every check
// passed, so a refused upload leaves nothing behind), telling whether a URL is
// a file we host (and who uploaded it), and freeing files nothing shows any more.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { uploads } from '../../db/schema/index';
import { HttpError } from '../../http-error';
import { processImage } from './image-processing';
import { isImageReferenced } from './image-references';
import { PURPOSE_RULES, type UploadPurpose } from './purposes';
import { uploaderOfKey, type ImageStorage } from './storage';

export interface StoredImage {
  key: string;
  imageUrl: string;
}

export interface UploadsServiceDeps {
  db: Database;
  storage: ImageStorage;
  clock: Clock;
  /** Bytes of stored images one user may hold. */
  storedBytesPerUser: number;
}

export const QUOTA_FULL = (quotaBytes: number) =>
  `Your images use all of your ${Math.round(quotaBytes / (1024 * 1024))} MB of storage. Remove images you no longer show and try again.`;

export function createUploadsService({ db, storage, clock, storedBytesPerUser }: UploadsServiceDeps) {
  async function storedBytesOf(uploaderId: string): Promise<number> {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${uploads.bytes}), 0)::bigint` })
      .from(uploads)
      .where(eq(uploads.uploaderId, uploaderId));
    return Number(row.total);
  }

  return {
    async storeImage(uploaderId: string, purpose: UploadPurpose, input: Buffer): Promise<StoredImage> {
      const image = await processImage(input, PURPOSE_RULES[purpose]);
      if ((await storedBytesOf(uploaderId)) + image.bytes.length > storedBytesPerUser) {
        throw new HttpError(413, QUOTA_FULL(storedBytesPerUser), 'image');
      }
      const key = `${purpose}/${uploaderId}/${randomUUID()}.webp`;
      await storage.put(key, image.bytes, image.contentType);
      // The row is the file's record: the quota sums it and the orphan sweep reads it.
      await db.insert(uploads).values({ key, uploaderId, bytes: image.bytes.length, createdAt: clock.now() });
      return { key, imageUrl: storage.urlFor(key) };
    },

    /**
     * True when url is a file stored here (never a foreign URL) and, when
     * uploaders are given, one of them uploaded it (nobody shows other people's files).
     */
    async isOurUpload(url: string, uploaders?: readonly string[]): Promise<boolean> {
      const key = storage.keyFromUrl(url);
      if (!key) return false;
      const uploader = uploaderOfKey(key);
      if (uploaders && (!uploader || !uploaders.includes(uploader))) return false;
      return storage.exists(key);
    },

    /** Deletes the files of these URLs that are ours and no longer shown anywhere. Call after the change committed. */
    async releaseUnreferenced(urls: Iterable<string | null>): Promise<void> {
      for (const url of new Set(urls)) {
        if (!url) continue;
        const key = storage.keyFromUrl(url);
        if (!key || (await isImageReferenced(db, url))) continue;
        await storage.delete(key);
        await db.delete(uploads).where(eq(uploads.key, key));
      }
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
