// The list page's search (GET /api/profiles/posts) with 100,000 assistants:
// requests per second and p50/p99 latency, unfiltered, per filter and with all
// three, and the next pages unfiltered and with all three (every page answered from
// search-page-cache.ts once read; each query's time alone is printed beside its plan),
// served by the app in a process
// of its own and loaded by autocannon from another (bench/load.ts), as ratios
// against GET /api/health of the same server in the same run, beside the
// generator's own ceiling. Also prints each query's plan, to show the indexes
// at work, and its time alone.
import { profileSearchSchema } from '@marketplace/shared-api/schemas/profiles';
import { systemClock } from '../src/clock';
import { createTokenService } from '../src/features/auth/tokens';
import { encodeSearchCursor } from '../src/features/profiles/search-cursor';
import { profileSearchQuery } from '../src/features/profiles/search-service';
import { withBenchAppProcess } from './app-process';
import { BENCH_JWT_SECRET } from './bench-app';
import { openBenchDatabase, type BenchDatabase } from './bench-database';
import { describeLoad, measureRoutes } from './load';
import { fixed, printLoadTable } from './print-table';
import { seedBenchAssistants } from './profile-seed';

const ASSISTANTS = Number(process.env.BENCH_ASSISTANTS ?? 100_000);

interface Scenario {
  name: string;
  path: string;
  /** The search query string, for EXPLAIN. */
  search: Record<string, string>;
}

const SCENARIOS: Scenario[] = [
  { name: 'list, unfiltered', path: '/api/profiles/posts', search: {} },
  { name: 'userName=santos', path: '/api/profiles/posts?userName=santos', search: { userName: 'santos' } },
  { name: 'location=cebu', path: '/api/profiles/posts?location=cebu', search: { location: 'cebu' } },
  { name: 'skills=SEO,AI', path: '/api/profiles/posts?skills=SEO,AI', search: { skills: 'SEO,AI' } },
  {
    name: 'all three',
    path: '/api/profiles/posts?userName=maria&location=cebu&skills=SEO,Writing',
    search: { userName: 'maria', location: 'cebu', skills: 'SEO,Writing' },
  },
];

async function explain(db: BenchDatabase, search: Record<string, string>): Promise<string> {
  const query = profileSearchQuery(db.handle.db, profileSearchSchema.parse(search), new Date()).toSQL();
  const rows = await db.query<{ 'QUERY PLAN': string }>(`explain ${query.sql}`, query.params);
  // The node lines only (no cost noise): enough to see which index each query uses.
  return rows
    .map((row) => row['QUERY PLAN'])
    .filter((line) => /Scan|Sort|Limit|BitmapAnd|BitmapOr/.test(line))
    .map((line) => line.replace(/\s+\(cost=.*$/, ''))
    .join('\n      ');
}

const QUERY_SAMPLES = 25;

/** The database's share of a request: the page query run alone, one at a time. */
async function medianQueryMs(db: BenchDatabase, search: Record<string, string>): Promise<number> {
  const query = profileSearchSchema.parse(search);
  const samples: number[] = [];
  // A few unmeasured runs first: the first ones pay for plan caches and the JIT.
  for (let index = 0; index < 5; index += 1) await profileSearchQuery(db.handle.db, query, new Date());
  for (let index = 0; index < QUERY_SAMPLES; index += 1) {
    const started = performance.now();
    await profileSearchQuery(db.handle.db, query, new Date());
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)];
}

export default async function profileSearchBenchmark(): Promise<void> {
  const db = await openBenchDatabase();
  try {
    console.log(`database: ${db.label}`);
    const started = Date.now();
    await seedBenchAssistants(db, ASSISTANTS);
    const [{ count }] = await db.query<{ count: number }>(`select count(*)::int as count from profile_posts where role = 'Assistant'`);
    console.log(`seeded ${count} assistants' profile posts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const [viewer] = await db.query<{ id: string }>(`select id from users where username = 'bench_1'`);
    const headers = { authorization: `Bearer ${createTokenService(BENCH_JWT_SECRET, systemClock).signSession(viewer.id)}` };

    // Infinite scroll: the page after the first, reached through the cursor (keyset seek).
    const nextPage = async (name: string, { path, search }: Scenario): Promise<Scenario> => {
      const first = profileSearchSchema.parse(search);
      const last = (await profileSearchQuery(db.handle.db, first, new Date()))[first.limit - 1].post;
      const cursor = encodeSearchCursor({ verified: last.verified, listedAt: last.listedAt.getTime(), id: last.id });
      return { name, path: `${path}${path.includes('?') ? '&' : '?'}cursor=${cursor}`, search: { ...search, cursor } };
    };
    const scenarios: Scenario[] = [
      ...SCENARIOS,
      await nextPage('list, next page (cursor)', SCENARIOS[0]),
      await nextPage('all three, next page (cursor)', SCENARIOS[SCENARIOS.length - 1]),
    ];

    console.log('plans (and posts on the first page, so each scenario measures real work):');
    for (const scenario of scenarios) {
      const search = profileSearchSchema.parse(scenario.search);
      const posts = Math.min((await profileSearchQuery(db.handle.db, search, new Date())).length, search.limit);
      console.log(`  ${scenario.name}: ${posts} posts, query alone ${fixed(await medianQueryMs(db, scenario.search), 2)} ms (median of ${QUERY_SAMPLES})`);
      console.log(`      ${await explain(db, scenario.search)}`);
    }

    await withBenchAppProcess({ database: db }, async (server) => {
      console.log(`load: ${describeLoad()}\n`);
      printLoadTable(await measureRoutes(server.url, scenarios.map((scenario) => ({ name: scenario.name, path: scenario.path, headers }))));
    });
  } finally {
    await db.close();
  }
}
