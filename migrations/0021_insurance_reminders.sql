ALTER TABLE "mail_queue" DROP CONSTRAINT "mail_queue_kind_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "insurance_reminder_queued_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_insurance_reminder_due_idx" ON "bookings" USING btree ("booking_date") WHERE "bookings"."cancelled_at" is null and "bookings"."insurance_reminder_queued_at" is null and "bookings"."boat_id" is not null;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_kind_check" CHECK ("mail_queue"."kind" in ('booking-confirmed', 'booking-cancelled', 'booking-changed', 'booking-reminder', 'date-closed', 'weather-hold', 'waitlist-held', 'status-done', 'status-no-show', 'password-reset', 'email-verification', 'sms-verification', 'webhook-disabled', 'insurance-expiring'));--> statement-breakpoint
-- Claiming an insurance reminder is bookkeeping, like a reminder: no booking event (0014).
CREATE OR REPLACE FUNCTION record_booking_event() RETURNS trigger LANGUAGE plpgsql AS $$
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
  unchanged.insurance_reminder_queued_at := OLD.insurance_reminder_queued_at;
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
