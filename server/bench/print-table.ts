// The benchmarks' console tables: the first column left-aligned, numbers right-aligned.
import { BARE_NAME, type LoadResult } from './load';

export const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

export function printTable(header: string[], lines: string[][]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

/**
 * Load results (measureRoutes' rows: the generator's ceiling, the bare route, then routes): req/s,
 * p50, p99, and req/s as a ratio to the server's own bare route (the budget's yardstick); with
 * budgets (by row name), a last column says whether each budgeted route meets its own. The ceiling's ratio shows how far above
 * the bare route the generator could go: near 1.0x, the client and not the server set the figures.
 */
export function printLoadTable(rows: Array<{ name: string; result: LoadResult }>, budgets?: Record<string, { ratio: number; p99Ms?: number }>): void {
  const bare = rows.find((row) => row.name === BARE_NAME)?.result ?? rows[0].result;
  printTable(
    ['route', 'req/s', 'p50 ms', 'p99 ms', 'req/s vs bare', 'failed', ...(budgets ? ['budget'] : [])],
    rows.map(({ name, result }) => {
      const ratio = result.requestsPerSecond / bare.requestsPerSecond;
      const budget = budgets?.[name];
      const misses = budget
        ? [ratio < budget.ratio && `< ${budget.ratio}x`, budget.p99Ms !== undefined && result.p99Ms > budget.p99Ms && `p99 > ${budget.p99Ms} ms`].filter(Boolean)
        : [];
      return [
        name,
        fixed(result.requestsPerSecond, 0),
        fixed(result.p50Ms, 2),
        fixed(result.p99Ms, 2),
        `${fixed(ratio, 3)}x`,
        String(result.failed),
        ...(budgets ? [budget ? (misses.length > 0 ? `MISSED: ${misses.join(', ')}` : 'met') : ''] : []),
      ];
    }),
  );
}
