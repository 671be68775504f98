// "Now" for an e2e run. Every server the flows start (the suite's own, each
// flow's clock server, the cluster's processes) and every browser page read one
// clock: the instant E2E_NOW when the run starts, moving on with real time. The
// flows count the days they book from it (./booking-day.ts) and the servers
// seed their demo data from it, so a commit sees the same calendar on every
// run, whatever day it is tested on.
//
// E2E_NOW is a setting of the run (an ISO instant); without it, DEFAULT_E2E_NOW.
// `npm test` also runs the flows that depend on the date from the instants in
// ./calendar-instants.ts. Against a site the run did not start (E2E_BASE_URL
// without E2E_NOW), the run's clock is the real one: that site's servers are.
export const DEFAULT_E2E_NOW = '2026-12-09T02:00:00.000Z'; // Wed Dec 9, 10:00 AM in Manila

/**
 * Set once, by the first process of a run that asks; its workers, servers and browsers inherit it.
 * The servers' test entry (server/src/test/clock-server.ts) starts its clock from it.
 */
const OFFSET_VARIABLE = 'TEST_CLOCK_OFFSET_MS';

function startingInstant(): number | null {
  const setting = process.env.E2E_NOW;
  if (!setting && process.env.E2E_BASE_URL) return null;
  const at = Date.parse(setting || DEFAULT_E2E_NOW);
  if (Number.isNaN(at)) throw new Error(`E2E_NOW must be an ISO instant such as ${DEFAULT_E2E_NOW}, not '${setting}'`);
  return at;
}

/** How far the run's clock is ahead of real time (negative: behind). */
export function runClockOffsetMs(): number {
  if (process.env[OFFSET_VARIABLE] === undefined) {
    const at = startingInstant();
    process.env[OFFSET_VARIABLE] = String(at === null ? 0 : at - Date.now());
  }
  return Number(process.env[OFFSET_VARIABLE]);
}

/** The run's clock now. */
export const runNow = (): Date => new Date(Date.now() + runClockOffsetMs());

/** The environment a server process of this run needs to share its clock. */
export const runClockEnv = (): Record<string, string> => ({ [OFFSET_VARIABLE]: String(runClockOffsetMs()) });

/** A fresh run (another starting instant): the next runClockOffsetMs() fixes the offset again. */
export function forgetRunClock(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { [OFFSET_VARIABLE]: _forgotten, ...rest } = env;
  return rest;
}
