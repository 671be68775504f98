// The authenticated reads every signed-in page makes (API budget): the list
// page's search, unfiltered and filtered (GET /api/profiles/posts), the booking
// picker's booked slots (GET /api/bookings/booked/{id}) and the start-up session
// check (GET /api/users/verify), and the list again from a client holding its
// ETag (304), served by the app in a process of its own and
// loaded by autocannon from another (bench/load.ts), beside GET /api/health of
// the same server and the generator's own ceiling, at 10 connections.
// Budget: search list >= 0.25x of the bare route with p99 <= 50 ms on
// PostgreSQL with 100,000 assistants, >= 0.15x on PGlite with the demo data;
// search filtered >= 0.3x; booked slots and verify >= 0.5x.
// On PGlite (the default) the server is `npm start` on a fresh data directory:
// the demo data, logging as production does (into /dev/null). With
// BENCH_DATABASE_URL it runs on PostgreSQL with 100,000 assistants
// (BENCH_DATA=assistants does the same on PGlite).
// Then, one request at a time, where a request's time goes: each route sent
// alone, each route's own query alone, and the search answer's own steps
// (rows to cards, serialisation with and without zod, compression), all medians.
import zlib from 'node:zlib';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { profileSearchSchema } from '@marketplace/shared-api/schemas/profiles';
import { profilePostsPageSchema } from '@marketplace/shared-api/schemas/profiles-responses';
import { DEFAULT_MARKETPLACE_TIME_ZONE, wallTime } from '@marketplace/shared-api/time/wall-clock';
import { systemClock } from '../src/clock';
import { createTokenService } from '../src/features/auth/tokens';
import { bookedSlotsFrom } from '../src/features/bookings/queries';
import { toProfilePost } from '../src/features/profiles/profile-post-response';
import { profileSearchQuery } from '../src/features/profiles/search-service';
import { toRatingSummary } from '../src/features/reviews/rating';
import { ON_THE_FLY_BROTLI_QUALITY, ON_THE_FLY_GZIP_LEVEL } from '../src/plugins/compression';
import { withBenchAppProcess } from './app-process';
import { BENCH_JWT_SECRET } from './bench-app';
import { openBenchDatabase, type BenchDatabase } from './bench-database';
import { BOOKED_SLOTS, seedBookedSlots } from './booked-slots-seed';
import { describeLoad, measureRoutes, medianMs } from './load';
import { fixed, printLoadTable, printTable } from './print-table';
import { seedBenchAssistants } from './profile-seed';

const ASSISTANTS = Number(process.env.BENCH_ASSISTANTS ?? 100_000);
const SAMPLES = 200;
const FILTER = 'skills=SEO,Writing';
const NAMES = {
  list: 'search list (GET /api/profiles/posts)',
  held: 'search list, page held (If-None-Match: 304)',
  filtered: `search filtered (?${FILTER})`,
  booked: 'booked slots (GET /api/bookings/booked/{id})',
  verify: 'session check (GET /api/users/verify)',
};

/** A part of a request alone: the median of SAMPLES calls one at a time, after a few unmeasured ones. */
const partMs = (run: () => unknown) => medianMs(run, { samples: SAMPLES, warmup: 20 });

async function get<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

interface Callers {
  headers: Record<string, string>;
  consultantId: string;
}

