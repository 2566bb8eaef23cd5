/**
 * The values the server alone stores in text columns. The schema types each column from its
 * list and a CHECK constraint built from the same list refuses anything else, so TypeScript
 * and the database agree (the shared lists, time slots and locations, live in shared/).
 */

/** Why a booking left the lists: by its owner, by an admin, or by clear-all. */
export const CANCEL_REASONS = ['cancelled', 'deleted', 'cleared'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** The emails the queue sends; mail/mail-payload.ts gives each its payload. */
export const MAIL_KINDS = [
  'booking-confirmed',
  'booking-cancelled',
  'booking-reminder',
  'date-closed',
  'password-reset',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** A queued mail is pending until it is sent or given up. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** What an audit row is about; 'bookings' is all of them (clear-all, exports). */
export const AUDIT_TARGET_TYPES = [
  'booking',
  'bookings',
  'user',
  'slot-capacity',
  'slot-override',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
