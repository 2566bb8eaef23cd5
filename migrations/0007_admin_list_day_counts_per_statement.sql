-- booking_day_counts (0005) changed once per statement instead of once per row: a row
-- trigger made a bulk insert or the office's clear-all update a day's row once per booking,
-- all in one transaction, so nothing could prune the old versions (100k seeded bookings left
-- 3,334 counts in 527 pages, and every total read them all). Transition tables give a
-- statement's rows; the net change per day and service is written once, in key order so two
-- bulk statements lock the rows alike. No column list: a trigger with transition tables
-- cannot have one, and an update that moves nothing nets to zero and writes nothing.
DROP TRIGGER bookings_day_counts ON bookings;
--> statement-breakpoint
DROP FUNCTION booking_day_counts_apply();
--> statement-breakpoint
CREATE FUNCTION booking_day_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_day_counts AS c (booking_date, service_type, active)
      SELECT booking_date, service_type, count(*) FROM new_rows WHERE cancelled_at IS NULL
      GROUP BY booking_date, service_type ORDER BY booking_date, service_type
      ON CONFLICT (booking_date, service_type) DO UPDATE SET active = c.active + excluded.active;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO booking_day_counts AS c (booking_date, service_type, active)
      SELECT booking_date, service_type, -count(*) FROM old_rows WHERE cancelled_at IS NULL
      GROUP BY booking_date, service_type ORDER BY booking_date, service_type
      ON CONFLICT (booking_date, service_type) DO UPDATE SET active = c.active + excluded.active;
  ELSE
    INSERT INTO booking_day_counts AS c (booking_date, service_type, active)
      SELECT booking_date, service_type, sum(change) FROM (
        SELECT booking_date, service_type, 1 AS change FROM new_rows WHERE cancelled_at IS NULL
        UNION ALL
        SELECT booking_date, service_type, -1 FROM old_rows WHERE cancelled_at IS NULL
      ) changes
      GROUP BY booking_date, service_type HAVING sum(change) <> 0
      ORDER BY booking_date, service_type
      ON CONFLICT (booking_date, service_type) DO UPDATE SET active = c.active + excluded.active;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_day_counts_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_day_counts_apply();
--> statement-breakpoint
CREATE TRIGGER bookings_day_counts_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_day_counts_apply();
--> statement-breakpoint
CREATE TRIGGER bookings_day_counts_delete AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_day_counts_apply();
