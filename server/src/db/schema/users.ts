// The users table: every User field of SPEC section 3. Money is integer
// centavos (ARCHITECTURE: "money is integer centavos"); the API converts to pesos.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PREMIUM_VALUES, ROLES } from '@marketplace/shared-api/constants';
import { sqlList } from './sql-list';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    avatar: text('avatar'),
    role: text('role', { enum: ROLES }).notNull(),
    premium: text('premium', { enum: PREMIUM_VALUES }).notNull().default('Not Verified'),
    location: text('location'),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    experience: text('experience'),
    availability: text('availability'),
    /** Hourly rate in centavos; null for roles without one (Boss, Sharer). */
    salaryRateCentavos: integer('salary_rate'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    referralCode: text('referral_code').notNull(),
    referredBy: uuid('referred_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    referralCount: integer('referral_count').notNull().default(0),
    referralBookings: integer('referral_bookings').notNull().default(0),
    /** Referral earnings in centavos. */
    moneyEarnedCentavos: integer('money_earned').notNull().default(0),
    responseTime: text('response_time'),
    bio: text('bio'),
    /** The IANA zone the user reads times in (their choice on /profile/update); null: the browser's. */
    timeZone: text('time_zone'),
    /** Bumped by logout and password change: session tokens carry the version they were issued at and older ones answer 401. */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Case-insensitive uniqueness: 'Maria' and 'maria' are the same account.
    uniqueIndex('users_username_lower_unique').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_referral_code_unique').on(table.referralCode),
    // The admin console's search (ILIKE '%term%' on usersSearchText): trigrams,
    // so a rare term at 100,000 users reads a few index pages, not every row.
    index('users_search_trgm_idx').using('gin', sql`${usersSearchText(table)} gin_trgm_ops`),
    check('users_role_check', sql`${table.role} in (${sqlList(ROLES)})`),
    check('users_premium_check', sql`${table.premium} in (${sqlList(PREMIUM_VALUES)})`),
    check('users_salary_rate_check', sql`${table.salaryRateCentavos} is null or ${table.salaryRateCentavos} >= 0`),
    check('users_referral_count_check', sql`${table.referralCount} >= 0`),
  ],
);

/** What the admin console searches: username, first and last name (so 'Maria Santos' matches) and email, in one text. */
export function usersSearchText(table: { username: AnyPgColumn; firstName: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn }) {
  return sql`(${table.username} || ' ' || ${table.firstName} || ' ' || ${table.lastName} || ' ' || ${table.email})`;
}

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
