// The admin console's user search (GET /api/users?search=, usersPageQuery) at
// 100,000 users: each search's page query alone (median of QUERY_SAMPLES after
// warm-up runs) and its plan, with the trigram index of migration 0008
// (users_search_trgm_idx) and then without it (dropped in this run's throwaway
// database), so one run shows what the index buys. Terms range from a common
// surname (the username order finds a page quickly either way) to rare and
// absent ones (without the index, every row is read).
import { usersPageQuery, type UsersQuery } from '../src/features/users/users-list-service';
import { openBenchDatabase, type BenchDatabase } from './bench-database';
import { fixed, printTable } from './print-table';
import { seedBenchAssistants } from './profile-seed';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const QUERY_SAMPLES = 25;
const PAGE = 20;

const SEARCHES: Array<{ name: string; query: UsersQuery }> = [
  { name: 'no search (first page)', query: { limit: PAGE } },
  { name: "common surname 'santos'", query: { limit: PAGE, search: 'santos' } },
  { name: "full name 'maria santos'", query: { limit: PAGE, search: 'maria santos' } },
  { name: "one username 'bench_77777'", query: { limit: PAGE, search: 'bench_77777' } },
  { name: "one email 'bench_4242@'", query: { limit: PAGE, search: 'bench_4242@' } },
  { name: "no match 'nobody-here'", query: { limit: PAGE, search: 'nobody-here' } },
];

async function explain(db: BenchDatabase, query: UsersQuery): Promise<string> {
  const { sql, params } = usersPageQuery(db.handle.db, query, true).toSQL();
  const rows = await db.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params);
  return rows
    .map((row) => row['QUERY PLAN'])
    .filter((line) => /Scan|Sort|Limit|Filter|Cond/.test(line))
    .map((line) => line.replace(/\s+\(cost=.*$/, '').trim())
    .join(' / ');
}

async function medianQueryMs(db: BenchDatabase, query: UsersQuery): Promise<{ ms: number; rows: number }> {
  let rows = 0;
  for (let index = 0; index < 5; index += 1) rows = (await usersPageQuery(db.handle.db, query, true)).length;
  const samples: number[] = [];
  for (let index = 0; index < QUERY_SAMPLES; index += 1) {
    const started = performance.now();
    await usersPageQuery(db.handle.db, query, true);
    samples.push(performance.now() - started);
  }
  return { ms: samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)], rows: Math.min(rows, PAGE) };
}

async function measureAll(db: BenchDatabase, label: string): Promise<Map<string, number>> {
  console.log(`plans ${label}:`);
  const medians = new Map<string, number>();
  for (const { name, query } of SEARCHES) {
    const { ms, rows } = await medianQueryMs(db, query);
    medians.set(name, ms);
    console.log(`  ${name}: ${rows} users, ${fixed(ms, 2)} ms\n      ${await explain(db, query)}`);
  }
  return medians;
}

export default async function adminUsersSearchBenchmark(): Promise<void> {
  const db = await openBenchDatabase();
  try {
    console.log(`database: ${db.label}`);
    const started = Date.now();
    await seedBenchAssistants(db, USERS);
    const [{ count }] = await db.query<{ count: number }>('select count(*)::int as count from users');
    console.log(`seeded ${count} users in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const withIndex = await measureAll(db, 'with users_search_trgm_idx');
    await db.query('drop index users_search_trgm_idx');
    await db.query('analyze users');
    const withoutIndex = await measureAll(db, 'without it');

    console.log(`\npage query alone, median of ${QUERY_SAMPLES} (${count} users):\n`);
    printTable(
      ['search', 'without index ms', 'with index ms', 'speed-up'],
      SEARCHES.map(({ name }) => {
        const before = withoutIndex.get(name) ?? Number.NaN;
        const after = withIndex.get(name) ?? Number.NaN;
        return [name, fixed(before, 2), fixed(after, 2), `${fixed(before / after, 1)}x`];
      }),
    );
  } finally {
    await db.close();
  }
}
