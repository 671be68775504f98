CREATE TABLE "remote_live" (
	"remote" text PRIMARY KEY NOT NULL,
	"release_id" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_release_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "remote_release_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"remote" text NOT NULL,
	"action" text NOT NULL,
	"release_id" text NOT NULL,
	"previous_release_id" text,
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"actor_label" text NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "remote_release_events_action_check" CHECK ("remote_release_events"."action" in ('promote', 'rollback'))
);
--> statement-breakpoint
CREATE TABLE "remote_releases" (
	"remote" text NOT NULL,
	"release_id" text NOT NULL,
	"base_url" text,
	"manifest" jsonb NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "remote_releases_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	CONSTRAINT "remote_releases_remote_release_id_pk" PRIMARY KEY("remote","release_id")
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_action_check";--> statement-breakpoint
CREATE INDEX "remote_release_events_remote_idx" ON "remote_release_events" USING btree ("remote","seq" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_action_check" CHECK ("admin_audit_log"."action" in ('user.update', 'user.delete', 'post.delete', 'post.create', 'premium.accept', 'premium.decline', 'review.hide', 'release.promote', 'release.rollback'));