// Names kept on the books: a party's name as it reads today, written beside its id
// on every entry, so an entry still says whose money it was once the account is gone.
import { fullName } from '@marketplace/shared-api/format';
import type { Executor } from '../../db/database';
import { inList, prepared } from '../../db/prepared';
import { users } from '../../db/schema/index';
import type { Party } from './journal';

export const DELETED_USER = 'a deleted user';
/** The platform's own side of the books (fees, and what it pays referrers from them). */
export const PLATFORM: Party = { id: null, name: 'platform' };

const namesOf = prepared('party_names', (db) => db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inList(users.id, 'ids')));

/**
 * The parties of these user ids (a missing one reads DELETED_USER); only those not already known are read.
 * known: names the caller read already (a null name is not known: it is read).
 */
export async function partiesOf(
  tx: Executor,
  ids: Array<string | null>,
  known: ReadonlyArray<{ id: string; name: string | null }> = [],
): Promise<Map<string | null, Party>> {
  const found = new Map(known.flatMap(({ id, name }) => (name === null ? [] : [[id, { id, name }] as const])));
  const wanted = [...new Set(ids.filter((id): id is string => id !== null && !found.has(id)))];
  const rows = wanted.length ? await namesOf(tx, { ids: wanted }) : [];
  for (const row of rows) found.set(row.id, { id: row.id, name: fullName(row) });
  return new Map(ids.map((id) => [id, (id && found.get(id)) || { id, name: DELETED_USER }] as const));
}
