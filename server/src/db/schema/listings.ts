// Listings (SPEC section 3 "Listing / post detail"): what /{id} shows. The
// profile page's "projects" are the same rows seen as {id, title, images, rate,
// createdAt}, so a project card links to its listing.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    address: text('address').notNull().default(''),
    /** Hourly rate in cents (money is stored in integer minor units). */
    rateCents: integer('rate_cents').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    days: integer('days'),
    bathroom: integer('bathroom'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    // A user's projects, newest first.
    index('listings_user_created_idx').on(table.userId, table.createdAt.desc()),
    check('listings_rate_check', sql`${table.rateCents} >= 0`),
  ],
);

/** One per listing: the details block of /{id}. */
export const postDetails = pgTable(
  'post_details',
  {
    listingId: uuid('listing_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    description: text('description').notNull().default(''),
    /** Size of the engagement in hours. */
    sizeHours: integer('size_hours'),
    school: text('school'),
    /** 1 means Verified yes (SPEC section 2, single listing detail). */
    restaurant: smallint('restaurant'),
  },
  (table) => [
    check('post_details_size_check', sql`${table.sizeHours} is null or ${table.sizeHours} >= 0`),
    check('post_details_restaurant_check', sql`${table.restaurant} is null or ${table.restaurant} in (0, 1)`),
  ],
);

export type ListingRow = typeof listings.$inferSelect;
export type NewListingRow = typeof listings.$inferInsert;
export type PostDetailRow = typeof postDetails.$inferSelect;
