-- One journal: money_entries becomes the only record of money. ledger_entries
-- (what clients paid and got back) and referral_ledger (what referrers earned)
-- are folded into it, each row keeping its meaning, and dropped.
ALTER TABLE "money_entries" ADD COLUMN "counterparty_id" uuid;--> statement-breakpoint
ALTER TABLE "money_entries" ADD COLUMN "hours" integer;--> statement-breakpoint
CREATE INDEX "money_entries_payment_idx" ON "money_entries" USING btree ("payment_id");--> statement-breakpoint
-- A referral reward the journal holds already: its entry now names the referred client and the hours.
UPDATE "money_entries" AS m SET "counterparty_id" = r."referred_user_id", "hours" = r."hours"
FROM (
  SELECT "booking_id", (array_agg("referred_user_id"))[1] AS "referred_user_id", max("hours") AS "hours"
  FROM "referral_ledger" WHERE "booking_id" IS NOT NULL GROUP BY "booking_id"
) AS r
WHERE m."reason" = 'referral_earned' AND m."account" = 'referral_payable' AND m."booking_id" = r."booking_id";--> statement-breakpoint
-- Rewards from before the journal began: owed to their referrer (available), paid from the fee side as now.
WITH missing AS (
  SELECT coalesce('referral:' || l."booking_id"::text, 'referral:before-journal:' || min(l."id"::text)) AS "key",
    l."booking_id", (array_agg(l."referrer_id"))[1] AS "referrer_id", (array_agg(l."referred_user_id"))[1] AS "referred_user_id",
    max(l."hours") AS "hours", sum(l."amount_centavos")::int AS "amount", min(l."created_at") AS "created_at"
  FROM "referral_ledger" AS l
  WHERE l."booking_id" IS NULL OR NOT EXISTS (
    SELECT 1 FROM "money_entries" AS m WHERE m."reason" = 'referral_earned' AND m."booking_id" = l."booking_id"
  )
  GROUP BY l."booking_id", CASE WHEN l."booking_id" IS NULL THEN l."id" END
)
INSERT INTO "money_entries" ("movement_key", "reason", "account", "state", "amount_centavos", "party_id", "party_name", "booking_id", "booking_reference", "counterparty_id", "hours", "created_at")
SELECT w."key", 'referral_earned', line."account", line."state", line."amount", line."party_id", line."party_name", w."booking_id", b."reference", line."counterparty_id", line."hours", w."created_at"
FROM missing AS w
LEFT JOIN "bookings" AS b ON b."id" = w."booking_id"
LEFT JOIN "users" AS u ON u."id" = w."referrer_id"
CROSS JOIN LATERAL (VALUES
  ('platform_fees', NULL, -w."amount", NULL::uuid, 'platform', NULL::uuid, NULL::int),
  ('referral_payable', 'available', w."amount", w."referrer_id", coalesce(u."first_name" || ' ' || u."last_name", 'a deleted user'), w."referred_user_id", w."hours")
) AS line("account", "state", "amount", "party_id", "party_name", "counterparty_id", "hours");--> statement-breakpoint
-- Captures from before the journal began: the platform held them whole (no earning was split off then).
INSERT INTO "money_entries" ("movement_key", "reason", "account", "state", "amount_centavos", "party_id", "party_name", "booking_id", "booking_reference", "payment_id", "created_at")
SELECT 'paid:' || l."payment_id"::text, 'paid_before_journal', line."account", NULL, l."amount_centavos", line."party_id", line."party_name", l."booking_id", b."reference", l."payment_id", l."created_at"
FROM "ledger_entries" AS l
LEFT JOIN "bookings" AS b ON b."id" = l."booking_id"
LEFT JOIN "users" AS u ON u."id" = l."user_id"
CROSS JOIN LATERAL (VALUES
  ('client_payments', l."user_id", coalesce(u."first_name" || ' ' || u."last_name", 'a deleted user')),
  ('platform_fees', NULL::uuid, 'platform')
) AS line("account", "party_id", "party_name")
WHERE l."amount_centavos" > 0 AND NOT EXISTS (
  SELECT 1 FROM "money_entries" AS m WHERE m."payment_id" = l."payment_id" AND m."account" = 'client_payments'
);--> statement-breakpoint
-- Refunds the journal does not hold (made before it began): given back from what the platform held.
WITH missing AS (
  SELECT l."payment_id", (array_agg(l."user_id"))[1] AS "payer_id", (array_agg(l."booking_id"))[1] AS "booking_id",
    (-sum(l."amount_centavos"))::int - coalesce((SELECT sum(m."amount_centavos") FROM "money_entries" AS m WHERE m."payment_id" = l."payment_id" AND m."account" = 'refunds'), 0)::int AS "amount",
    max(l."created_at") AS "created_at"
  FROM "ledger_entries" AS l WHERE l."amount_centavos" < 0 GROUP BY l."payment_id"
)
INSERT INTO "money_entries" ("movement_key", "reason", "account", "state", "amount_centavos", "party_id", "party_name", "booking_id", "booking_reference", "payment_id", "created_at")
SELECT 'refund:' || w."payment_id"::text || ':before-journal', 'refund_before_journal', line."account", NULL, line."amount", line."party_id", line."party_name", w."booking_id", b."reference", w."payment_id", w."created_at"
FROM missing AS w
LEFT JOIN "bookings" AS b ON b."id" = w."booking_id"
LEFT JOIN "users" AS u ON u."id" = w."payer_id"
CROSS JOIN LATERAL (VALUES
  ('refunds', w."amount", w."payer_id", coalesce(u."first_name" || ' ' || u."last_name", 'a deleted user')),
  ('platform_fees', -w."amount", NULL::uuid, 'platform')
) AS line("account", "amount", "party_id", "party_name")
WHERE w."amount" > 0;--> statement-breakpoint
DROP TABLE "ledger_entries" CASCADE;--> statement-breakpoint
DROP TABLE "referral_ledger" CASCADE;
