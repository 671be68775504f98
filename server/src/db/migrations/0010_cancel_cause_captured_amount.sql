ALTER TABLE "bookings" ADD COLUMN "cancel_cause" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "captured_amount_centavos" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "captured_currency" text;--> statement-breakpoint
CREATE INDEX "bookings_client_lapsed_idx" ON "bookings" USING btree ("client_id","cancelled_at") WHERE "bookings"."cancel_cause" = 'hold_expired';--> statement-breakpoint
CREATE INDEX "bookings_consultant_unpaid_idx" ON "bookings" USING btree ("consultant_id","created_at") WHERE "bookings"."payment_status" = 'UNPAID' and "bookings"."hold_expires_at" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancel_cause_check" CHECK ("bookings"."cancel_cause" in ('party', 'hold_expired', 'payment_declined', 'not_accepted', 'account_deleted'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_captured_amount_check" CHECK ("payments"."captured_amount_centavos" > 0);--> statement-breakpoint
-- Bookings cancelled before the cause was kept: read it from the reason people see, and the time from the last change.
UPDATE "bookings" SET
	"cancel_cause" = CASE "cancel_reason"
		WHEN 'Payment not completed in time' THEN 'hold_expired'
		WHEN 'Payment was declined' THEN 'payment_declined'
		WHEN 'Not accepted before the session started' THEN 'not_accepted'
		WHEN 'The other party''s account was deleted' THEN 'account_deleted'
		ELSE 'party' END,
	"cancelled_at" = "updated_at"
WHERE "status" = 'CANCELLED';--> statement-breakpoint
-- Captures made before the captured amount was kept were checked against the payment's own.
UPDATE "payments" SET "captured_amount_centavos" = "amount_centavos", "captured_currency" = "currency" WHERE "provider_payment_id" IS NOT NULL;
