// GET /api/users: every signed-in user may list users (to find admins with
// premium=Admin and send them a premium application); emails stay hidden from
// everyone but admins (toUser). Alphabetical by username, paged by keyset on
// lower(username), which the unique index users_username_lower_unique serves.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { USERNAME_PATTERN } from '@marketplace/shared-api/schemas/auth';
import type { UsersPage } from '@marketplace/shared-api/api/profiles';
import type { Premium } from '@marketplace/shared-api/types';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/index';
import { HttpError } from '../../http-error';
import type { AuthContext } from '../../plugins/auth';
import { INVALID_CURSOR } from '../profiles/search-cursor';
import { toUser } from './user-response';

export interface UsersQuery {
  premium?: Premium;
  limit: number;
  cursor?: string;
}

const encodeCursor = (lowerUsername: string) => Buffer.from(lowerUsername).toString('base64url');

function decodeCursor(text: string): string {
  const username = /^[A-Za-z0-9_-]+$/.test(text) ? Buffer.from(text, 'base64url').toString('utf8') : '';
  if (!USERNAME_PATTERN.test(username)) throw new HttpError(400, INVALID_CURSOR, 'cursor');
  return username.toLowerCase();
}

export function createUsersListService({ db }: { db: Database }) {
  return async function listUsers(query: UsersQuery, viewer: AuthContext): Promise<UsersPage> {
    const conditions: SQL[] = [];
    if (query.premium) conditions.push(eq(users.premium, query.premium));
    if (query.cursor) conditions.push(sql`lower(${users.username}) > ${decodeCursor(query.cursor)}`);
    const rows = await db
      .select()
      .from(users)
      .where(conditions.length > 0 ? and(...conditions) : undefined)
      .orderBy(sql`lower(${users.username})`)
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      users: page.map((row) => toUser(row, viewer)),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last.username.toLowerCase()) : null,
    };
  };
}

export type UsersListService = ReturnType<typeof createUsersListService>;
