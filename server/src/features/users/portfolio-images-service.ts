// GET/POST/DELETE /api/users/images: the caller's own portfolio (users.images).
// These routes act on the signed-in user only, so nobody can touch another
// user's images. Added images must be files this user uploaded here.
import { eq } from 'drizzle-orm';
import { PORTFOLIO_IMAGES_MAX } from '@marketplace/shared-api/schemas/profiles';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/index';
import { HttpError, notFound } from '../../http-error';
import type { SessionCache } from '../../plugins/session-cache';
import type { UploadsService } from '../uploads/service';
import { USER_NOT_FOUND } from './service';

export const IMAGE_NOT_FOUND = 'Image not found';
export const IMAGES_NOT_OURS = 'Images must be uploaded to this site first';
export const TOO_MANY_IMAGES = `A portfolio holds at most ${PORTFOLIO_IMAGES_MAX} images`;

export interface ImagesAnswer {
  images: string[];
}

export interface PortfolioImagesDeps {
  db: Database;
  clock: Clock;
  uploads: Pick<UploadsService, 'isOurUpload' | 'releaseUnreferenced'>;
  /** The images are part of the row the auth hooks keep (the session check answers them). */
  sessions: Pick<SessionCache, 'accountChanged'>;
}

export function createPortfolioImagesService({ db, clock, uploads, sessions }: PortfolioImagesDeps) {
  async function assertUploadedBy(userId: string, urls: string[]): Promise<void> {
    for (const [index, url] of urls.entries()) {
      if (!(await uploads.isOurUpload(url, [userId]))) throw new HttpError(400, IMAGES_NOT_OURS, `images.${index}`);
    }
  }

  /** Reads the images with the row locked, so two concurrent edits cannot lose one another's change. */
  async function change(userId: string, edit: (images: string[]) => string[]): Promise<ImagesAnswer> {
    const answer = await db.transaction(async (tx) => {
      const [row] = await tx.select({ images: users.images }).from(users).where(eq(users.id, userId)).for('update');
      if (!row) throw notFound(USER_NOT_FOUND);
      const images = edit(row.images);
      await tx.update(users).set({ images, updatedAt: clock.now() }).where(eq(users.id, userId));
      return { images };
    });
    sessions.accountChanged(userId);
    return answer;
  }

  return {
    async list(userId: string): Promise<ImagesAnswer> {
      const [row] = await db.select({ images: users.images }).from(users).where(eq(users.id, userId)).limit(1);
      if (!row) throw notFound(USER_NOT_FOUND);
      return { images: row.images };
    },

    async add(userId: string, urls: string[]): Promise<ImagesAnswer> {
      await assertUploadedBy(userId, urls);
      return change(userId, (images) => {
        const merged = [...new Set([...images, ...urls])];
        if (merged.length > PORTFOLIO_IMAGES_MAX) throw new HttpError(400, TOO_MANY_IMAGES, 'images');
        return merged;
      });
    },

    async remove(userId: string, url: string): Promise<ImagesAnswer> {
      const answer = await change(userId, (images) => {
        if (!images.includes(url)) throw notFound(IMAGE_NOT_FOUND);
        return images.filter((image) => image !== url);
      });
      await uploads.releaseUnreferenced([url]);
      return answer;
    },
  };
}

export type PortfolioImagesService = ReturnType<typeof createPortfolioImagesService>;
