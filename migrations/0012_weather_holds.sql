-- Weather holds (docs/product.md#weather-holds): a hold closes deadlines of one date and moves their bookings on;
-- a booking it cannot place keeps its deadline with needs_new_date set. New mail kinds, audit
-- target and waitlist outcome ('held') widen their CHECK lists.
CREATE TABLE "weather_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"time_slots" text[] NOT NULL,
	"reason" text NOT NULL,
	"moved" integer NOT NULL,
	"unplaced" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" integer,
	CONSTRAINT "weather_holds_time_slots_check" CHECK (cardinality("weather_holds"."time_slots") > 0 and "weather_holds"."time_slots" <@ array['10:00 AM', '12:00 PM', '3:00 PM']::text[])
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "mail_queue" DROP CONSTRAINT "mail_queue_kind_check";--> statement-breakpoint
ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_outcome_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "needs_new_date" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "weather_holds" ADD CONSTRAINT "weather_holds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_holds" ADD CONSTRAINT "weather_holds_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weather_holds_date_idx" ON "weather_holds" USING btree ("date");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("audit_log"."target_type" in ('booking', 'bookings', 'user', 'slot-capacity', 'slot-override', 'weather-hold'));--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_kind_check" CHECK ("mail_queue"."kind" in ('booking-confirmed', 'booking-cancelled', 'booking-changed', 'booking-reminder', 'date-closed', 'weather-hold', 'waitlist-held', 'password-reset', 'email-verification'));--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_outcome_check" CHECK ("waitlist_entries"."outcome" in ('booked', 'left', 'expired', 'dropped', 'held'));