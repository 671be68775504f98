// The people of a booking race: as many Bosses as Assistants (₱1,250 an hour), each
// Boss to book the Assistant of the same index, written straight into the database.
import type { BenchDatabase } from './bench-database';

export async function seedRacePeople(db: BenchDatabase, prefix: string, count: number): Promise<{ assistants: string[]; clients: string[] }> {
  const code = prefix.slice(0, 3).toUpperCase();
  await db.query(
    `insert into users (username, email, password_hash, first_name, last_name, role, salary_rate, referral_code)
     select $2 || '_assistant_' || i, $2 || '_assistant_' || i || '@bench.local', 'not-a-hash', 'Assistant', 'No' || i, 'Assistant', 125000, $3 || 'A' || i
     from generate_series(1, $1::int) as series(i)`,
    [count, prefix, code],
  );
  await db.query(
    `insert into users (username, email, password_hash, first_name, last_name, role, referral_code)
     select $2 || '_client_' || i, $2 || '_client_' || i || '@bench.local', 'not-a-hash', 'Client', 'No' || i, 'Boss', $3 || 'B' || i
     from generate_series(1, $1::int) as series(i)`,
    [count, prefix, code],
  );
  const ids = async (role: string) =>
    (await db.query<{ id: string }>(`select id from users where username like $1 order by username`, [`${prefix}\\_${role}\\_%`])).map((row) => row.id);
  return { assistants: await ids('assistant'), clients: await ids('client') };
}
