CREATE TABLE "release_client_counts" (
	"remote" text NOT NULL,
	"release_id" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"loads" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "release_client_counts_remote_release_id_since_pk" PRIMARY KEY("remote","release_id","since")
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_action_check";--> statement-breakpoint
ALTER TABLE "remote_release_events" DROP CONSTRAINT "remote_release_events_action_check";--> statement-breakpoint
ALTER TABLE "remote_live" ADD COLUMN "candidate_release_id" text;--> statement-breakpoint
ALTER TABLE "remote_live" ADD COLUMN "candidate_share" integer;--> statement-breakpoint
ALTER TABLE "remote_release_events" ADD COLUMN "share" integer;--> statement-breakpoint
ALTER TABLE "remote_releases" ADD COLUMN "host_down_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_action_check" CHECK ("admin_audit_log"."action" in ('user.update', 'user.delete', 'post.delete', 'post.create', 'premium.accept', 'premium.decline', 'review.hide', 'release.promote', 'release.rollback', 'release.rollout', 'release.rollout.end', 'release.token.create', 'release.token.revoke', 'dispute.resolve', 'payout.retry'));--> statement-breakpoint
ALTER TABLE "remote_live" ADD CONSTRAINT "remote_live_candidate_check" CHECK (("remote_live"."candidate_release_id" is null) = ("remote_live"."candidate_share" is null));--> statement-breakpoint
ALTER TABLE "remote_live" ADD CONSTRAINT "remote_live_candidate_share_check" CHECK ("remote_live"."candidate_share" between 1 and 99);--> statement-breakpoint
ALTER TABLE "remote_release_events" ADD CONSTRAINT "remote_release_events_action_check" CHECK ("remote_release_events"."action" in ('promote', 'rollback', 'rollout', 'end-rollout'));