/** 100,000 assistants and a busy consultant's booked slots, written here; the caller is their boss. */
async function seedAssistants(db: BenchDatabase, today: string): Promise<Callers> {
  const started = Date.now();
  await seedBenchAssistants(db, ASSISTANTS);
  const [consultant] = await db.query<{ id: string }>(`select id from users where username = 'bench_1'`);
  const bossId = await seedBookedSlots(db, consultant.id, today);
  console.log(`seeded ${ASSISTANTS} assistants and ${BOOKED_SLOTS} booked slots in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const token = createTokenService(BENCH_JWT_SECRET, systemClock).signSession(bossId);
  return { headers: { authorization: `Bearer ${token}` }, consultantId: consultant.id };
}

/** The demo boss, signed in as a person would, and the assistant of the first page with the most booked slots. */
async function demoCallers(base: string): Promise<Callers> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'boss', password: 'Boss12345' }),
  });
  if (login.status !== 200) throw new Error(`the demo boss's login answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const { posts } = await get<{ posts: Array<{ userId: string }> }>(`${base}/api/profiles/posts`, headers);
  let busiest = { consultantId: posts[0].userId, slots: -1 };
  for (const post of posts) {
    const slots = (await get<unknown[]>(`${base}/api/bookings/booked/${post.userId}`, headers)).length;
    if (slots > busiest.slots) busiest = { consultantId: post.userId, slots };
  }
  return { headers, consultantId: busiest.consultantId };
}

export default async function authenticatedRoutesBenchmark(): Promise<void> {
  const db = await openBenchDatabase();
  const today = wallTime(DEFAULT_MARKETPLACE_TIME_ZONE, new Date()).date;
  const demo = !db.url && process.env.BENCH_DATA !== 'assistants';
  try {
    console.log(`database: ${db.label}; data: ${demo ? 'the demo data (`npm start` on a fresh data directory)' : `${ASSISTANTS} assistants`}; log level: ${process.env.LOG_LEVEL ?? 'info'}`);
    const seeded = demo ? null : await seedAssistants(db, today);
    let callers: Callers | null = seeded;
    await withBenchAppProcess({ database: db, demoData: demo, productionLogging: true }, async (server) => {
      const base = server.url;
      callers ??= await demoCallers(base);
      const { headers, consultantId } = callers;
      const routes: Array<{ name: string; path: string; headers: Record<string, string>; expectStatus?: number }> = [
        { name: NAMES.list, path: '/api/profiles/posts', headers },
        { name: NAMES.filtered, path: `/api/profiles/posts?${FILTER}`, headers },
        { name: NAMES.booked, path: `/api/bookings/booked/${consultantId}`, headers },
        { name: NAMES.verify, path: '/api/users/verify', headers },
      ];
      const firstResponse = await fetch(`${base}/api/profiles/posts`, { headers });
      const etag = firstResponse.headers.get('etag');
      const first = (await firstResponse.json()) as { posts: unknown[] };
      // A client that holds the page it was sent asks again with its validator (the browser's revalidation).
      if (etag) routes.splice(1, 0, { name: NAMES.held, path: '/api/profiles/posts', headers: { ...headers, 'if-none-match': etag }, expectStatus: 304 });
      const filtered = await get<{ posts: unknown[] }>(`${base}/api/profiles/posts?${FILTER}`, headers);
      const booked = await get<unknown[]>(`${base}/api/bookings/booked/${consultantId}`, headers);
      console.log(`answers: ${first.posts.length} posts on the first page, ${filtered.posts.length} filtered, ${booked.length} booked slots`);
      console.log(`load: ${describeLoad()}\n`);
      const listBudget = db.url ? { ratio: 0.25, p99Ms: 50 } : { ratio: 0.15 };
      printLoadTable(await measureRoutes(base, routes), {
        [NAMES.list]: listBudget,
        [NAMES.filtered]: { ratio: 0.3 },
        [NAMES.booked]: { ratio: 0.5 },
        [NAMES.verify]: { ratio: 0.5 },
      });

      console.log(`\none request at a time, sent alone (median of ${SAMPLES}), ms:`);
      const alone: string[][] = [];
      for (const route of [{ name: 'bare route (GET /api/health)', path: '/api/health', headers: {} }, ...routes.filter((route) => !route.expectStatus)]) {
        alone.push([route.name, fixed(await partMs(() => get(`${base}${route.path}`, route.headers)), 3)]);
      }
      printTable(['route', 'request ms'], alone);
    });

    // The database's and the answer's shares, in this process once the server let go of the database.
    const { consultantId } = callers!;
    const search = profileSearchSchema.parse({});
    const filteredSearch = profileSearchSchema.parse({ skills: 'SEO,Writing' });
    console.log(`\neach route's own query alone (median of ${SAMPLES}), ms:`);
    printTable(
      ['query', 'ms'],
      [
        [NAMES.list, await partMs(() => profileSearchQuery(db.handle.db, search, new Date()))],
        [NAMES.filtered, await partMs(() => profileSearchQuery(db.handle.db, filteredSearch, new Date()))],
        [NAMES.booked, await partMs(() => bookedSlotsFrom(db.handle.db, consultantId, today))],
      ].map(([name, ms]) => [String(name), fixed(Number(ms), 3)]),
    );

    const pageRows = await profileSearchQuery(db.handle.db, search, new Date());
    const toPage = () => ({
      posts: pageRows.slice(0, search.limit).map(({ post, rating }) => ({ ...toProfilePost(post), rating: toRatingSummary(rating.average, rating.count) })),
      nextCursor: 'x',
    });
    const page = toPage();
    const json = JSON.stringify(page);
    const zodSerialize = serializerCompiler({ schema: profilePostsPageSchema, method: 'GET', url: '/api/profiles/posts' } as never) as (data: unknown) => string;
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
      ].map(([name, ms]) => [String(name), fixed(Number(ms), 3)]),
    );
  } finally {
    await db.close();
  }
}
