// The UserSummary of the API (shared-api/types): the few public fields other
// records embed for a person (a booking's parties, a chat's receiver). One
// schema, one column set, one mapper, so every embed shows the same fields
// and never an email or a password hash.
import { z } from 'zod';
import { PREMIUM_VALUES, ROLES } from '@marketplace/shared-api/constants';
import type { UserSummary } from '@marketplace/shared-api/types';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const userSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  role: z.enum(ROLES),
  premium: z.enum(PREMIUM_VALUES),
}) satisfies z.ZodType<UserSummary>;

type SummaryField = keyof UserSummary;

/** The columns of a summary, selected from the users table or an alias of it (a join naming both parties). */
export function userSummaryColumns<T extends Record<SummaryField, AnyPgColumn>>(table: T): Pick<T, SummaryField> {
  return {
    id: table.id,
    username: table.username,
    firstName: table.firstName,
    lastName: table.lastName,
    avatar: table.avatar,
    role: table.role,
    premium: table.premium,
  };
}
