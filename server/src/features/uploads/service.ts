// Storing an upload: process first, write only when every check passed, so a
// refused upload leaves nothing behind.
import { randomUUID } from 'node:crypto';
import { processImage } from './image-processing';
import { PURPOSE_RULES, type UploadPurpose } from './purposes';
import type { ImageStorage } from './storage';

export interface StoredImage {
  key: string;
  imageUrl: string;
}

export function createUploadsService(storage: ImageStorage) {
  return {
    async storeImage(uploaderId: string, purpose: UploadPurpose, input: Buffer): Promise<StoredImage> {
      const image = await processImage(input, PURPOSE_RULES[purpose]);
      const key = `${purpose}/${uploaderId}/${randomUUID()}.webp`;
      await storage.put(key, image.bytes, image.contentType);
      return { key, imageUrl: storage.urlFor(key) };
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
