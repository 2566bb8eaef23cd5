-- Changes announce the key of what changed on a channel: 'availability_changed' carries each
-- date whose availability a commit moved ('*' when every date moves: a default capacity, a
-- truncate). NOTIFY is delivered at commit, so a cache cleared by it never holds an
-- uncommitted state, and the triggers catch every writer: services, the admin command,
-- hand-written SQL.
-- Only sessions that set marina.announce_changes announce: the embedded engine does, as its
-- caches listen (db/client.ts). On a server nothing listens, and a transaction that notifies
-- holds a database-wide lock through its commit, so notifying there would queue every booking.
-- announce_row_change(channel, column): the changed row's column, old and new.
CREATE FUNCTION announce_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('marina.announce_changes', true) IS DISTINCT FROM 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify(TG_ARGV[0], to_json(OLD)->>TG_ARGV[1]);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify(TG_ARGV[0], to_json(NEW)->>TG_ARGV[1]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- announce_table_change(channel): everything changed.
CREATE FUNCTION announce_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('marina.announce_changes', true) IS DISTINCT FROM 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify(TG_ARGV[0], '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only the columns availability reads: a reminder marked sent or a note edited moves nothing.
CREATE TRIGGER bookings_availability_changed
  AFTER INSERT OR DELETE OR UPDATE OF booking_date, time_slot, cancelled_at ON bookings
  FOR EACH ROW EXECUTE FUNCTION announce_row_change('availability_changed', 'booking_date');
--> statement-breakpoint
CREATE TRIGGER slot_overrides_availability_changed AFTER INSERT OR UPDATE OR DELETE ON slot_overrides
  FOR EACH ROW EXECUTE FUNCTION announce_row_change('availability_changed', 'date');
--> statement-breakpoint
CREATE TRIGGER slot_capacities_availability_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON slot_capacities
  FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change('availability_changed');
--> statement-breakpoint
CREATE TRIGGER bookings_truncated AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change('availability_changed');
--> statement-breakpoint
CREATE TRIGGER slot_overrides_truncated AFTER TRUNCATE ON slot_overrides
  FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change('availability_changed');
