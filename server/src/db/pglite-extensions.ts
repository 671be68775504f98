// PostgreSQL extensions the embedded database must load: the migrations run
// CREATE EXTENSION for them, and PGlite can only create the ones it was given.
// pg_trgm backs the partial, case-insensitive profile search (trigram indexes).
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const PGLITE_EXTENSIONS = { pg_trgm };
