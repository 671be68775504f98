// A demo recurring series, so the Recurring tab shows something on a fresh
// start: the demo boss books Jose on Tuesdays and Thursdays at 09:00 for four weeks,
// through the same routes and series service the booking wizard uses: the pattern is
// judged first and any occurrence it refuses is skipped, as the wizard lets a Boss do;
// Jose accepts the request once, and the boss pays the whole series in one checkout
// through the sandbox (each occurrence confirmed and its money in the journal by the
// payment path). Needs the sandbox provider, as the other paid demo bookings do.
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import type { PaymentResponse, RecurringSeries, SeriesJudgement } from '@marketplace/shared-api/types';
import type { Database } from '../db/database';
import { notifications } from '../db/schema/index';
import { addDaysToKey, wallTime } from '@marketplace/shared-api/time/wall-clock';
import type { SeededUsers } from './users';

export const DEMO_SERIES = { consultant: 'jose_reyes', weekdays: [2, 4], startTime: '09:00', duration: 4, weeks: 4, startsInDays: 1 } as const;
const DEMO_ACCOUNT_NUMBER = '0917 555 0123';

export async function seedSeries(
  seeded: SeededUsers,
  { app, db, timeZone, now }: { app: FastifyInstance; db: Database; timeZone: string; now: Date },
): Promise<RecurringSeries | null> {
  const consultant = seeded.assistants.find((assistant) => assistant.username === DEMO_SERIES.consultant);
  if (!consultant) return null;
  const as = (userId: string) => ({ authorization: `Bearer ${app.tokens.signSession(userId)}` });
  const call = async <T>(userId: string, method: 'POST' | 'PUT', url: string, payload: object, expected: number): Promise<T> => {
    const response = await app.inject({ method, url, headers: as(userId), payload });
    if (response.statusCode !== expected) throw new Error(`demo series: ${method} ${url} answered ${response.statusCode} ${response.body}`);
    return response.json<T>();
  };
  const pattern = {
    consultantId: consultant.id,
    weekdays: [...DEMO_SERIES.weekdays],
    startTime: DEMO_SERIES.startTime,
    duration: DEMO_SERIES.duration,
    firstDate: addDaysToKey(wallTime(timeZone, now).date, DEMO_SERIES.startsInDays),
    weeks: DEMO_SERIES.weeks,
  };
  const judged = await call<SeriesJudgement>(seeded.boss.id, 'POST', '/api/bookings/series/judge', pattern, 200);
  const skip = judged.occurrences.filter((occurrence) => occurrence.refusal !== null).map((occurrence) => occurrence.seriesDate);
  if (skip.length === judged.occurrences.length) return null;
  const price = judged.pricePerOccurrence;
  const { series } = await call<{ series: RecurringSeries }>(seeded.boss.id, 'POST', '/api/bookings/series', { ...pattern, payMode: 'once', price, skip }, 201);
  await call<RecurringSeries>(consultant.id, 'PUT', `/api/bookings/series/${series.id}/status`, { status: 'accepted' }, 200);
  const payment = await call<PaymentResponse>(
    seeded.boss.id,
    'POST',
    '/api/payments/series',
    { seriesId: series.id, period: 0, amount: price * series.occurrences.length, accountNumber: DEMO_ACCOUNT_NUMBER, paymentMethod: 'gcash' },
    201,
  );
  const approved = await app.inject({ method: 'POST', url: `${new URL(payment.paymentUrl ?? '').pathname}/approve` });
  if (approved.statusCode !== 303) throw new Error(`demo series: approve answered ${approved.statusCode} ${approved.body}`);
  await app.background.drain();
  // The demo people have seen the news of their series.
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.type, 'BOOKING'), inArray(notifications.entityId, series.occurrences.map((booking) => booking.id))));
  return series;
}
