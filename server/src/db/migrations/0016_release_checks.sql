ALTER TABLE "remote_releases" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "remote_releases" ADD COLUMN "refusal" text;