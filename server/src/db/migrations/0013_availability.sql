CREATE TABLE "assistant_availability" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"weekly" jsonb NOT NULL,
	"days_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notice_hours" integer NOT NULL,
	"horizon_months" integer NOT NULL,
	"max_per_day" integer,
	"max_per_week" integer,
	"calendar_url" text,
	"calendar_read_at" timestamp with time zone,
	"calendar_events" integer,
	"calendar_error" text,
	"calendar_error_at" timestamp with time zone,
	"calendar_checked_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "assistant_availability_notice_check" CHECK ("assistant_availability"."notice_hours" >= 0),
	CONSTRAINT "assistant_availability_horizon_check" CHECK ("assistant_availability"."horizon_months" between 1 and 12),
	CONSTRAINT "assistant_availability_limits_check" CHECK (coalesce("assistant_availability"."max_per_day", 1) >= 1 and coalesce("assistant_availability"."max_per_week", 1) >= 1)
);
--> statement-breakpoint
CREATE TABLE "availability_busy_times" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "availability_busy_times_order_check" CHECK ("availability_busy_times"."ends_at" > "availability_busy_times"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "assistant_availability" ADD CONSTRAINT "assistant_availability_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_busy_times" ADD CONSTRAINT "availability_busy_times_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_availability_calendar_due_idx" ON "assistant_availability" USING btree ("calendar_checked_at") WHERE "assistant_availability"."calendar_url" is not null;--> statement-breakpoint
CREATE INDEX "availability_busy_times_user_idx" ON "availability_busy_times" USING btree ("user_id","ends_at");
