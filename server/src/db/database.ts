// The database type every service receives. Both drivers (PGlite and
// node-postgres) produce a PgDatabase, so services never know which one they run
// on. Queries name the schema's tables themselves (the query builders, never
// drizzle's relational db.query): given no schema, drizzle builds no relational
// query builders for every table on each transaction it opens.
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';

export type Database = PgDatabase<PgQueryResultHKT>;

/** An open database: the drizzle handle plus how to migrate and close it. */
export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'node-postgres';
  /** The driver's own client, for the rare job drizzle does not cover (e.g. dumping a PGlite data dir). */
  client: PGlite | pg.Pool;
  /** Applies the committed SQL migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The database or an open transaction: reads inside a write see its own rows. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
