CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"changes" jsonb,
	"reason" text,
	CONSTRAINT "admin_audit_log_action_check" CHECK ("admin_audit_log"."action" in ('user.update', 'user.delete', 'post.delete', 'post.create', 'premium.accept', 'premium.decline'))
);
--> statement-breakpoint
CREATE TABLE "premium_applications" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"applied_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"paid_at" timestamp with time zone,
	CONSTRAINT "premium_applications_status_check" CHECK ("premium_applications"."status" in ('pending', 'accepted', 'declined', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "referral_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid,
	"referrer_id" uuid NOT NULL,
	"referred_user_id" uuid,
	"amount_centavos" integer NOT NULL,
	"hours" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_ledger_amount_check" CHECK ("referral_ledger"."amount_centavos" > 0),
	CONSTRAINT "referral_ledger_reason_check" CHECK ("referral_ledger"."reason" in ('booking_hours', 'completion_reward'))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "premium_applications" ADD CONSTRAINT "premium_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_ledger" ADD CONSTRAINT "referral_ledger_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_ledger" ADD CONSTRAINT "referral_ledger_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_ledger" ADD CONSTRAINT "referral_ledger_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_at_idx" ON "admin_audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "premium_applications_status_idx" ON "premium_applications" USING btree ("status","applied_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_ledger_booking_reason_unique" ON "referral_ledger" USING btree ("booking_id","reason");--> statement-breakpoint
CREATE INDEX "referral_ledger_referrer_idx" ON "referral_ledger" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_premium_kept_unique" ON "payments" USING btree ("payer_id") WHERE "payments"."purpose" = 'premium' and "payments"."status" = 'paid' and "payments"."refund_due_at" is null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" in ('booking', 'premium'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('booking_payment', 'booking_refund', 'premium_payment', 'premium_refund'));