// The authenticated reads every signed-in page makes (API budget),
// with 100,000 assistants: the list page's search (GET /api/profiles/posts),
// the booking picker's booked slots (GET /api/bookings/booked/{id}) and the
// start-up session check (GET /api/users/verify), each as req/s and p50/p99
// against GET /api/health served by the same process in the same run, at 10
// connections. Budget: >= 0.25x of the bare route, p99 <= 50 ms.
// Then where a request's time goes beyond its one query: each route's own
// query alone, the auth hook's per-request work alone, and a request sent
// alone (no concurrency), and the search answer's own steps (rows to cards,
// serialisation with and without zod, compression, the two request log lines),
// all medians.
// The app logs as `npm start` does (LOG_LEVEL, info by default), into /dev/null.
// BENCH_DATABASE_URL runs it on PostgreSQL; PGlite otherwise.
import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { profileSearchSchema } from '@marketplace/shared-api/schemas/profiles';
import { DEFAULT_MARKETPLACE_TIME_ZONE } from '../src/app';
import { users } from '../src/db/schema/index';
import { bookedSlotsFrom } from '../src/features/bookings/queries';
import { wallClockAt } from '../src/features/bookings/time-zone';
import { profilePostsPageSchema, toProfilePost } from '../src/features/profiles/profile-post-response';
import { profileSearchQuery } from '../src/features/profiles/search-service';
import { toRatingSummary } from '../src/features/reviews/rating';
import { ON_THE_FLY_BROTLI_QUALITY, ON_THE_FLY_GZIP_LEVEL } from '../src/plugins/compression';
import { productionLogger, startBenchApp } from './bench-app';
import { openBenchDatabase } from './bench-database';
import { measureInRounds, medianMs } from './load';
import { fixed, printTable } from './print-table';
import { BOOKED_SLOTS, seedBookedSlots } from './booked-slots-seed';
import { seedBenchAssistants } from './profile-seed';

