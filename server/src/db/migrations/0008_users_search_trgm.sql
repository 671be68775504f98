-- The admin console's user search (GET /api/users?search=) matches one text of
-- username, names and email with ILIKE '%term%': a trigram GIN index on that
-- expression serves it at 100,000 users (bench/admin-users-search.bench.ts).
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("username" || ' ' || "first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);