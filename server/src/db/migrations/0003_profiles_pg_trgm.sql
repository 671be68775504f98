-- The profile search matches names and places partially and case-insensitively
-- (ILIKE '%term%'); trigram GIN indexes make that fast (next migration).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
