-- 'lift_loads_changed' carries each date whose lift loads a commit moved, for the embedded
-- engine's cache of each date's services and the lifts in service (docs/product.md#lifts):
-- a booking placed, moved, cancelled, put on a lift or past the rules, its status changed.
-- A lift added, changed or retired, or a boat resized, moves every date ('*'). Only sessions
-- that set marina.announce_changes announce (migration 0003). The same cache keeps boats' sizes
-- by id, so a boat added announces too.
CREATE TRIGGER bookings_lift_loads_changed
  AFTER INSERT OR DELETE OR UPDATE OF booking_date, time_slot, cancelled_at, lift_id, boat_id,
    lift_override_reason, service_status ON bookings
  FOR EACH ROW EXECUTE FUNCTION announce_row_change('lift_loads_changed', 'booking_date');
--> statement-breakpoint
CREATE TRIGGER bookings_lift_loads_truncated AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change('lift_loads_changed');
--> statement-breakpoint
CREATE TRIGGER lifts_lift_loads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lifts
  FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change('lift_loads_changed');
--> statement-breakpoint
CREATE TRIGGER boats_lift_loads_changed
  AFTER INSERT OR UPDATE OF name, weight_kg, beam_m, length_m, archived_at OR DELETE OR TRUNCATE
  ON boats
  FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change('lift_loads_changed');