const ASSISTANTS = Number(process.env.BENCH_ASSISTANTS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const MAX_SECONDS = 60;
/** The routes take turns this many times, so a drifting machine load weighs on each alike. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SAMPLES = 200;
const BUDGET = { ratio: 0.25, p99Ms: 50 };

/** A part of a request alone: the median of SAMPLES calls one at a time, after a few unmeasured ones. */
const partMs = (run: () => unknown) => medianMs(run, { samples: SAMPLES, warmup: 20 });

async function get(url: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

interface Route {
  name: string;
  path: string;
  /** The route's own query, run alone. */
  query?: () => Promise<unknown>;
}

export default async function authenticatedRoutesBenchmark(): Promise<void> {
  const db = await openBenchDatabase();
  const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-bench-app-'));
  const today = wallClockAt(new Date(), DEFAULT_MARKETPLACE_TIME_ZONE).date;
  try {
    console.log(`database: ${db.label}; log level: ${process.env.LOG_LEVEL ?? 'info'}`);
    const seedStarted = Date.now();
    await seedBenchAssistants(db, ASSISTANTS);
    const [consultant] = await db.query<{ id: string }>(`select id from users where username = 'bench_1'`);
    const bossId = await seedBookedSlots(db, consultant.id, today);
    console.log(`seeded ${ASSISTANTS} assistants and ${BOOKED_SLOTS} booked slots in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

    const { app, base } = await startBenchApp(db.handle.db, tempDir, undefined, { logger: productionLogger() });
    try {
      const token = app.tokens.signSession(bossId);
      const headers = { authorization: `Bearer ${token}` };
      const search = profileSearchSchema.parse({});
      const routes: Route[] = [
        { name: 'bare route (GET /api/health)', path: '/api/health' },
        { name: 'search list (GET /api/profiles/posts)', path: '/api/profiles/posts', query: () => profileSearchQuery(db.handle.db, search, new Date()) },
        {
          name: 'booked slots (GET /api/bookings/booked/{id})',
          path: `/api/bookings/booked/${consultant.id}`,
          query: () => bookedSlotsFrom(db.handle.db, consultant.id, today),
        },
        {
          name: 'session check (GET /api/users/verify)',
          path: '/api/users/verify',
          query: () => db.handle.db.select().from(users).where(eq(users.id, bossId)).limit(1),
        },
      ];
      const first = (await get(`${base}/api/profiles/posts`, headers)) as { posts: unknown[] };
      const booked = (await get(`${base}/api/bookings/booked/${consultant.id}`, headers)) as unknown[];
      console.log(`answers: ${first.posts.length} posts on the first page, ${booked.length} booked slots`);

      console.log(`load: ${REQUESTS} requests per route in ${ROUNDS} rounds taking turns, ${CONCURRENCY} connections, at most ${MAX_SECONDS} s each\n`);
      const results = await measureInRounds(
        routes.map((route) => `${base}${route.path}`),
        ROUNDS,
        { requests: REQUESTS, concurrency: CONCURRENCY, headers, maxSeconds: MAX_SECONDS, warmup: 100 },
      );
      const rows = routes.map((route, index) => ({ route, result: results[index] }));
      const bare = rows[0].result;
      printTable(
        ['route', 'req/s', 'p50 ms', 'p99 ms', 'req/s vs bare', 'failed', 'budget'],
        rows.map(({ route, result }, index) => {
          const ratio = result.requestsPerSecond / bare.requestsPerSecond;
          const misses = [
            ratio < BUDGET.ratio && `< ${BUDGET.ratio}x`,
            result.p99Ms > BUDGET.p99Ms && `p99 > ${BUDGET.p99Ms} ms`,
          ].filter(Boolean);
          return [
            route.name + (result.truncated ? ' (time limit)' : ''),
            fixed(result.requestsPerSecond, 0),
            fixed(result.p50Ms, 2),
            fixed(result.p99Ms, 2),
            `${fixed(ratio, 3)}x`,
            String(result.failed),
            index === 0 ? '' : misses.length > 0 ? `MISSED: ${misses.join(', ')}` : 'met',
          ];
        }),
      );

      // Where one request's time goes: sent alone, against its parts run alone.
      const authRead = () =>
        db.handle.db
          .select({ id: users.id, role: users.role, premium: users.premium, sessionVersion: users.sessionVersion })
          .from(users)
          .where(eq(users.id, bossId))
          .limit(1);
      const verifyToken = () => app.tokens.verifySession(token);
      console.log(`\none request at a time (median of ${SAMPLES}): the parts alone`);
      console.log(`  session token check (JWT) ${fixed(await partMs(verifyToken), 3)} ms; a users row read by id (the auth hooks' read on every request before the session cache) ${fixed(await partMs(authRead), 3)} ms`);
      const breakdown: string[][] = [];
      for (const route of routes) {
        const requestMs = await partMs(() => get(`${base}${route.path}`, headers));
        const queryMs = route.query ? await partMs(route.query) : 0;
        breakdown.push([route.name, fixed(requestMs, 3), route.query ? fixed(queryMs, 3) : '-', fixed(requestMs - queryMs, 3)]);
      }
      printTable(['route', 'request ms', 'its query ms', 'beyond its query ms'], breakdown);

      // The search answer's own work beyond its query, each step alone on a real page.
      const pageRows = await profileSearchQuery(db.handle.db, search, new Date());
      const toPage = () => ({
        posts: pageRows.slice(0, search.limit).map(({ post, rating }) => ({ ...toProfilePost(post), rating: toRatingSummary(rating.average, rating.count) })),
        nextCursor: 'x',
      });
      const page = toPage();
      const json = JSON.stringify(page);
      const zodSerialize = serializerCompiler({ schema: profilePostsPageSchema, method: 'GET', url: '/api/profiles/posts' } as never) as (data: unknown) => string;
      const child = app.log.child({ reqId: '00000000-0000-4000-8000-000000000000' });
      const syncPart = (run: () => unknown) => partMs(() => void run());
      console.log(`\nthe search answer's parts alone (${json.length} bytes of JSON, median of ${SAMPLES}), ms:`);
      printTable(
        ['part', 'ms'],
        [
          ['rows to cards (toProfilePost, rating)', await syncPart(toPage)],
          ['zod encode + JSON.stringify (routes not trusted)', await syncPart(() => zodSerialize(page))],
          ['JSON.stringify (trusted routes)', await syncPart(() => JSON.stringify(page))],
          [`gzip level ${ON_THE_FLY_GZIP_LEVEL} (Node's fetch)`, await syncPart(() => zlib.gzipSync(json, { level: ON_THE_FLY_GZIP_LEVEL }))],
          [`Brotli quality ${ON_THE_FLY_BROTLI_QUALITY} (browsers)`, await syncPart(() => zlib.brotliCompressSync(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY } }))],
          ['two request log lines (incoming, completed)', await syncPart(() => {
            child.info({ req: { method: 'GET', url: '/api/profiles/posts', host: '127.0.0.1', remoteAddress: '127.0.0.1', remotePort: 50000 } }, 'incoming request');
            child.info({ res: { statusCode: 200 }, responseTime: 1.5 }, 'request completed');
          })],
        ].map(([name, ms]) => [String(name), fixed(Number(ms), 3)]),
      );
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    await fs.rm(tempDir, { recursive: true, force: true });
  }
}
