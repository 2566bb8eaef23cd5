/**
 * The values the server alone stores in text columns. The schema types each column from its
 * list and a CHECK constraint built from the same list refuses anything else, so TypeScript
 * and the database agree (the shared lists, time slots and locations, live in shared/).
 */

/** Why a booking left the lists: by its owner, by an admin, or by clear-all. */
export const CANCEL_REASONS = ['cancelled', 'deleted', 'cleared'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** The emails the queue sends; db/mail-payload.ts gives each its payload. */
export const MAIL_KINDS = [
  'booking-confirmed',
  'booking-cancelled',
  'booking-changed',
  'booking-reminder',
  'date-closed',
  'weather-hold',
  'waitlist-held',
  'waitlist-closed',
  'status-done',
  'status-no-show',
  'password-reset',
  'email-verification',
  'sms-verification',
  'webhook-disabled',
  'insurance-expiring',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * How a queued message goes: by email, by text to an owner's verified mobile
 * (docs/product.md#text-messages), or by web push to every browser the owner subscribed
 * (docs/product.md#web-push). One queue, one worker and one set of rules (exactly once, retries)
 * for all.
 */
export const MESSAGE_CHANNELS = ['email', 'sms', 'push'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** Where a text stands at the provider once it left us, from Twilio's status callbacks. */
export const SMS_DELIVERY_STATUSES = [
  'accepted',
  'queued',
  'sending',
  'sent',
  'delivered',
  'undelivered',
  'failed',
] as const;
export type SmsDeliveryStatus = (typeof SMS_DELIVERY_STATUSES)[number];

/** Why a number gets no texts: it texted STOP, or the provider said it cannot take them. */
export const SMS_OPT_OUT_REASONS = ['stop', 'undeliverable'] as const;
export type SmsOptOutReason = (typeof SMS_OPT_OUT_REASONS)[number];

/**
 * A queued mail is pending until it is sent, given up ('failed'), or held back because its
 * recipient already had MAIL_MAX_PER_RECIPIENT_PER_DAY messages ('held': never sent).
 */
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'held'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Each audit action and what its row is about ('bookings' is all of them: clear-all, exports).
 * An action is added here, so the column's list and its CHECK grow with it.
 */
export const AUDIT_ACTION_TARGETS = {
  'booking.create': 'booking',
  'booking.delete': 'booking',
  'booking.flags': 'booking',
  'booking.reschedule': 'booking',
  'booking.weather-move': 'booking',
  'booking.status': 'booking',
  'booking.lift': 'booking',
  'booking.clear-all': 'bookings',
  'user.role': 'user',
  'user.delete': 'user',
  'capacity.set': 'slot-capacity',
  'capacity.reset': 'slot-capacity',
  'slot-override.set': 'slot-override',
  'slot-override.remove': 'slot-override',
  'weather-hold.create': 'weather-hold',
  'weather-hold.lift': 'weather-hold',
  'lift.create': 'lift',
  'lift.rename': 'lift',
  'lift.change': 'lift',
  'lift.retire': 'lift',
  'boat.create': 'boat',
  'boat.change': 'boat',
  'boat.archive': 'boat',
  'export.csv': 'bookings',
  'export.sheets': 'bookings',
  'api-token.create': 'api-token',
  'api-token.revoke': 'api-token',
  'webhook.create': 'webhook',
  'webhook.delete': 'webhook',
  'webhook.retry': 'webhook',
  'webhook.disable': 'webhook',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_TARGETS;
export type AuditTargetType = (typeof AUDIT_ACTION_TARGETS)[AuditAction];

/** The targets in order of first use: booking, bookings, user, slot-capacity, slot-override… */
export const AUDIT_TARGET_TYPES: readonly AuditTargetType[] = [
  ...new Set(Object.values(AUDIT_ACTION_TARGETS)),
];

/** How a waitlist entry ended (waitlist_entries.outcome); null while it waits. */
export const WAITLIST_OUTCOMES = [
  'booked',
  'left',
  'expired',
  'dropped',
  'held',
  'closed',
] as const;
export type WaitlistOutcome = (typeof WAITLIST_OUTCOMES)[number];

/** Whose bookings a calendar feed holds: the user's own, or the whole yard (admins). */
export const CALENDAR_FEED_SCOPES = ['owner', 'yard'] as const;
export type CalendarFeedScope = (typeof CALENDAR_FEED_SCOPES)[number];

/** Where one webhook delivery stands: waiting for (another) try, delivered, or given up. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
