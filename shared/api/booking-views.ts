import { z } from 'zod';
import {
  CONFIRMATION_CODE_LENGTH,
  LOCATIONS,
  SERVICE_STATUSES,
  SERVICE_TYPES,
  STORAGE_TYPES,
  TIME_SLOTS,
} from '../constants';
import { bookingBoatView } from './boats';
import { calendarDate, instant, rowId } from './common';

/**
 * A booking as its owner and the office read it (docs/product.md#api-behaviour), and the envelopes
 * that carry it.
 */

export const bookingClosureView = z.strictObject({ reason: z.string().nullable() });
export type BookingClosure = z.infer<typeof bookingClosureView>;

export const bookingView = z.strictObject({
  id: rowId,
  userId: rowId,
  serviceType: z.enum(SERVICE_TYPES),
  sourceSlipType: z.enum(LOCATIONS),
  destination: z.enum(LOCATIONS),
  ownerName: z.string(),
  ownerEmail: z.string(),
  ownerPhone: z.string(),
  isVibMember: z.boolean(),
  specialRequests: z.string().nullable(),
  /** The marina calendar date, yyyy-MM-dd. */
  bookingDate: calendarDate,
  timeSlot: z.enum(TIME_SLOTS),
  confirmationCode: z.string().length(CONFIRMATION_CODE_LENGTH),
  completed: z.boolean(),
  isOneWay: z.boolean(),
  isBothWays: z.boolean(),
  /**
   * A weather hold closed its deadline and found no later place for it: the owner is asked to
   * choose a new date (their Change date ignores the 24-hour rule for it).
   */
  needsNewDate: z.boolean(),
  /**
   * Its deadline is closed now (a closure or a weather hold), with the reason the office gave:
   * the owner must pick a new date, and may change it whatever the 24-hour rule says.
   */
  closure: bookingClosureView.nullable(),
  /**
   * Where the service stands on the day (docs/product.md#service-status); `completed` is true
   * exactly when 'done'.
   */
  serviceStatus: z.enum(SERVICE_STATUSES),
  /** When the status last changed (who changed it is in the booking's history); null if never. */
  statusChangedAt: instant.nullable(),
  /** The lift assigned to it, if any (GET /api/lifts names it; a retired lift keeps its id). */
  liftId: rowId.nullable(),
  /**
   * The boat it is for, as the boat is now (docs/product.md#boats): an edit shows at once, an
   * archived boat still by its name. Null when booked without one.
   */
  boat: bookingBoatView.nullable(),
  /**
   * The office booked it past the lift rules (docs/product.md#lifts): why, who (their user id;
   * null once that account is gone) and when. Null for every other booking.
   */
  liftOverride: z
    .strictObject({ reason: z.string(), by: rowId.nullable(), at: instant })
    .nullable(),
  createdAt: instant,
});
export type Booking = z.infer<typeof bookingView>;

const cancelledByView = z.enum(['owner', 'office']);
/** Who cancelled a booking, as its owner reads it: they did, or the office did. */
export type CancelledBy = z.infer<typeof cancelledByView>;

export const cancelledBookingView = bookingView.extend({
  cancelledAt: instant,
  cancelledBy: cancelledByView,
});
/** An owner's cancelled booking, for the history on /my-bookings. */
export type CancelledBooking = z.infer<typeof cancelledBookingView>;

export const adminBookingView = bookingView.extend({
  profile: z
    .strictObject({
      storageType: z.enum(STORAGE_TYPES).nullable(),
      isVibMember: z.boolean(),
      /** Where the boat lives, for the crew's day sheet. */
      wetSlipNumber: z.string().nullable(),
      dryStorageLocation: z.string().nullable(),
    })
    .nullable(),
  user: z.strictObject({ username: z.string() }).nullable(),
  /**
   * Whether the owner gets texts about this booking (docs/product.md#text-messages): a verified
   * mobile with confirmations or the day's status turned on, and a number that has not opted out.
   */
  ownerTexts: z.boolean(),
});
export type AdminBooking = z.infer<typeof adminBookingView>;

export const adminBookingList = z.strictObject({
  bookings: z.array(adminBookingView),
  /** All active bookings matching the filters, ignoring limit and offset. */
  total: z.number().int().nonnegative(),
});
export type AdminBookingList = z.infer<typeof adminBookingList>;

/**
 * GET /api/admin/slot-overrides/bookings: active bookings, today or later, on closed deadlines,
 * the first 500 chronologically; total counts them all.
 */
export type ClosedDeadlineBookingsResponse = AdminBookingList;

export const bookingAnswer = z.strictObject({ booking: bookingView });
/** POST /api/bookings (201) and PATCH /api/bookings/{id}/completed. */
export type BookingResponse = z.infer<typeof bookingAnswer>;
/** PATCH /api/bookings/{id}/lift and PATCH /api/bookings/{id}/status. */
export type BookingChangeResponse = BookingResponse;
