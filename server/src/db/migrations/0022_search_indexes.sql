-- The profile search's GIN indexes without a pending list (fastupdate off): posts
-- change seldom and are searched constantly, and with a pending list every search
-- also scans its unsorted entries until a vacuum merges them (bench/profile-search).
-- Rebuilt rather than altered, so no entries stay behind in an old pending list.
DROP INDEX "profile_posts_name_trgm_idx";--> statement-breakpoint
DROP INDEX "profile_posts_location_trgm_idx";--> statement-breakpoint
DROP INDEX "profile_posts_skills_lower_idx";--> statement-breakpoint
CREATE INDEX "profile_posts_name_trgm_idx" ON "profile_posts" USING gin ("name_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "profile_posts_location_trgm_idx" ON "profile_posts" USING gin ("location" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "profile_posts_skills_lower_idx" ON "profile_posts" USING gin ("skills_lower") WITH (fastupdate=false);