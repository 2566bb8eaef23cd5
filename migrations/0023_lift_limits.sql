ALTER TABLE "bookings" ADD COLUMN "lift_override_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "lift_override_by" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "lift_override_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lifts" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "lifts" ADD COLUMN "max_weight_kg" integer;--> statement-breakpoint
ALTER TABLE "lifts" ADD COLUMN "max_beam_m" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "lifts" ADD COLUMN "max_length_m" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "lifts" ADD COLUMN "per_deadline" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lift_override_by_users_id_fk" FOREIGN KEY ("lift_override_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lift_override_check" CHECK (("bookings"."lift_override_reason" is null) = ("bookings"."lift_override_at" is null));--> statement-breakpoint
ALTER TABLE "lifts" ADD CONSTRAINT "lifts_kind_check" CHECK ("lifts"."kind" in ('travelift', 'forklift', 'crane', 'trailer', 'other'));--> statement-breakpoint
ALTER TABLE "lifts" ADD CONSTRAINT "lifts_limits_check" CHECK ((max_weight_kg is null or max_weight_kg between 100 and 500000) and (max_beam_m is null or max_beam_m between 0.5 and 30) and (max_length_m is null or max_length_m between 1 and 100) and (per_deadline is null or per_deadline between 1 and 50));