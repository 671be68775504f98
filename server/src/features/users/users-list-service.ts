// GET /api/users. Admins list every user with every field, searched by name,
// username or email (trigram-friendly ILIKE on the indexed columns) and paged.
// A member may only ask premium=Admin (to find the admins and send them a
// premium application) and gets their public fields; anything else is 403.
// Alphabetical by username, paged by keyset on lower(username), which the
// unique index users_username_lower_unique serves.
import { and, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { USERNAME_PATTERN } from '@marketplace/shared-api/schemas/auth';
import type { UsersPage } from '@marketplace/shared-api/api/profiles';
import type { Premium } from '@marketplace/shared-api/types';
import type { Database } from '../../db/database';
import { users, usersSearchText } from '../../db/schema/index';
import { ADMIN_ONLY, isAdmin, type AuthContext } from '../../plugins/auth';
import { forbidden } from '../../http-error';
import { containsPattern, normalizeSpaces } from '../../db/like-pattern';
import { decodeCursor, encodeCursor } from '../../keyset-cursor';
import { toPublicUser, toUser } from './user-response';

export interface UsersQuery {
  premium?: Premium;
  search?: string;
  limit: number;
  cursor?: string;
}

const usernameKeys = z.tuple([z.string().regex(USERNAME_PATTERN)]);
const encodeUsernameCursor = (lowerUsername: string) => encodeCursor([lowerUsername]);
const decodeUsernameCursor = (text: string) => decodeCursor(text, usernameKeys)[0].toLowerCase();

/**
 * One page's query (one row more than the page, to know whether another
 * follows). Exported so the benchmark can EXPLAIN and time exactly this query.
 */
export function usersPageQuery(db: Database, query: UsersQuery, admin: boolean) {
  const conditions: SQL[] = [];
  if (query.premium) conditions.push(eq(users.premium, query.premium));
  if (admin && query.search) {
    // One text, served by the trigram index users_search_trgm_idx (migration 0008).
    conditions.push(ilike(usersSearchText(users), containsPattern(normalizeSpaces(query.search))));
  }
  if (query.cursor) conditions.push(sql`lower(${users.username}) > ${decodeUsernameCursor(query.cursor)}`);
  return db
    .select()
    .from(users)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(sql`lower(${users.username})`)
    .limit(query.limit + 1);
}

export function createUsersListService({ db }: { db: Database }) {
  return async function listUsers(query: UsersQuery, viewer: AuthContext): Promise<UsersPage> {
    const admin = isAdmin(viewer);
    if (!admin && query.premium !== 'Admin') throw forbidden(ADMIN_ONLY);
    const rows = await usersPageQuery(db, query, admin);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      users: page.map((row) => (admin ? toUser(row, viewer) : toPublicUser(row))),
      nextCursor: rows.length > query.limit && last ? encodeUsernameCursor(last.username.toLowerCase()) : null,
    };
  };
}

export type UsersListService = ReturnType<typeof createUsersListService>;
