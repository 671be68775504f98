// The UserSummary of the API (shared-api/types): the few public fields other
// records embed for a person (a booking's parties, a chat's receiver). One
// column set for the schema (shared-api's userSummarySchema), so every embed
// shows the same fields and never an email or a password hash.
import type { UserSummary } from '@marketplace/shared-api/types';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

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
