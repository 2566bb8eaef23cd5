-- The live yard (docs/product.md#yard-day): a service status beside the completed flag, the yard's lifts,
-- and booking_events, the log the live stream reads.
CREATE TABLE "booking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"type" text NOT NULL,
	"booking_date" date NOT NULL,
	"previous_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_events_type_check" CHECK ("booking_events"."type" in ('created', 'changed', 'moved', 'cancelled', 'status', 'lift'))
);
--> statement-breakpoint
CREATE TABLE "lifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "service_status" text DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "status_changed_by" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "lift_id" integer;--> statement-breakpoint
CREATE INDEX "booking_events_created_idx" ON "booking_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lifts_active_name_key" ON "lifts" USING btree (lower("name")) WHERE "lifts"."retired_at" is null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lift_id_lifts_id_fk" FOREIGN KEY ("lift_id") REFERENCES "public"."lifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "bookings" SET "service_status" = 'done' WHERE "completed";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_status_check" CHECK ("bookings"."service_status" in ('scheduled', 'in_progress', 'done', 'no_show'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_completed_is_done_check" CHECK ("bookings"."completed" = ("bookings"."service_status" = 'done'));--> statement-breakpoint
-- completed and service_status say the same thing: whichever a statement changes, the other
-- follows (the CHECK above is the last guard). A status set by the completed flag alone says
-- 'done' or 'scheduled'.
CREATE FUNCTION sync_booking_completed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.completed AND NEW.service_status = 'scheduled' THEN
      NEW.service_status := 'done';
    ELSE
      NEW.completed := NEW.service_status = 'done';
    END IF;
  ELSIF NEW.service_status IS DISTINCT FROM OLD.service_status THEN
    NEW.completed := NEW.service_status = 'done';
  ELSIF NEW.completed IS DISTINCT FROM OLD.completed THEN
    NEW.service_status := CASE WHEN NEW.completed THEN 'done' ELSE 'scheduled' END;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_sync_completed BEFORE INSERT OR UPDATE ON bookings
  FOR EACH ROW EXECUTE FUNCTION sync_booking_completed();
--> statement-breakpoint
-- Every change to a booking becomes one event, in the changing transaction, whichever code
-- made it (a request, a weather hold, clear-all, the waitlist): the first that applies of
-- cancelled, moved, status, lift, changed. A change to reminder_queued_at alone is
-- bookkeeping, not news.
CREATE FUNCTION record_booking_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text;
  unchanged bookings;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_events (booking_id, type, booking_date)
      VALUES (NEW.id, 'created', NEW.booking_date);
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    IF OLD.cancelled_at IS NULL THEN
      INSERT INTO booking_events (booking_id, type, booking_date)
        VALUES (OLD.id, 'cancelled', OLD.booking_date);
    END IF;
    RETURN NULL;
  END IF;
  unchanged := NEW;
  unchanged.reminder_queued_at := OLD.reminder_queued_at;
  IF unchanged IS NOT DISTINCT FROM OLD THEN
    RETURN NULL;
  END IF;
  kind := CASE
    WHEN NEW.cancelled_at IS NOT NULL AND OLD.cancelled_at IS NULL THEN 'cancelled'
    WHEN NEW.booking_date <> OLD.booking_date OR NEW.time_slot <> OLD.time_slot THEN 'moved'
    WHEN NEW.service_status <> OLD.service_status THEN 'status'
    WHEN NEW.lift_id IS DISTINCT FROM OLD.lift_id THEN 'lift'
    ELSE 'changed'
  END;
  INSERT INTO booking_events (booking_id, type, booking_date, previous_date)
    VALUES (
      NEW.id,
      kind,
      NEW.booking_date,
      CASE WHEN NEW.booking_date <> OLD.booking_date THEN OLD.booking_date END
    );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_record_event AFTER INSERT OR UPDATE OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION record_booking_event();
--> statement-breakpoint
-- Each instance's stream LISTENs on 'booking_events' and reads the rows after the last it
-- sent; NOTIFY goes at commit, once per transaction however many rows it wrote.
CREATE FUNCTION announce_booking_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('booking_events', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER booking_events_announce AFTER INSERT ON booking_events
  FOR EACH STATEMENT EXECUTE FUNCTION announce_booking_events();
