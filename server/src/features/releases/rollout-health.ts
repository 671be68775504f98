// When a staged rollout's candidate fails too often, the server ends the rollout:
// everyone goes back on the live release. Browsers report page loads and errors
// per release (client-reports in routes.ts); once the candidate has been loaded
// minLoads times since the rollout started, its error rate is compared with the
// live release's over the same time, and a rate more than marginPercent points
// above it ends the rollout, with the numbers as the reason in the history.
// Decided on each report that touches a rollout, and again with the remote's
// row locked, so with several processes the rollout ends once.
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { releaseClientCounts, remoteLive } from '../../db/schema/index';
import type { ReleaseChange } from '@marketplace/shared-api/types';

export interface RolloutLimits {
  /** Page loads of the candidate before its error rate is judged (ROLLOUT_MIN_LOADS). */
  minLoads: number;
  /** How many percentage points the candidate's error rate may exceed the live release's (ROLLOUT_ERROR_MARGIN). */
  marginPercent: number;
}

export const DEFAULT_ROLLOUT_LIMITS: RolloutLimits = { minLoads: 20, marginPercent: 10 };

export interface ReleaseCounts {
  releaseId: string;
  loads: number;
  errors: number;
}

/** The share of loads that went wrong: a page may report several errors of one load, so at most every load. */
const errorRate = (counts: ReleaseCounts | undefined) => (counts && counts.loads > 0 ? Math.min(counts.errors, counts.loads) / counts.loads : 0);
const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** Why the candidate's rollout should end ('automatic: error rate 40% vs 0% over 20 loads'), or null while it may go on. */
export function rolloutVerdict(live: ReleaseCounts | undefined, candidate: ReleaseCounts | undefined, limits: RolloutLimits): string | null {
  if (!candidate || candidate.loads < limits.minLoads) return null;
  const candidateRate = errorRate(candidate);
  const liveRate = errorRate(live);
  if ((candidateRate - liveRate) * 100 <= limits.marginPercent) return null;
  return `automatic: error rate ${percent(candidateRate)} vs ${percent(liveRate)} over ${candidate.loads} loads`;
}

type LiveRow = typeof remoteLive.$inferSelect;

export function createRolloutHealth(deps: {
  db: Database;
  limits: RolloutLimits;
  /** Ends the remote's rollout if `decide` (asked with its row locked) gives a reason. */
  endRollout: (remote: string, decide: (tx: Executor, locked: LiveRow) => Promise<string | null>) => Promise<ReleaseChange | null>;
}) {
  const { db, limits } = deps;

  async function countsSince(executor: Executor, remote: string, since: Date): Promise<ReleaseCounts[]> {
    return executor
      .select({ releaseId: releaseClientCounts.releaseId, loads: releaseClientCounts.loads, errors: releaseClientCounts.errors })
      .from(releaseClientCounts)
      .where(and(eq(releaseClientCounts.remote, remote), eq(releaseClientCounts.since, since)));
  }

  async function verdictOf(executor: Executor, row: LiveRow): Promise<string | null> {
    if (!row.candidateReleaseId) return null;
    const counts = await countsSince(executor, row.remote, row.changedAt);
    const of = (releaseId: string) => counts.find((entry) => entry.releaseId === releaseId);
    return rolloutVerdict(of(row.releaseId), of(row.candidateReleaseId), limits);
  }

  return {
    /** What browsers reported of each release of the remote since `since` (its remote_live row's last change). */
    countsSince: (remote: string, since: Date) => countsSince(db, remote, since),

    /** Ends the remote's rollout when its candidate fails too often; the change made, or null. */
    async endIfFailing(remote: string): Promise<ReleaseChange | null> {
      const [row] = await db.select().from(remoteLive).where(eq(remoteLive.remote, remote));
      if (!row || !(await verdictOf(db, row))) return null;
      return deps.endRollout(remote, (tx, locked) => verdictOf(tx, locked));
    },
  };
}

export type RolloutHealth = ReturnType<typeof createRolloutHealth>;
