// The benchmarks' console tables: the first column left-aligned, numbers right-aligned.
import type { LoadResult } from './load';

export const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

export function printTable(header: string[], lines: string[][]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

/** Load results against the first one (the bare route): req/s, p50, p99 and both as ratios to it. */
export function printLoadTable(rows: Array<{ name: string; result: LoadResult }>): void {
  const bare = rows[0].result;
  printTable(
    ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'req/s vs bare', 'p99 vs bare', 'failed'],
    rows.map(({ name, result }) => [
      name + (result.truncated ? ' (time limit)' : ''),
      fixed(result.requestsPerSecond, 0),
      fixed(result.p50Ms, 2),
      fixed(result.p99Ms, 2),
      `${fixed(result.requestsPerSecond / bare.requestsPerSecond, 2)}x`,
      `${fixed(result.p99Ms / bare.p99Ms, 1)}x`,
      String(result.failed),
    ]),
  );
}
