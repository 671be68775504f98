DROP INDEX "ledger_entries_payment_kind_unique";--> statement-breakpoint
ALTER TABLE "earnings" ADD COLUMN "session_hours" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_payment_capture_unique" ON "ledger_entries" USING btree ("payment_id","kind") WHERE "ledger_entries"."kind" in ('booking_payment', 'premium_payment');--> statement-breakpoint
UPDATE "earnings" SET "session_hours" = "bookings"."duration" FROM "bookings" WHERE "bookings"."id" = "earnings"."booking_id";
