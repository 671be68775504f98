CREATE TABLE "uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"uploader_id" uuid NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"kept_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "uploads_uploader_idx" ON "uploads" USING btree ("uploader_id");--> statement-breakpoint
CREATE INDEX "uploads_created_at_idx" ON "uploads" USING btree ("created_at");