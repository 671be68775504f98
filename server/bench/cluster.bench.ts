// Three processes behind nginx beside one process, in one run. The
// cluster is `npm run cluster`'s (scripts/cluster-topology.ts): three server
// processes (src/main.ts) on one PostgreSQL and one Redis behind nginx, here on
// a fresh database with 100,000 assistants.
//   1. Reads: the bare route (GET /api/health), the search list, the search with
//      all three filters, the booked slots and the session check, sent to one of the processes directly and then through nginx (round
//      robin over the three), taking turns, at 10 and at 30 connections, by
//      autocannon in a process of its own (bench/load.ts), beside the generator's
//      own ceiling at the same connections. Each as req/s, p50/p99 and a ratio to
//      the one process's bare route at the same connections; the last column is
//      what the cluster serves over one process.
//      Then one process's CPU time per request of each route under load (from /proc),
//      and what a core per process would serve by that measure.
//   2. Booking create: 200 Bosses each book their own Assistant at the same moment
//      (POST /api/bookings/create, sent from this process), all to one process, then
//      200 others through nginx: the whole race's time, creates per second and
//      p50/p99 of each, and what the cluster serves over one process.
//   3. Chat delivery, POST /api/messages/send to the recipient's newMessage, 500
//      sockets: all on one process and posted to it; then connected through nginx
//      (spread over the three) and posted through nginx (any process), so most
//      messages cross processes over Redis.
// Every process logs at 'warn' (the cluster script's default). Needs PostgreSQL
// (BENCH_DATABASE_URL) and Redis (BENCH_REDIS_URL or TEST_REDIS_URL); nginx is
// installed when missing, as the cluster script does.
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_MARKETPLACE_TIME_ZONE, addDaysToKey, wallTime } from '@marketplace/shared-api/time/wall-clock';
import { weekdaysFrom } from '../src/test/weekdays';
import { systemClock } from '../src/clock';
import { createTokenService } from '../src/features/auth/tokens';
import { callApi } from '../src/test/api-call';
import { startCluster } from '../scripts/cluster-topology';
import { openBenchDatabase, type BenchDatabase } from './bench-database';
import { seedBookedSlots } from './booked-slots-seed';
import { chatPeople, printChatSummaries, runChatScenario, type ChatSummary, type Person } from './chat-delivery.bench';
import { CEILING_NAME, DEFAULT_LOAD, describeLoad, loadInTurns, percentile, startCeilingServer, type LoadResult } from './load';
import { fixed, printTable } from './print-table';
import { seedBenchAssistants } from './profile-seed';
import { seedRacePeople } from './race-people';

/** A process's CPU time so far (user + system, /proc/<pid>/stat), in seconds. */
function processCpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are the 14th and 15th fields of the line, the 12th and 13th after the name.
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}
/** Linux's USER_HZ, which /proc reports times in. */
const CLOCK_TICKS_PER_SECOND = 100;

const ASSISTANTS = Number(process.env.BENCH_ASSISTANTS ?? 100_000);
const CONNECTIONS = [10, 30];
const JWT_SECRET = 'cluster-bench-secret-that-is-at-least-32-characters';
/** How many Bosses book at the same moment, on one process and again through nginx. */
const CREATE_RACE = 200;

interface CreateRace {
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  statuses: Map<number, number>;
}

/** Each Boss (a token) books the Assistant of the same index at once: a four-hour session on date at 09:00. */
async function createRace(base: string, tokens: string[], assistants: string[], date: string): Promise<CreateRace> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token, index) => {
      const sent = performance.now();
      const answer = await callApi(base, 'POST', '/api/bookings/create', token, { consultantId: assistants[index], date, startTime: '09:00', duration: 4, price: 5000 });
      latencies.push(performance.now() - sent);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }),
  );
  latencies.sort((a, b) => a - b);
  return { seconds: (performance.now() - started) / 1000, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99), statuses };
}

const statusesOf = (race: CreateRace) => [...race.statuses].map(([status, count]) => `${status}x${count}`).join(' ');

