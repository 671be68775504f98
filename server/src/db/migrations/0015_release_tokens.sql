CREATE TABLE "release_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"remote" text,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "release_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_action_check";--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "actor_label" text;--> statement-breakpoint
ALTER TABLE "remote_release_events" ADD COLUMN "token_id" uuid;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_action_check" CHECK ("admin_audit_log"."action" in ('user.update', 'user.delete', 'post.delete', 'post.create', 'premium.accept', 'premium.decline', 'review.hide', 'release.promote', 'release.rollback', 'release.token.create', 'release.token.revoke', 'dispute.resolve', 'payout.retry'));