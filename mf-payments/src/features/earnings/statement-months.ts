// The months the Statements list offers: each month that has an entry, newest first
// ('2026-06'), as GET /api/earnings/statements/{month} takes it.
import type { EarningEntry } from '@marketplace/shared-api/types';

export function statementMonths(entries: readonly Pick<EarningEntry, 'date'>[]): string[] {
  const months = new Set(entries.map((entry) => entry.date.slice(0, 7)));
  return [...months].sort().reverse();
}
