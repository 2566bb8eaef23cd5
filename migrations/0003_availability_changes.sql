-- Every change that moves a date's availability announces that date on the channel
-- 'availability_changed' ('*' when every date moves: a default capacity, a truncate).
-- NOTIFY is delivered at commit, so a cache cleared by it never holds an uncommitted state,
-- and the trigger catches every writer: services, the admin command, hand-written SQL.
-- Only sessions that set marina.announce_changes announce: the embedded engine does, as its
-- caches listen (db/client.ts). On a server nothing listens, and a transaction that notifies
-- holds a database-wide lock through its commit, so notifying there would queue every booking.
CREATE FUNCTION availability_changed_by_date() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('marina.announce_changes', true) IS DISTINCT FROM 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('availability_changed', to_json(OLD)->>TG_ARGV[0]);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('availability_changed', to_json(NEW)->>TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION availability_changed_everywhere() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('marina.announce_changes', true) IS DISTINCT FROM 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('availability_changed', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only the columns availability reads: a reminder marked sent or a note edited moves nothing.
CREATE TRIGGER bookings_availability_changed
  AFTER INSERT OR DELETE OR UPDATE OF booking_date, time_slot, cancelled_at ON bookings
  FOR EACH ROW EXECUTE FUNCTION availability_changed_by_date('booking_date');
--> statement-breakpoint
CREATE TRIGGER slot_overrides_availability_changed AFTER INSERT OR UPDATE OR DELETE ON slot_overrides
  FOR EACH ROW EXECUTE FUNCTION availability_changed_by_date('date');
--> statement-breakpoint
CREATE TRIGGER slot_capacities_availability_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON slot_capacities
  FOR EACH STATEMENT EXECUTE FUNCTION availability_changed_everywhere();
--> statement-breakpoint
CREATE TRIGGER bookings_truncated AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION availability_changed_everywhere();
--> statement-breakpoint
CREATE TRIGGER slot_overrides_truncated AFTER TRUNCATE ON slot_overrides
  FOR EACH STATEMENT EXECUTE FUNCTION availability_changed_everywhere();
