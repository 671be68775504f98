// Profile posts: the public card of an Assistant on /profile/list (SPEC sections
// 3 and 4). Each row is a snapshot of the user's public fields, plus premium and
// responseTime, so the list is one indexed scan with no join. The account is the
// source of truth: posts are rebuilt from it on profile update (one per user).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PREMIUM_VALUES, ROLES } from '@marketplace/shared-api/constants';
import { users } from './users';

export const profilePosts = pgTable(
  'profile_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Not shown on the card, but searched by the userName filter. */
    username: text('username').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    avatar: text('avatar'),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    /**
     * skills lower-cased, for the case-insensitive any-of filter through a GIN
     * index. Written by the application: an array cast is not immutable, so it
     * cannot be a generated column.
     */
    skillsLower: text('skills_lower').array().notNull().default(sql`'{}'::text[]`),
    location: text('location'),
    role: text('role', { enum: ROLES }).notNull(),
    /** Hourly rate in centavos, like users.salary_rate. */
    salaryRateCentavos: integer('salary_rate'),
    experience: text('experience'),
    availability: text('availability'),
    image: text('image'),
    type: text('type', { enum: ['profile'] }).notNull().default('profile'),
    premium: text('premium', { enum: PREMIUM_VALUES }).notNull().default('Not Verified'),
    responseTime: text('response_time'),
    // Millisecond precision, so a paging cursor carrying a JavaScript time is exact.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** The list's first sort key: Verified users come first (SPEC section 4). */
    verified: boolean('verified')
      .notNull()
      .generatedAlwaysAs(sql`"premium" = 'Verified'`),
    /** The second sort key: newest by the later of creation and update. */
    listedAt: timestamp('listed_at', { withTimezone: true, precision: 3 })
      .notNull()
      .generatedAlwaysAs(sql`greatest("created_at", "updated_at")`),
    /** What the userName filter matches: first name, last name, full name and username. */
    nameSearch: text('name_search')
      .notNull()
      .generatedAlwaysAs(sql`"first_name" || ' ' || "last_name" || ' ' || "username"`),
  },
  (table) => [
    // One profile post per user: publishing again replaces it.
    uniqueIndex('profile_posts_user_unique').on(table.userId),
    // Keyset paging of the list in its exact ORDER BY (verified, listed_at, id all descending).
    index('profile_posts_assistant_order_idx')
      .on(table.verified.desc(), table.listedAt.desc(), table.id.desc())
      .where(sql`${table.role} = 'Assistant'`),
    // Partial, case-insensitive matches (ILIKE '%term%') through trigrams. The search GIN
    // indexes have no pending list (fastupdate off): posts change seldom and are searched
    // constantly, and every search would scan the pending list's unsorted entries
    // (about twice the time of an index scan after a bulk of inserts, bench/profile-search).
    index('profile_posts_name_trgm_idx').using('gin', table.nameSearch.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('profile_posts_location_trgm_idx').using('gin', table.location.op('gin_trgm_ops')).with({ fastupdate: false }),
    // Any-of skills (skills_lower && array[...]).
    index('profile_posts_skills_lower_idx').using('gin', table.skillsLower).with({ fastupdate: false }),
    check('profile_posts_salary_rate_check', sql`${table.salaryRateCentavos} is null or ${table.salaryRateCentavos} >= 0`),
    check('profile_posts_type_check', sql`${table.type} = 'profile'`),
  ],
);

export type ProfilePostRow = typeof profilePosts.$inferSelect;
export type NewProfilePostRow = typeof profilePosts.$inferInsert;