/** The chat benchmark's people as Boss accounts, so the real servers accept their tokens. */
async function seedChatPeople(db: BenchDatabase, people: Person[]): Promise<void> {
  await db.query(
    `insert into users (id, username, email, password_hash, first_name, last_name, role, referral_code)
     select id, username, username || '@bench.local', 'not-a-hash', 'Chat', username, 'Boss', 'CHAT' || lpad(ordinality::text, 6, '0')
     from unnest($1::uuid[], $2::text[]) with ordinality as person(id, username, ordinality)`,
    [people.map((person) => person.id), people.map((person) => person.username)],
  );
}

function readRows(connections: number, names: string[], single: LoadResult[], cluster: LoadResult[]): string[][] {
  const bare = single[0].requestsPerSecond;
  return names.map((name, index) => [
    `${name} @ ${connections}`,
    fixed(single[index].requestsPerSecond, 0),
    fixed(single[index].p99Ms, 1),
    `${fixed(single[index].requestsPerSecond / bare, 3)}x`,
    fixed(cluster[index].requestsPerSecond, 0),
    fixed(cluster[index].p99Ms, 1),
    `${fixed(cluster[index].requestsPerSecond / bare, 3)}x`,
    `${fixed(cluster[index].requestsPerSecond / single[index].requestsPerSecond, 2)}x`,
    String(single[index].failed + cluster[index].failed),
  ]);
}

