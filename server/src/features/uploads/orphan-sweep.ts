// Uploads nothing shows, swept: a file that no profile, post, listing or image
// list references a day after its upload is deleted with its row. A file in use
// then is marked kept (releaseUnreferenced frees it when it stops being shown).
// The rows are data, so the sweep survives restarts; rows are claimed FOR UPDATE
// SKIP LOCKED, so several processes never delete the same file twice.
import { and, asc, isNull, lte, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { uploads } from '../../db/schema/index';
import type { Sweeps } from '../../plugins/sweeps';
import { isImageReferenced } from './image-references';
import type { ImageStorage } from './storage';

export const ORPHAN_UPLOAD_SWEEP = 'uploads.delete-orphans';
export const ORPHAN_AFTER_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

export function registerOrphanUploadSweep(sweeps: Pick<Sweeps, 'register'>, deps: { db: Database; storage: ImageStorage }): void {
  const { db, storage } = deps;
  sweeps.register(ORPHAN_UPLOAD_SWEEP, async ({ now, log }) => {
    const cutoff = new Date(now.getTime() - ORPHAN_AFTER_MS);
    for (;;) {
      const deleted = await db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(uploads)
          .where(and(isNull(uploads.keptAt), lte(uploads.createdAt, cutoff)))
          .orderBy(asc(uploads.createdAt))
          .limit(BATCH)
          .for('update', { skipLocked: true });
        const gone: string[] = [];
        for (const row of rows) {
          if (await isImageReferenced(tx, storage.urlFor(row.key))) {
            await tx.update(uploads).set({ keptAt: now }).where(eq(uploads.key, row.key));
          } else {
            await tx.delete(uploads).where(eq(uploads.key, row.key));
            gone.push(row.key);
          }
        }
        return { gone, claimed: rows.length };
      });
      // Files go after the commit: a rolled-back run leaves every file where it was.
      for (const key of deleted.gone) await storage.delete(key);
      if (deleted.gone.length > 0) log.info({ files: deleted.gone.length }, 'orphan uploads deleted');
      if (deleted.claimed < BATCH) return;
    }
  });
}
