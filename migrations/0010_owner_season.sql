CREATE TABLE "calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"scope" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "calendar_feeds_scope_check" CHECK ("calendar_feeds"."scope" in ('owner', 'yard'))
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"service_type" text NOT NULL,
	"source_slip_type" text NOT NULL,
	"destination" text NOT NULL,
	"special_requests" text,
	"booking_date" date NOT NULL,
	"time_slot" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"outcome" text,
	"booking_id" integer,
	CONSTRAINT "waitlist_entries_service_type_check" CHECK ("waitlist_entries"."service_type" in ('haul-out', 'launch')),
	CONSTRAINT "waitlist_entries_time_slot_check" CHECK ("waitlist_entries"."time_slot" in ('10:00 AM', '12:00 PM', '3:00 PM')),
	CONSTRAINT "waitlist_entries_source_slip_type_check" CHECK ("waitlist_entries"."source_slip_type" in ('wash-pad', 'dry-storage', 'parking-lot', 'wet-slip', 'transient-slip', 'my-wet-slip')),
	CONSTRAINT "waitlist_entries_destination_check" CHECK ("waitlist_entries"."destination" in ('wash-pad', 'dry-storage', 'parking-lot', 'wet-slip', 'transient-slip', 'my-wet-slip')),
	CONSTRAINT "waitlist_entries_outcome_check" CHECK ("waitlist_entries"."outcome" in ('booked', 'left', 'expired', 'dropped'))
);
--> statement-breakpoint
ALTER TABLE "mail_queue" DROP CONSTRAINT "mail_queue_kind_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_user_scope_key" ON "calendar_feeds" USING btree ("user_id","scope");--> statement-breakpoint
CREATE INDEX "waitlist_entries_queue_idx" ON "waitlist_entries" USING btree ("booking_date","time_slot","created_at","id") WHERE "waitlist_entries"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_idx" ON "waitlist_entries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_owner_slot_active_key" ON "waitlist_entries" USING btree ("user_id","booking_date","time_slot") WHERE "waitlist_entries"."resolved_at" is null;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_kind_check" CHECK ("mail_queue"."kind" in ('booking-confirmed', 'booking-cancelled', 'booking-changed', 'booking-reminder', 'date-closed', 'password-reset'));