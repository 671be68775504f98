// The list page's search (GET /api/profiles/posts) with 100,000 assistants:
// requests per second and p50/p99 latency, unfiltered, per filter and with all
// three, as ratios against GET /api/health served by the same process in the
// same run. The app listens on 127.0.0.1:0 in this process; the load is bounded
// in requests and seconds. Also prints each query's plan, to show the indexes at work.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { profileSearchSchema } from '@marketplace/shared-api/schemas/profiles';
import { profileSearchQuery } from '../src/features/profiles/search-service';
import { startBenchApp } from './bench-app';
import { openBenchDatabase, type BenchDatabase } from './bench-database';
import { measure, type LoadResult } from './load';
import { fixed, printLoadTable } from './print-table';
import { seedBenchAssistants } from './profile-seed';

const ASSISTANTS = Number(process.env.BENCH_ASSISTANTS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const MAX_SECONDS = 120;

interface Scenario {
  name: string;
  path: string;
  /** The search query string, for EXPLAIN; absent for the bare route. */
  search?: Record<string, string>;
}

const SCENARIOS: Scenario[] = [
  { name: 'bare route (GET /api/health)', path: '/api/health' },
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
  const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-bench-app-'));
  try {
    console.log(`database: ${db.label}`);
    let started = Date.now();
    await seedBenchAssistants(db, ASSISTANTS);
    const [{ count }] = await db.query<{ count: number }>(`select count(*)::int as count from profile_posts where role = 'Assistant'`);
    console.log(`seeded ${count} assistants' profile posts in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const { app, base } = await startBenchApp(db.handle.db, tempDir);
    try {
      const [viewer] = await db.query<{ id: string }>(`select id from users where username = 'bench_1'`);
      const headers = { authorization: `Bearer ${app.tokens.signSession(viewer.id)}` };

      // Infinite scroll: the page after the first, reached through the cursor (keyset seek in the same index).
      const first = (await (await fetch(`${base}/api/profiles/posts`, { headers })).json()) as { nextCursor: string };
      const scenarios: Scenario[] = [
        ...SCENARIOS,
        { name: 'list, next page (cursor)', path: `/api/profiles/posts?cursor=${first.nextCursor}`, search: { cursor: first.nextCursor } },
      ];

      console.log('plans (and posts on the first page, so each scenario measures real work):');
      for (const scenario of scenarios) {
        if (!scenario.search) continue;
        const page = (await (await fetch(`${base}${scenario.path}`, { headers })).json()) as { posts: unknown[] };
        const queryMs = await medianQueryMs(db, scenario.search);
        console.log(`  ${scenario.name}: ${page.posts.length} posts, query alone ${fixed(queryMs, 2)} ms (median of ${QUERY_SAMPLES})`);
        console.log(`      ${await explain(db, scenario.search)}`);
      }

      console.log(`load: ${REQUESTS} requests per scenario, concurrency ${CONCURRENCY}, at most ${MAX_SECONDS} s each\n`);
      const rows: Array<{ name: string; result: LoadResult }> = [];
      for (const scenario of scenarios) {
        const result = await measure(`${base}${scenario.path}`, {
          requests: REQUESTS,
          concurrency: CONCURRENCY,
          headers,
          maxSeconds: MAX_SECONDS,
          warmup: 50,
        });
        rows.push({ name: scenario.name, result });
      }
      printLoadTable(rows);
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    await fs.rm(tempDir, { recursive: true, force: true });
  }
}
