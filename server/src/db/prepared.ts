// Statements built once. Drizzle builds a query's SQL anew on every call, walking
// each selected column, and for a wide row that costs more than the database takes to
// answer: a booking with both parties took 0.8 ms to build, and one paid booking
// built about 11 ms of SQL on its way from create to approve.
//
// A statement here is built once, with placeholders for what changes per call, by a
// session that only records what drizzle would send. Each call hands that record to
// the session of the executor it runs on (the pool, or the connection of an open
// transaction, so it sees that transaction's rows and locks) under one name:
// node-postgres then parses it once per connection and PostgreSQL plans it once;
// PGlite runs the same text.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDatabase, PgDialect, PgPreparedQuery, PgSession, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database, Executor } from './database';

type PrepareArguments = Parameters<PgSession['prepareQuery']>;

/** A prepared query as drizzle's builders leave it; the join map is how a left join's missing row reads as null. */
type BuiltQuery = PgPreparedQuery<PreparedQueryConfig> & { joinsNotNullableMap?: unknown };

class RecordedQuery extends PgPreparedQuery<PreparedQueryConfig> {
  execute(): never {
    throw new Error('a recorded statement runs only through prepared()');
  }
}

/** Keeps what a builder asked its session to prepare, and runs nothing. */
class RecordingSession extends PgSession {
  recorded: PrepareArguments | undefined;

  prepareQuery(...args: PrepareArguments): RecordedQuery {
    this.recorded = args;
    return new RecordedQuery(args[0], undefined, undefined);
  }

  transaction(): never {
    throw new Error('a recorded statement opens no transaction');
  }
}

/** Any drizzle builder that can be prepared: a select, insert, update or delete. */
interface Preparable {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<unknown> };
}

type Answer<B extends Preparable> = Awaited<ReturnType<ReturnType<B['prepare']>['execute']>>;

const names = new Set<string>();

/**
 * The query `build` makes, built once under `name` (unique across the app), run on
 * the executor each call is given with the placeholders' values. `build` gets a
 * database that can only build: name every value that changes with sql.placeholder.
 */
export function prepared<V extends Record<string, unknown>, B extends Preparable>(
  name: string,
  build: (db: Database) => B,
): (executor: Executor, values: V) => Promise<Answer<B>> {
  // node-postgres refuses a name it prepared on a connection for another text, mid-request.
  if (names.has(name)) throw new Error(`prepared(${name}): the name is taken`);
  names.add(name);
  const dialect = new PgDialect();
  const session = new RecordingSession(dialect);
  const template = build(new PgDatabase(dialect, session, undefined) as unknown as Database).prepare(name) as unknown as BuiltQuery;
  const recorded = session.recorded;
  if (!recorded) throw new Error(`prepared(${name}): the builder prepared nothing`);
  return (executor, values) => {
    const query: BuiltQuery = executor._.session.prepareQuery(...recorded);
    query.joinsNotNullableMap = template.joinsNotNullableMap;
    return query.execute(values) as Promise<Answer<B>>;
  };
}

/**
 * A value given per call that reaches the driver as it is (node-postgres and PGlite
 * both send a Date as its instant, an array as an array): drizzle's own placeholder in
 * insert values or set() encodes by the column, and its timestamp encoding fails on a
 * null; and its types admit no placeholder in set() at all.
 */
export function given(name: string): SQL {
  return sql`${sql.placeholder(name)}`;
}

/** The source of a select of columns alone (scalar subqueries, each rule's facts): drizzle's select needs one. */
export const NO_TABLE = sql`(select 1) as one`;

/** `column = any($name)`: one statement for a list of any length. */
export function inList(column: SQLWrapper, name: string, type: 'uuid' | 'text' = 'uuid'): SQL {
  return sql`${column} = any(${sql.placeholder(name)}::${sql.raw(type)}[])`;
}

/**
 * Rows as one list per field, for a statement that inserts from unnest of each list (one
 * statement for any number of rows, built once): every row must carry every field.
 */
export function listsOf<R extends object>(rows: readonly R[]): { [K in keyof R]: R[K][] } {
  const lists = {} as { [K in keyof R]: R[K][] };
  for (const key of Object.keys(rows[0] ?? {}) as (keyof R)[]) lists[key] = rows.map((row) => row[key]);
  return lists;
}
