CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"booking_reference" text NOT NULL,
	"client_id" uuid,
	"client_name" text NOT NULL,
	"assistant_id" uuid,
	"assistant_name" text NOT NULL,
	"reason" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"refund_centavos" integer,
	"note" text,
	"refund_due_at" timestamp with time zone,
	"resolved_by" uuid,
	"opened_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "disputes_reason_check" CHECK ("disputes"."reason" in ('no_show', 'left_early', 'other')),
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('open', 'refund_pending', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "earnings" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"booking_reference" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"assistant_id" uuid,
	"assistant_name" text NOT NULL,
	"client_id" uuid,
	"client_name" text NOT NULL,
	"session_date" text NOT NULL,
	"gross_centavos" integer NOT NULL,
	"fee_centavos" integer NOT NULL,
	"net_centavos" integer NOT NULL,
	"refunded_centavos" integer DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"held" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "earnings_state_check" CHECK ("earnings"."state" in ('upcoming', 'in_review', 'available', 'paid_out', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "money_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"movement_key" text NOT NULL,
	"reason" text NOT NULL,
	"account" text NOT NULL,
	"state" text,
	"amount_centavos" integer NOT NULL,
	"party_id" uuid,
	"party_name" text NOT NULL,
	"booking_id" uuid,
	"booking_reference" text,
	"payment_id" uuid,
	"payout_id" uuid,
	"dispute_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "money_entries_movement_unique" UNIQUE NULLS NOT DISTINCT("movement_key","account","state","party_id"),
	CONSTRAINT "money_entries_amount_check" CHECK ("money_entries"."amount_centavos" <> 0),
	CONSTRAINT "money_entries_account_check" CHECK ("money_entries"."account" in ('client_payments', 'refunds', 'held_for_refund', 'platform_fees', 'assistant_payable', 'referral_payable')),
	CONSTRAINT "money_entries_state_check" CHECK (("money_entries"."account" in ('assistant_payable', 'referral_payable')) = ("money_entries"."state" is not null) and ("money_entries"."state" is null or "money_entries"."state" in ('upcoming', 'in_review', 'available', 'payout_pending', 'paid_out')))
);
--> statement-breakpoint
CREATE TABLE "money_schedule" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_destinations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"mobile_number" text NOT NULL,
	"account_name" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"amount_centavos" integer NOT NULL,
	"referral_centavos" integer DEFAULT 0 NOT NULL,
	"method" text NOT NULL,
	"mobile_number" text NOT NULL,
	"account_name" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempt_after" timestamp with time zone,
	"provider_reference" text,
	"failure_reason" text,
	"provider_log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_centavos" > 0),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('pending', 'paid', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_action_check";--> statement-breakpoint
ALTER TABLE "referral_ledger" DROP CONSTRAINT "referral_ledger_referrer_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "referral_ledger" ALTER COLUMN "referrer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "platform_fee_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "duplicate_of" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_destinations" ADD CONSTRAINT "payout_destinations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_booking_unique" ON "disputes" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "disputes_status_idx" ON "disputes" USING btree ("status","opened_at");--> statement-breakpoint
CREATE INDEX "earnings_assistant_idx" ON "earnings" USING btree ("assistant_id","created_at");--> statement-breakpoint
CREATE INDEX "earnings_due_idx" ON "earnings" USING btree ("state","ends_at");--> statement-breakpoint
CREATE INDEX "money_entries_party_idx" ON "money_entries" USING btree ("party_id","account","state");--> statement-breakpoint
CREATE INDEX "money_entries_created_idx" ON "money_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "money_entries_booking_idx" ON "money_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_idempotency_unique" ON "payouts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "payouts_due_idx" ON "payouts" USING btree ("status","attempt_after");--> statement-breakpoint
ALTER TABLE "referral_ledger" ADD CONSTRAINT "referral_ledger_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('MESSAGE', 'BOOKING', 'REFERRAL', 'REVIEW', 'EARNING', 'DISPUTE'));--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_action_check" CHECK ("admin_audit_log"."action" in ('user.update', 'user.delete', 'post.delete', 'post.create', 'premium.accept', 'premium.decline', 'review.hide', 'release.promote', 'release.rollback', 'dispute.resolve', 'payout.retry'));--> statement-breakpoint
-- Bookings made before the fee existed carry the default rate (10 percent); the
-- journal starts with this migration: payments taken before it are explained by
-- ledger_entries and payment_events as they were.
UPDATE "bookings" SET "platform_fee_centavos" = round("price" * 10 / 100.0);
