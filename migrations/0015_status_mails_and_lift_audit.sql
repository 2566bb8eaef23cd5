-- The live yard's status mails (the owner told when a service is done or missed) and the
-- lifts' audit rows: the two lists these CHECKs are built from grew (server/src/db/enums.ts).
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "mail_queue" DROP CONSTRAINT "mail_queue_kind_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("audit_log"."target_type" in ('booking', 'bookings', 'user', 'slot-capacity', 'slot-override', 'weather-hold', 'lift'));--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_kind_check" CHECK ("mail_queue"."kind" in ('booking-confirmed', 'booking-cancelled', 'booking-changed', 'booking-reminder', 'date-closed', 'weather-hold', 'waitlist-held', 'status-done', 'status-no-show', 'password-reset', 'email-verification'));