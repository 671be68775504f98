// The values of a constant list written as SQL literals, for CHECK constraints
// (`status in ('PENDING', 'CONFIRMED')`). Not a table: index.ts does not export it.
import { sql } from 'drizzle-orm';

export const sqlList = (values: readonly (string | number)[]) =>
  sql.raw(values.map((value) => (typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`)).join(', '));
