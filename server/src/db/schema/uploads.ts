// One row per uploaded file: who uploaded it, its size and when. The stored-bytes
// quota sums it; the orphan sweep deletes files nothing shows a day after upload
// (both read it as data, so they survive restarts). The key is the storage key
// (`<purpose>/<uploaderId>/<uuid>.webp`); no foreign key to users, so deleting
// an account never blocks on its files.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    uploaderId: uuid('uploader_id').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    /** Set when the orphan sweep found the file in use a day after upload; such files are freed by releaseUnreferenced later. */
    keptAt: timestamp('kept_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [index('uploads_uploader_idx').on(table.uploaderId), index('uploads_created_at_idx').on(table.createdAt)],
);

export type UploadRow = typeof uploads.$inferSelect;
