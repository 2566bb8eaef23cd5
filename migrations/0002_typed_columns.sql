DROP INDEX "bookings_date_idx";--> statement-breakpoint
CREATE INDEX "bookings_date_idx" ON "bookings" USING btree ("booking_date",(case "time_slot" when '10:00 AM' then 10 when '12:00 PM' then 12 when '3:00 PM' then 15 end),"id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("audit_log"."target_type" in ('booking', 'bookings', 'user', 'slot-capacity', 'slot-override'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_type_check" CHECK ("bookings"."service_type" in ('haul-out', 'launch'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_time_slot_check" CHECK ("bookings"."time_slot" in ('10:00 AM', '12:00 PM', '3:00 PM'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_source_slip_type_check" CHECK ("bookings"."source_slip_type" in ('wash-pad', 'dry-storage', 'parking-lot', 'wet-slip', 'transient-slip', 'my-wet-slip'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_destination_check" CHECK ("bookings"."destination" in ('wash-pad', 'dry-storage', 'parking-lot', 'wet-slip', 'transient-slip', 'my-wet-slip'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancel_reason_check" CHECK ("bookings"."cancel_reason" in ('cancelled', 'deleted', 'cleared'));--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_kind_check" CHECK ("mail_queue"."kind" in ('booking-confirmed', 'booking-cancelled', 'booking-reminder', 'date-closed', 'password-reset'));--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_status_check" CHECK ("mail_queue"."status" in ('pending', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_storage_type_check" CHECK ("profiles"."storage_type" in ('wet-slip', 'dry-storage', 'covered-dry-storage'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_preferred_source_slip_check" CHECK ("profiles"."preferred_source_slip" in ('wash-pad', 'dry-storage', 'parking-lot', 'wet-slip', 'transient-slip', 'my-wet-slip'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_preferred_destination_check" CHECK ("profiles"."preferred_destination" in ('wash-pad', 'dry-storage', 'parking-lot', 'wet-slip', 'transient-slip', 'my-wet-slip'));--> statement-breakpoint
ALTER TABLE "slot_capacities" ADD CONSTRAINT "slot_capacities_time_slot_check" CHECK ("slot_capacities"."time_slot" in ('10:00 AM', '12:00 PM', '3:00 PM'));--> statement-breakpoint
ALTER TABLE "slot_overrides" ADD CONSTRAINT "slot_overrides_time_slot_check" CHECK ("slot_overrides"."time_slot" in ('10:00 AM', '12:00 PM', '3:00 PM'));