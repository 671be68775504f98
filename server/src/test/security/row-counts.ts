// The number of rows in every table of the app's schema, in one query: what a
// refused request must leave exactly as it found it (no partial write).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

type Rows<T> = { rows: T[] };

async function tableNames(db: Database): Promise<string[]> {
  const result = (await db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )) as unknown as Rows<{ table_name: string }>;
  return result.rows.map((row) => row.table_name);
}

/** A function answering { table: rowCount } for every table, the table list read once. */
export async function rowCounter(db: Database): Promise<() => Promise<Record<string, number>>> {
  const tables = await tableNames(db);
  if (tables.length === 0) throw new Error('rowCounter: no tables found');
  const counts = sql.join(
    tables.map((table) => sql`${table}::text, (SELECT count(*) FROM ${sql.identifier(table)})`),
    sql`, `,
  );
  const query = sql`SELECT json_build_object(${counts}) AS counts`;
  return async () => {
    const result = (await db.execute(query)) as unknown as Rows<{ counts: Record<string, number | string> | string }>;
    const raw = result.rows[0].counts;
    const parsed = typeof raw === 'string' ? (JSON.parse(raw) as Record<string, number | string>) : raw;
    return Object.fromEntries(Object.entries(parsed).map(([table, count]) => [table, Number(count)]));
  };
}
