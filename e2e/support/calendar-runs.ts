// The flows that depend on the date, run again from other starting instants of
// the run's clock (./run-clock.ts), so a flow that only passes on some days of
// the week or month fails here, on every run, instead of on the day CI happens
// to run it. `npm test` runs this after the other flows; each instant gets a
// fresh run: its own servers, data and browsers.
//
//   node --import tsx support/calendar-runs.ts [instant ...]   (default: all of CALENDAR_INSTANTS)
//
// Exits 1 when a flow fails from any instant, after trying them all.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { forgetRunClock } from './run-clock';

/**
 * Starting instants, each named for the edges of the calendar it puts the flows
 * on. Each instant covers two edges, so the five the runs must cross cost three
 * runs: Sunday late evening in Manila, Monday just after midnight there (still
 * Sunday in UTC and New York), the last day of a month, Dec 31, and the day New
 * York moves its clocks.
 */
export const CALENDAR_INSTANTS: Record<string, string> = {
  'Sunday late evening in Manila on the last day of a month (Sun Jan 31, 11:30 PM)': '2027-01-31T15:30:00.000Z',
  'Monday just after midnight in Manila, the day New York moves its clocks forward (Mon Mar 15, 12:30 AM; Sun Mar 14, 12:30 PM in New York)':
    '2027-03-14T16:30:00.000Z',
  'Dec 31, bookings in the next year (Thu Dec 31, 8:00 PM)': '2026-12-31T12:00:00.000Z',
};

/** Every flow that books a day, moves a server's clock, or reads a session's time. */
export const DATE_FLOWS = [
  'tests/booking.spec.ts',
  'tests/payment-decline.spec.ts',
  'tests/availability.spec.ts',
  'tests/earnings.spec.ts',
  'tests/reviews.spec.ts',
  'tests/referral.spec.ts',
  'tests/email.spec.ts',
  'tests/booking-process.spec.ts',
  'tests/recurring.spec.ts',
];

const E2E_DIR = path.resolve(import.meta.dirname, '..');

function runFrom(instant: string): Promise<number> {
  const env = forgetRunClock({ ...process.env, E2E_NOW: instant });
  delete env.E2E_DATA_DIR;
  const child = spawn('npx', ['playwright', 'test', ...DATE_FLOWS], { cwd: E2E_DIR, env, stdio: 'inherit' });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

const chosen = process.argv.slice(2);
const instants = chosen.length > 0 ? chosen.map((instant) => [`E2E_NOW=${instant}`, instant] as const) : Object.entries(CALENDAR_INSTANTS);
const failed: string[] = [];
for (const [name, instant] of instants) {
  console.log(`\nThe flows that depend on the date, from ${name}: E2E_NOW=${instant}`);
  const started = Date.now();
  const code = await runFrom(instant);
  console.log(`${code === 0 ? 'passed' : 'FAILED'} from ${instant} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (code !== 0) failed.push(`${name} (E2E_NOW=${instant})`);
}
if (failed.length > 0) console.error(`\nThe flows that depend on the date failed from: ${failed.join('; ')}`);
process.exitCode = failed.length > 0 ? 1 : 0;
