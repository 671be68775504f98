CREATE TABLE "profile_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"username" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"avatar" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills_lower" text[] DEFAULT '{}'::text[] NOT NULL,
	"location" text,
	"role" text NOT NULL,
	"salary_rate" integer,
	"experience" text,
	"availability" text,
	"image" text,
	"type" text DEFAULT 'profile' NOT NULL,
	"premium" text DEFAULT 'Not Verified' NOT NULL,
	"response_time" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"verified" boolean GENERATED ALWAYS AS ("premium" = 'Verified') STORED NOT NULL,
	"listed_at" timestamp (3) with time zone GENERATED ALWAYS AS (greatest("created_at", "updated_at")) STORED NOT NULL,
	"name_search" text GENERATED ALWAYS AS ("first_name" || ' ' || "last_name" || ' ' || "username") STORED NOT NULL,
	CONSTRAINT "profile_posts_salary_rate_check" CHECK ("profile_posts"."salary_rate" is null or "profile_posts"."salary_rate" >= 0),
	CONSTRAINT "profile_posts_type_check" CHECK ("profile_posts"."type" = 'profile')
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"rate_cents" integer NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"days" integer,
	"bathroom" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_rate_check" CHECK ("listings"."rate_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "post_details" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"size_hours" integer,
	"school" text,
	"restaurant" smallint,
	CONSTRAINT "post_details_size_check" CHECK ("post_details"."size_hours" is null or "post_details"."size_hours" >= 0),
	CONSTRAINT "post_details_restaurant_check" CHECK ("post_details"."restaurant" is null or "post_details"."restaurant" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "saved_posts" (
	"user_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_posts_pk" PRIMARY KEY("user_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "booking_slots" (
	"booking_id" uuid NOT NULL,
	"consultant_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"live" boolean DEFAULT true NOT NULL,
	CONSTRAINT "booking_slots_booking_id_start_time_pk" PRIMARY KEY("booking_id","start_time"),
	CONSTRAINT "booking_slots_start_time_check" CHECK ("booking_slots"."start_time" in ('09:00', '13:00'))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"client_id" uuid NOT NULL,
	"consultant_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"duration" integer NOT NULL,
	"hourly_rate" integer NOT NULL,
	"price" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"referral_code" text,
	"payment_status" text DEFAULT 'UNPAID' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('PENDING', 'CONFIRMED', 'COMPLETED', 'CANCELLED')),
	CONSTRAINT "bookings_start_time_check" CHECK ("bookings"."start_time" in ('09:00', '13:00')),
	CONSTRAINT "bookings_duration_check" CHECK ("bookings"."duration" in (4, 8)),
	CONSTRAINT "bookings_price_check" CHECK ("bookings"."price" >= 0 and "bookings"."hourly_rate" >= 0),
	CONSTRAINT "bookings_not_self_check" CHECK ("bookings"."client_id" <> "bookings"."consultant_id")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_posts" ADD CONSTRAINT "profile_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_details" ADD CONSTRAINT "post_details_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_posts" ADD CONSTRAINT "saved_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_posts" ADD CONSTRAINT "saved_posts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_posts_user_unique" ON "profile_posts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profile_posts_assistant_order_idx" ON "profile_posts" USING btree ("verified" DESC NULLS LAST,"listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "profile_posts"."role" = 'Assistant';--> statement-breakpoint
CREATE INDEX "profile_posts_name_trgm_idx" ON "profile_posts" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profile_posts_location_trgm_idx" ON "profile_posts" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profile_posts_skills_lower_idx" ON "profile_posts" USING gin ("skills_lower");--> statement-breakpoint
CREATE INDEX "listings_user_created_idx" ON "listings" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_posts_listing_idx" ON "saved_posts" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_slots_live_unique" ON "booking_slots" USING btree ("consultant_id","date","start_time") WHERE "booking_slots"."live";--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_unique" ON "bookings" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "bookings_client_date_idx" ON "bookings" USING btree ("client_id","date");--> statement-breakpoint
CREATE INDEX "bookings_consultant_date_idx" ON "bookings" USING btree ("consultant_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_unique" ON "calendar_feeds" USING btree ("token");