CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"avatar" text,
	"role" text NOT NULL,
	"premium" text DEFAULT 'Not Verified' NOT NULL,
	"location" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience" text,
	"availability" text,
	"salary_rate" integer,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"referral_code" text NOT NULL,
	"referred_by" uuid,
	"referral_count" integer DEFAULT 0 NOT NULL,
	"referral_bookings" integer DEFAULT 0 NOT NULL,
	"money_earned" integer DEFAULT 0 NOT NULL,
	"response_time" text,
	"bio" text,
	"rating" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('Boss', 'Assistant', 'Sharer')),
	CONSTRAINT "users_premium_check" CHECK ("users"."premium" in ('Not Verified', 'Verified', 'Admin')),
	CONSTRAINT "users_salary_rate_check" CHECK ("users"."salary_rate" is null or "users"."salary_rate" >= 0),
	CONSTRAINT "users_referral_count_check" CHECK ("users"."referral_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referred_by_users_id_fk" FOREIGN KEY ("referred_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_unique" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_unique" ON "users" USING btree ("referral_code");