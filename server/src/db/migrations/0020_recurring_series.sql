CREATE TABLE "booking_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"consultant_id" uuid NOT NULL,
	"weekdays" integer[] NOT NULL,
	"start_time" text NOT NULL,
	"duration" integer NOT NULL,
	"first_date" date NOT NULL,
	"last_date" date NOT NULL,
	"weeks" integer,
	"until" date,
	"pay_mode" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_series_not_self_check" CHECK ("booking_series"."client_id" <> "booking_series"."consultant_id"),
	CONSTRAINT "booking_series_start_time_check" CHECK ("booking_series"."start_time" in ('09:00', '13:00')),
	CONSTRAINT "booking_series_duration_check" CHECK ("booking_series"."duration" in (4, 8)),
	CONSTRAINT "booking_series_pay_mode_check" CHECK ("booking_series"."pay_mode" in ('once', 'per_period')),
	CONSTRAINT "booking_series_status_check" CHECK ("booking_series"."status" in ('requested', 'accepted', 'declined')),
	CONSTRAINT "booking_series_dates_check" CHECK ("booking_series"."first_date" <= "booking_series"."last_date")
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "series_date" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "series_moved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "series_period" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "series_period" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "part_of" uuid;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_series_client_idx" ON "booking_series" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "booking_series_consultant_idx" ON "booking_series" USING btree ("consultant_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_series_id_booking_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."booking_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_series_id_booking_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."booking_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_series_idx" ON "bookings" USING btree ("series_id","date") WHERE "bookings"."series_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_series_idx" ON "payments" USING btree ("series_id") WHERE "payments"."series_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_part_of_idx" ON "payments" USING btree ("part_of") WHERE "payments"."part_of" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_series_check" CHECK (("bookings"."series_id" is null) = ("bookings"."series_date" is null) and "bookings"."is_recurring" = ("bookings"."series_id" is not null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" in ('booking', 'premium', 'series'));