export default async function clusterBenchmark(): Promise<void> {
  const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
  if (!process.env.BENCH_DATABASE_URL || !redisUrl) {
    console.log('Skipped: the cluster needs PostgreSQL and Redis; set BENCH_DATABASE_URL and BENCH_REDIS_URL (or TEST_REDIS_URL)');
    return;
  }
  const db = await openBenchDatabase();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'marketplace-bench-cluster-'));
  try {
    const seedStarted = Date.now();
    await seedBenchAssistants(db, ASSISTANTS);
    const [consultant] = await db.query<{ id: string }>(`select id from users where username = 'bench_1'`);
    const bossId = await seedBookedSlots(db, consultant.id, wallTime(DEFAULT_MARKETPLACE_TIME_ZONE, systemClock.now()).date);
    const people = chatPeople(JWT_SECRET);
    await seedChatPeople(db, people);
    const racers = await seedRacePeople(db, 'cluster', 2 * CREATE_RACE);
    console.log(`database: ${db.label}; seeded ${ASSISTANTS} assistants, booked slots and ${people.length} chat people in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

    // The chat scenario's people all connect from this machine's one address.
    process.env.ABUSE_LIMITS ??= JSON.stringify({ socketConnectionsPerIpPerMinute: 1_000_000, openSocketsPerIp: 1_000_000 });
    const cluster = await startCluster({ port: 0, databaseUrl: db.url!, redisUrl, dir, jwtSecret: JWT_SECRET });
    try {
      const one = cluster.processUrls[0];
      console.log(`cluster: nginx ${cluster.url} over ${cluster.processUrls.join(', ')}; one process: ${one}`);
      const headers = { authorization: `Bearer ${createTokenService(JWT_SECRET, systemClock).signSession(bossId)}` };
      const names = [
        'bare route (GET /api/health)',
        'search list (GET /api/profiles/posts)',
        'search filtered (?userName=maria&location=cebu&skills=SEO,Writing)',
        'booked slots (GET /api/bookings/booked/{id})',
        'session check (GET /api/users/verify)',
      ];
      const paths = [
        '/api/health',
        '/api/profiles/posts',
        '/api/profiles/posts?userName=maria&location=cebu&skills=SEO,Writing',
        `/api/bookings/booked/${consultant.id}`,
        '/api/users/verify',
      ];

      const rows: string[][] = [];
      const ceilings: string[] = [];
      const ceiling = await startCeilingServer();
      try {
        for (const connections of CONNECTIONS) {
          const results = await loadInTurns(
            [
              { name: CEILING_NAME, url: ceiling.url },
              ...paths.map((p, index) => ({ name: names[index], url: one + p, headers })),
              ...paths.map((p, index) => ({ name: names[index], url: cluster.url + p, headers })),
            ],
            { ...DEFAULT_LOAD, connections },
          );
          ceilings.push(`${fixed(results[0].requestsPerSecond, 0)} req/s at ${connections} connections`);
          rows.push(...readRows(connections, names, results.slice(1, 1 + paths.length), results.slice(1 + paths.length)));
        }
      } finally {
        await ceiling.stop();
      }
      console.log(`\nreads: ${describeLoad()} (and 30 connections); ratios to one process's bare route`);
      console.log(`${CEILING_NAME}: ${ceilings.join(', ')}`);
      printTable(
        ['route @ connections', '1 process req/s', 'p99 ms', 'vs bare', '3 behind nginx req/s', 'p99 ms', 'vs bare', 'cluster / 1', 'failed'],
        rows,
      );

      // What one process spends per request, by its own CPU time under load: what three would
      // serve with a core each, if the database and nginx kept up (this machine has two cores for all).
      const cpuRows: string[][] = [];
      for (const [index, name] of names.entries()) {
        const before = processCpuSeconds(cluster.pids[0]);
        const [result] = await loadInTurns([{ name, url: one + paths[index], headers }], DEFAULT_LOAD);
        const cpuMs = ((processCpuSeconds(cluster.pids[0]) - before) * 1000) / result.completed;
        cpuRows.push([name, fixed(result.requestsPerSecond, 0), fixed(cpuMs, 3), fixed(1000 / cpuMs, 0), fixed((3 * 1000) / cpuMs, 0)]);
      }
      console.log("\none process's CPU per request (its utime + stime under load / requests answered; the warm-up's CPU is counted too, so a slight overestimate)");
      printTable(['route', '1 process req/s', 'CPU ms per request', 'one core could serve req/s', 'three cores, one each, req/s'], cpuRows);

      const tokens = createTokenService(JWT_SECRET, systemClock);
      const [raceDate] = weekdaysFrom(addDaysToKey(wallTime(DEFAULT_MARKETPLACE_TIME_ZONE, systemClock.now()).date, 3), 1);
      const racersFrom = (offset: number) => ({
        tokens: racers.clients.slice(offset, offset + CREATE_RACE).map((id) => tokens.signSession(id)),
        assistants: racers.assistants.slice(offset, offset + CREATE_RACE),
      });
      const alone = racersFrom(0);
      const spread = racersFrom(CREATE_RACE);
      const cpuBeforeRace = processCpuSeconds(cluster.pids[0]);
      const onOne = await createRace(one, alone.tokens, alone.assistants, raceDate);
      const cpuMsPerCreate = ((processCpuSeconds(cluster.pids[0]) - cpuBeforeRace) * 1000) / CREATE_RACE;
      const throughNginx = await createRace(cluster.url, spread.tokens, spread.assistants, raceDate);
      console.log(`
booking create: ${CREATE_RACE} Bosses each book their own Assistant at the same moment (from this process)`);
      printTable(
        ['target', 'statuses', 'whole race s', 'creates per s', 'p50 ms', 'p99 ms'],
        [
          ['1 process', statusesOf(onOne), fixed(onOne.seconds, 2), fixed(CREATE_RACE / onOne.seconds, 0), fixed(onOne.p50Ms, 0), fixed(onOne.p99Ms, 0)],
          ['3 behind nginx', statusesOf(throughNginx), fixed(throughNginx.seconds, 2), fixed(CREATE_RACE / throughNginx.seconds, 0), fixed(throughNginx.p50Ms, 0), fixed(throughNginx.p99Ms, 0)],
        ],
      );
      console.log(`cluster / 1: ${fixed(onOne.seconds / throughNginx.seconds, 2)}x the creates per second`);
      console.log(
        `one process's CPU per create: ${fixed(cpuMsPerCreate, 2)} ms (one core could serve ${fixed(1000 / cpuMsPerCreate, 0)} creates/s, three cores, one each, ${fixed(3000 / cpuMsPerCreate, 0)})`,
      );

      const chats: ChatSummary[] = [];
      chats.push(await runChatScenario(`1 process, ${people.length} sockets`, one, one, people));
      chats.push(await runChatScenario(`3 processes behind nginx, ${people.length} sockets spread, posts round robin`, cluster.url, cluster.url, people));
      console.log('\nchat delivery (p50 / bare: against the bare route of where the posts went)');
      printChatSummaries(chats);
    } finally {
      await cluster.stop();
    }
  } finally {
    await db.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}
