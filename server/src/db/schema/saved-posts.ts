// Listings a user saved with the Save toggle of /{id}; shown on /profile.
import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';

export const savedPosts = pgTable(
  'saved_posts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.listingId], name: 'saved_posts_pk' }),
    // Deleting a listing cascades here; without this index that is a full scan.
    index('saved_posts_listing_idx').on(table.listingId),
  ],
);

export type SavedPostRow = typeof savedPosts.$inferSelect;
