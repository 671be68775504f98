CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dedupe_key" text,
	"user_id" uuid,
	"recipient_email" text NOT NULL,
	"recipient_name" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"link_url" text NOT NULL,
	"unsubscribe_url" text,
	"message_id" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_kind_check" CHECK ("email_outbox"."kind" in ('booking_requested', 'booking_confirmed', 'booking_rescheduled', 'booking_cancelled', 'booking_completed', 'booking_reminder', 'chat_message', 'payment_receipt', 'earning_available', 'payout', 'dispute', 'premium_application', 'security')),
	CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('held', 'pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "email_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outbox_id" uuid NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"detail" text NOT NULL,
	CONSTRAINT "email_attempts_outcome_check" CHECK ("email_attempts"."outcome" in ('sent', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "email_opt_outs" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "email_opt_outs_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "email_opt_outs_kind_check" CHECK ("email_opt_outs"."kind" in ('booking_requested', 'booking_confirmed', 'booking_rescheduled', 'booking_cancelled', 'booking_completed', 'booking_reminder', 'chat_message', 'payment_receipt', 'earning_available', 'payout', 'dispute', 'premium_application'))
);
--> statement-breakpoint
CREATE TABLE "member_presence" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_attempts" ADD CONSTRAINT "email_attempts_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_opt_outs" ADD CONSTRAINT "email_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_presence" ADD CONSTRAINT "member_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_dedupe_unique" ON "email_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "email_outbox_user_kind_idx" ON "email_outbox" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "email_attempts_outbox_idx" ON "email_attempts" USING btree ("outbox_id","attempted_at");--> statement-breakpoint
CREATE INDEX "bookings_confirmed_date_idx" ON "bookings" USING btree ("date") WHERE "bookings"."status" = 'CONFIRMED';
