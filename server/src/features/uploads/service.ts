// Uploaded images: storing one (process first, write only when every check
// passed, so a refused upload leaves nothing behind), telling whether a URL is
// a file we host (and who uploaded it), and freeing files nothing shows any more.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
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
}

export function createUploadsService({ db, storage }: UploadsServiceDeps) {
  return {
    async storeImage(uploaderId: string, purpose: UploadPurpose, input: Buffer): Promise<StoredImage> {
      const image = await processImage(input, PURPOSE_RULES[purpose]);
      const key = `${purpose}/${uploaderId}/${randomUUID()}.webp`;
      await storage.put(key, image.bytes, image.contentType);
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
      }
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
