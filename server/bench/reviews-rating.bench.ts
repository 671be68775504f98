// The earned rating at 100,000 assistants with 1,000,000 reviews:
// the rating is computed where it is read (features/reviews/rating.ts), not a
// counter kept in the review's transaction, because a review is also published
// by time and no transaction runs at that instant. This measures what that
// costs: one assistant's rating, the list page's search (each card carrying its
// rating) unfiltered and with minRating, and a profile's review pages, each the
// query alone (median of 25 after warm-up), with its plan.
// Reviews are spread unevenly (a few assistants have hundreds), a tenth are
// still blind (visible_at ahead) and 1% hidden, so the partial index and the
// clock predicate do real work.
import { profileSearchSchema } from '@marketplace/shared-api/schemas/profiles';
import { profileSearchQuery } from '../src/features/profiles/search-service';
import { ratingOf } from '../src/features/reviews/rating';
import { createReviewsService } from '../src/features/reviews/service';
import { openBenchDatabase, type BenchDatabase } from './bench-database';
import { fixed, printTable } from './print-table';
import { seedBenchAssistants } from './profile-seed';

const ASSISTANTS = Number(process.env.BENCH_ASSISTANTS ?? 100_000);
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 1_000_000);
const SAMPLES = 25;

async function seedReviews(db: BenchDatabase, count: number): Promise<void> {
  await db.query(
    `insert into users (username, email, password_hash, first_name, last_name, role, referral_code)
     values ('bench_client', 'bench_client@bench.local', 'not-a-hash', 'Bench', 'Client', 'Boss', 'BENCHCLIENT')`,
  );
  // One completed, paid booking per review: the foreign key and the one-review-per-author rule need their own booking.
  // Assistant n (of the ordered list) gets reviews with a skewed spread: i*i mod count favours low numbers.
  await db.query(
    `with assistants as (select id, row_number() over (order by id) as n from users where role = 'Assistant' and username like 'bench\\_%'),
          client as (select id from users where username = 'bench_client')
     insert into bookings (reference, client_id, consultant_id, date, start_time, duration, hourly_rate, price, status, payment_status, completed_at, created_at, updated_at)
     select 'R' || i, client.id, assistants.id, date '2026-01-05' + (i % 300), '09:00', 4, 125000, 500000, 'COMPLETED', 'PAID',
            timestamptz '2026-01-05' + make_interval(days => i % 300), now(), now()
     from generate_series(1, $1::int) as series(i)
     cross join client
     join assistants on assistants.n = 1 + (abs(hashtext('a' || i)::bigint) * abs(hashtext('b' || i)::bigint) % ${ASSISTANTS}) % ${ASSISTANTS}`,
    [count],
  );
  await db.query(
    `insert into reviews (booking_id, author_id, subject_id, side, stars, text, created_at, updated_at, window_closes_at, visible_at, hidden_at, hidden_reason)
     select b.id, b.client_id, b.consultant_id, 'client', 1 + abs(hashtext('s' || b.reference)) % 5, 'Benchmark review',
            b.completed_at, b.completed_at, b.completed_at + interval '14 days',
            -- a tenth still blind (published in the future), the rest published
            case when abs(hashtext('v' || b.reference)) % 10 = 0 then now() + interval '7 days' else b.completed_at + interval '1 day' end,
            case when abs(hashtext('h' || b.reference)) % 100 = 0 then now() else null end,
            case when abs(hashtext('h' || b.reference)) % 100 = 0 then 'Benchmark hide' else null end
     from bookings b where b.reference like 'R%'`,
  );
  await db.query('analyze bookings');
  await db.query('analyze reviews');
}

async function median(run: () => Promise<unknown>): Promise<number> {
  for (let index = 0; index < 5; index += 1) await run();
  const samples: number[] = [];
  for (let index = 0; index < SAMPLES; index += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)];
}

async function plan(db: BenchDatabase, query: { sql: string; params: unknown[] }): Promise<string> {
  const rows = await db.query<{ 'QUERY PLAN': string }>(`explain ${query.sql}`, query.params);
  return rows
    .map((row) => row['QUERY PLAN'])
    .filter((line) => /Scan|Sort|Limit|Aggregate|Nested Loop/.test(line))
    .map((line) => line.replace(/\s+\(cost=.*$/, '').trim())
    .join(' | ');
}

export default async function reviewsRatingBenchmark(): Promise<void> {
  const db = await openBenchDatabase();
  try {
    console.log(`database: ${db.label}`);
    let started = Date.now();
    await seedBenchAssistants(db, ASSISTANTS);
    await seedReviews(db, REVIEWS);
    const [{ reviews }] = await db.query<{ reviews: number }>('select count(*)::int as reviews from reviews');
    console.log(`seeded ${ASSISTANTS} assistants and ${reviews} reviews in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const now = new Date();
    const [busiest] = await db.query<{ id: string; count: number }>(
      `select subject_id as id, count(*)::int as count from reviews group by subject_id order by count desc limit 1`,
    );
    const [typical] = await db.query<{ id: string; count: number }>(
      `select subject_id as id, count(*)::int as count from reviews group by subject_id order by count limit 1 offset ${Math.floor(ASSISTANTS / 2)}`,
    );
    const rows: string[][] = [];
    const measure = async (name: string, run: () => Promise<unknown>, explained?: { sql: string; params: unknown[] }) => {
      const ms = await median(run);
      rows.push([name, fixed(ms, 2)]);
      if (explained) console.log(`  ${name}: ${await plan(db, explained)}`);
    };
    console.log('plans:');
    await measure(`rating of a typical assistant (${typical?.count ?? 0} reviews)`, () => ratingOf(db.handle.db, typical.id, now));
    await measure(`rating of the busiest assistant (${busiest?.count ?? 0} reviews)`, () => ratingOf(db.handle.db, busiest.id, now));
    for (const [name, search] of [
      ['search page of 24 cards with ratings, unfiltered', {}],
      ['search, minRating=4', { minRating: '4' }],
      ['search, minRating=4.5', { minRating: '4.5' }],
      ['search, skills=SEO&minRating=4', { skills: 'SEO', minRating: '4' }],
    ] as const) {
      const query = profileSearchSchema.parse(search);
      await measure(name, () => profileSearchQuery(db.handle.db, query, now), profileSearchQuery(db.handle.db, query, now).toSQL());
    }
    // The profile page's list: the first page and the next (keyset) of the busiest assistant.
    const service = createReviewsService({ db: db.handle.db, clock: { now: () => now }, audit: { record: async () => undefined }, notify: async () => undefined, ratingsChanged: () => undefined });
    const first = await service.page(busiest.id, { limit: 10 });
    await measure('review list, first page of 10 (busiest, with its rating)', () => service.page(busiest.id, { limit: 10 }));
    await measure('review list, next page (cursor)', () => service.page(busiest.id, { limit: 10, cursor: first.nextCursor ?? undefined }));
    printTable(['query (alone)', 'median ms'], rows);
  } finally {
    await db.close();
  }
}
