CREATE TABLE "boats" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text,
	"length_m" numeric(5, 2) NOT NULL,
	"beam_m" numeric(5, 2),
	"draft_m" numeric(5, 2),
	"weight_kg" integer,
	"make" text,
	"model" text,
	"year" integer,
	"registration" text,
	"insurance_expires_on" date,
	"notes" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boats_kind_check" CHECK ("boats"."kind" in ('sail', 'power', 'pontoon', 'pwc', 'other')),
	CONSTRAINT "boats_dimensions_check" CHECK (length_m between 1 and 100 and (beam_m is null or beam_m between 0.5 and 30) and (draft_m is null or draft_m between 0.1 and 15) and (weight_kg is null or weight_kg between 10 and 500000))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_check";--> statement-breakpoint
DROP INDEX "bookings_owner_slot_active_key";--> statement-breakpoint
DROP INDEX "waitlist_entries_owner_slot_active_key";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "boat_id" integer;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "boat_id" integer;--> statement-breakpoint
ALTER TABLE "boats" ADD CONSTRAINT "boats_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boats_owner_idx" ON "boats" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_boat_slot_active_key" ON "bookings" USING btree ("boat_id","booking_date","time_slot") WHERE "bookings"."cancelled_at" is null and "bookings"."boat_id" is not null;--> statement-breakpoint
CREATE INDEX "bookings_boat_idx" ON "bookings" USING btree ("boat_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_boat_slot_active_key" ON "waitlist_entries" USING btree ("boat_id","booking_date","time_slot") WHERE "waitlist_entries"."resolved_at" is null and "waitlist_entries"."boat_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_owner_slot_active_key" ON "bookings" USING btree ("user_id","booking_date","time_slot") WHERE "bookings"."cancelled_at" is null and "bookings"."boat_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_owner_slot_active_key" ON "waitlist_entries" USING btree ("user_id","booking_date","time_slot") WHERE "waitlist_entries"."resolved_at" is null and "waitlist_entries"."boat_id" is null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("audit_log"."target_type" in ('booking', 'bookings', 'user', 'slot-capacity', 'slot-override', 'weather-hold', 'lift', 'boat', 'api-token', 'webhook'));