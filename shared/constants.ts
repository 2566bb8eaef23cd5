/** Business constants from docs/product.md#constants, shared by client and server. */

export const TIME_SLOTS = ['10:00 AM', '12:00 PM', '3:00 PM'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

/** Clock hour (marina time) at which each deadline falls. */
export const SLOT_START_HOUR: Record<TimeSlot, number> = {
  '10:00 AM': 10,
  '12:00 PM': 12,
  '3:00 PM': 15,
};

export const SERVICE_TYPES = ['haul-out', 'launch'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const SERVICE_LABELS: Record<ServiceType, string> = {
  'haul-out': 'Haul Out',
  launch: 'Launch',
};

/**
 * Where a booking's service stands on the day (docs/product.md#service-status): waiting, in the
 * slings, done, or the owner never came. `completed` (docs/product.md#entities) is true exactly
 * when it is 'done'.
 */
export const SERVICE_STATUSES = ['scheduled', 'in_progress', 'done', 'no_show'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export const SERVICE_STATUS_LABELS: Record<ServiceStatus, string> = {
  scheduled: 'Scheduled',
  in_progress: 'In progress',
  done: 'Done',
  no_show: 'Missed',
};

/** What a live event says happened to a booking (GET /api/events). */
export const BOOKING_EVENT_TYPES = [
  'created',
  'changed',
  'moved',
  'cancelled',
  'status',
  'lift',
] as const;
export type BookingEventType = (typeof BOOKING_EVENT_TYPES)[number];

export const STORAGE_TYPES = ['wet-slip', 'dry-storage', 'covered-dry-storage'] as const;
export type StorageType = (typeof STORAGE_TYPES)[number];

export const STORAGE_LABELS: Record<StorageType, string> = {
  'wet-slip': 'Wet Slip',
  'dry-storage': 'Dry Storage',
  'covered-dry-storage': 'Covered Dry Storage',
};

export const LOCATIONS = [
  'wash-pad',
  'dry-storage',
  'parking-lot',
  'wet-slip',
  'transient-slip',
  'my-wet-slip',
] as const;
export type Location = (typeof LOCATIONS)[number];

export const LOCATION_LABELS: Record<Location, string> = {
  'wash-pad': 'Wash Pad',
  'dry-storage': 'Dry Storage',
  'parking-lot': 'Parking Lot',
  'wet-slip': 'Wet Slip',
  'transient-slip': 'Transient Slip',
  'my-wet-slip': 'My Wet Slip',
};

export const LIMITS = {
  passwordMin: 6,
  /** bcrypt reads only the first 72 bytes: a longer password would be silently cut. */
  passwordMaxBytes: 72,
  fullNameMin: 2,
  nameMax: 100,
  emailMax: 254,
  phoneMax: 20,
  wetSlipNumberMax: 20,
  dryStorageLocationMax: 50,
  specialRequestsMax: 1000,
  notesMax: 2000,
} as const;

/** Owners must book a slot at least this many hours before it starts. */
export const NOTICE_HOURS = 24;

/** Characters of a confirmation code: no 0/O/1/I/L, so codes read back over the phone. */
export const CONFIRMATION_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CONFIRMATION_CODE_LENGTH = 8;

/**
 * Why a deadline cannot be booked (docs/product.md#capacity); 'horizon': beyond
 * BOOKING_HORIZON_DAYS.
 */
/** Why a deadline cannot be booked; the lift reasons only when asked for one boat. */
export const SLOT_UNAVAILABLE_REASONS = [
  'full',
  'closed',
  'notice',
  'past',
  'horizon',
  'no_lift_fits',
  'lift_full',
] as const;
export type SlotUnavailableReason = (typeof SLOT_UNAVAILABLE_REASONS)[number];

/**
 * The desk list's filters for what needs the office's eye (docs/product.md#lifts): a boat of
 * unknown size, a booking past the lift rules. Here, beside the sorts, so the desk reads it
 * without loading zod.
 */
export const ADMIN_BOOKING_ATTENTION = ['size-unknown', 'lift-override'] as const;
export type AdminBookingAttention = (typeof ADMIN_BOOKING_ATTENTION)[number];

/** Columns the admin list sorts by (GET /api/bookings?sort=). Here, not beside its zod schema,
 * so the admin desk can read it without loading zod. */
const ADMIN_BOOKING_SORT_KEYS = ['date', 'serviceType', 'owner'] as const;
type AdminBookingSortKey = (typeof ADMIN_BOOKING_SORT_KEYS)[number];
/** Each column ascending, then '-' for descending: date, -date, serviceType … */
export type AdminBookingSort = AdminBookingSortKey | `-${AdminBookingSortKey}`;
export const ADMIN_BOOKING_SORTS: readonly AdminBookingSort[] = ADMIN_BOOKING_SORT_KEYS.flatMap(
  (key) => [key, `-${key}` as const],
);

/**
 * What an API token may do (docs/product.md#integrations): 'read' answers GET only; 'write' acts as
 * its admin.
 */
export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** The events a webhook endpoint may subscribe to (docs/integrations.md). */
export const WEBHOOK_EVENT_TYPES = [
  'booking.created',
  'booking.changed',
  'booking.cancelled',
  'booking.status',
  'weather_hold.created',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
