// Demo data for a fresh database, so the composed site shows something real.
// Runs only when the users table is empty. Later features add one function
// each (profile posts, projects, bookings...) fed by what seedUsers returns.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { DEFAULT_PAYMENT_HOLD_MINUTES } from '@marketplace/shared-api/constants';
import { SETTING_DEFAULTS } from '../settings';
import { users } from '../db/schema/index';
import { SANDBOX_APPROVE, seedBookings } from './bookings';
import { seedChats } from './chats';
import { seedPremiumAndReferrals } from './premium';
import { seedProfiles } from './profiles';
import { seedSeries } from './series';
import { seedUsers, type SeedDeps, type SeededUsers } from './users';

export async function isDatabaseEmpty(deps: Pick<SeedDeps, 'db'>): Promise<boolean> {
  const [row] = await deps.db.select({ count: sql<number>`count(*)::int` }).from(users);
  return (row?.count ?? 0) === 0;
}

/** Slot dates of demo bookings are counted from today in this zone; Asia/Manila by default. */
export const SEED_DEFAULT_TIME_ZONE = 'Asia/Manila';

export interface DemoDataDeps extends SeedDeps {
  /** The app on this database: demo payments go through its payment routes and the sandbox checkout. */
  app: FastifyInstance;
  timeZone?: string;
  /** The app's PAYMENT_HOLD_MINUTES, for the demo bookings awaiting payment. */
  paymentHoldMinutes?: number;
  /** The app's PLATFORM_FEE_PERCENT, for the demo bookings' fees. */
  platformFeePercent?: number;
}

/** Seeds and returns what it created, or null when the database already had users. */
export async function seedDemoData(deps: DemoDataDeps): Promise<SeededUsers | null> {
  if (!(await isDatabaseEmpty(deps))) return null;
  const seeded = await seedUsers(deps);
  const now = deps.clock.now();
  await seedChats(deps.db, seeded, now);
  await seedProfiles(deps, seeded);
  await seedPremiumAndReferrals(deps.db, seeded, now);
  await seedBookings(seeded, {
    app: deps.app,
    db: deps.db,
    timeZone: deps.timeZone ?? SEED_DEFAULT_TIME_ZONE,
    now,
    holdMs: (deps.paymentHoldMinutes ?? DEFAULT_PAYMENT_HOLD_MINUTES) * 60_000,
    platformFeePercent: deps.platformFeePercent ?? SETTING_DEFAULTS.platformFeePercent,
  });
  // A paid weekly series for the Recurring tab; paid through the sandbox, as the other paid demo bookings are.
  if (deps.app.hasRoute({ method: 'POST', url: SANDBOX_APPROVE })) {
    await seedSeries(seeded, { app: deps.app, db: deps.db, timeZone: deps.timeZone ?? SEED_DEFAULT_TIME_ZONE, now });
  }
  return seeded;
}
