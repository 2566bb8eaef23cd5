import { z } from 'zod';
import { liftOverrideFields, requireOverrideReason } from './lifts';
import {
  ADMIN_BOOKING_ATTENTION,
  ADMIN_BOOKING_SORTS,
  LIMITS,
  LOCATIONS,
  type AdminBookingAttention,
  type AdminBookingSort,
} from '../constants';
import {
  databaseId,
  emailField,
  optionalText,
  serviceDateField,
  serviceTypeField,
  textField,
  timeSlotField,
} from './common';
import { optionalServiceDate, queryInteger, queryObject, withOrderedRange } from './query';

const specialRequestsField = optionalText(
  LIMITS.specialRequestsMax,
  'Special requests must be at most 1000 characters',
  'Special requests',
  'free-text',
);

/**
 * The boat a booking is for (docs/product.md#boats): one of the owner's boats in service. Left
 * out or null, the server picks their only boat, or asks which one.
 */
const bookingBoatField = databaseId('Boat must be one of your boats').nullish();

/**
 * A from/to location: one of the location values of docs/product.md#entities, nothing else (no free
 * text, no control characters). Missing or empty gives the "required" text of
 * docs/product.md#validation; anything else names the field and the values it takes. Which of them
 * a booking may use is decided later, by shared/locations.ts, against the storage type.
 */
function locationField(required: string, label: string) {
  return z.enum(LOCATIONS, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? required
        : `${label} must be one of ${LOCATIONS.join(', ')}`,
  });
}

/**
 * An owner's booking (docs/product.md#api-calls): also an admin's own booking from /schedule
 * (shared/booking-shape.ts decides which body is which). userId may be sent but the session decides
 * who books.
 */
export const ownerBookingSchema = z.object({
  serviceType: serviceTypeField,
  sourceSlipType: locationField('Source location is required', 'Source location'),
  destination: locationField('Destination is required', 'Destination'),
  specialRequests: specialRequestsField,
  bookingDate: serviceDateField,
  timeSlot: timeSlotField,
  userId: z.unknown().optional(),
  boatId: bookingBoatField,
});
export type OwnerBookingInput = z.input<typeof ownerBookingSchema>;
export type OwnerBookingValues = z.output<typeof ownerBookingSchema>;

/** A booking an admin takes for a customer (docs/product.md#api-calls, #validation). */
/** The office's booking's fields (the New Booking form builds on them). */
export const adminBookingFields = z.object({
  userId: databaseId('Please select a user'),
  serviceType: serviceTypeField,
  sourceSlipType: locationField('Source slip type is required', 'Source slip type'),
  destination: locationField('Destination is required', 'Destination'),
  bookingDate: serviceDateField,
  timeSlot: timeSlotField,
  ownerName: textField('Name', {
    max: LIMITS.nameMax * 2 + 1,
    maxMessage: 'Name must be at most 201 characters',
    required: 'First name is required',
  }),
  ownerEmail: emailField('Valid email is required'),
  ownerPhone: textField('Phone number', {
    max: LIMITS.phoneMax,
    maxMessage: 'Phone number must be at most 20 characters',
    required: 'Phone number is required',
  }),
  isVibMember: z.boolean().optional().default(false),
  specialRequests: specialRequestsField,
  boatId: bookingBoatField,
  ...liftOverrideFields,
});
/** POST /api/bookings by the office: for a customer, past the lift rules with a reason. */
export const adminBookingSchema = adminBookingFields.superRefine(
  requireOverrideReason('liftOverride', 'liftOverrideReason'),
);
export type AdminBookingInput = z.input<typeof adminBookingSchema>;
export type AdminBookingValues = z.output<typeof adminBookingSchema>;

/** POST /api/bookings/{id}/reschedule: the new date and deadline, nothing else. */
export const rescheduleSchema = z
  .object({ bookingDate: serviceDateField, timeSlot: timeSlotField })
  .strict();
export type RescheduleInput = z.input<typeof rescheduleSchema>;
export type RescheduleValues = z.output<typeof rescheduleSchema>;

export const bookingFlagsSchema = z
  .object({
    completed: z.boolean().optional(),
    isOneWay: z.boolean().optional(),
    isBothWays: z.boolean().optional(),
  })
  .strict()
  .refine(
    (flags) => Object.values(flags).some((value) => value !== undefined),
    'Send at least one of completed, isOneWay or isBothWays',
  );
export type BookingFlags = z.output<typeof bookingFlagsSchema>;

export {
  ADMIN_BOOKING_ATTENTION,
  ADMIN_BOOKING_SORTS,
  type AdminBookingAttention,
  type AdminBookingSort,
};

export const ADMIN_BOOKINGS_DEFAULT_LIMIT = 500;
export const ADMIN_BOOKINGS_MAX_LIMIT = 1000;

/** GET /api/bookings (admin): a window of the active bookings (docs/product.md#api-behaviour). */
export const adminBookingListQuerySchema = withOrderedRange(
  queryObject({
    from: optionalServiceDate('From'),
    to: optionalServiceDate('To'),
    q: textField('Search', { max: 100 })
      .optional()
      .transform((value) => (value ? value : undefined)),
    serviceType: z
      .union([serviceTypeField, z.literal('all'), z.literal('')])
      .optional()
      .transform((value) => (value === 'all' || value === '' ? undefined : value)),
    /**
     * Only the bookings the office should look at: 'size-unknown' (a boat without its weight
     * or beam on record, or no boat), 'lift-override' (booked past the lift rules).
     */
    attention: z
      .union([z.enum(ADMIN_BOOKING_ATTENTION), z.literal('')], {
        message: `Attention must be one of ${ADMIN_BOOKING_ATTENTION.join(', ')}`,
      })
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
    sort: z
      .enum(ADMIN_BOOKING_SORTS, {
        message: `Sort must be one of ${ADMIN_BOOKING_SORTS.join(', ')}`,
      })
      .default('date'),
    limit: queryInteger('Limit', { min: 1, max: ADMIN_BOOKINGS_MAX_LIMIT }).default(
      ADMIN_BOOKINGS_DEFAULT_LIMIT,
    ),
    offset: queryInteger('Offset', { min: 0 }).default(0),
  }),
);
export type AdminBookingListQuery = z.output<typeof adminBookingListQuerySchema>;
/** What a client may send to GET /api/bookings: every parameter optional. */
export type AdminBookingsParams = Partial<AdminBookingListQuery>;

/**
 * DELETE /api/bookings: the number of active bookings the admin typed to confirm (refused when
 * it is not the number cancelled), and whether owners of upcoming bookings are emailed. Both may
 * be left out, as GET /api/dev/clear-bookings does: no check, no mail.
 */
export const clearAllBookingsSchema = z
  .object({
    expectedCount: z
      .number({ message: 'Type the number of bookings to confirm' })
      .int('Type the number of bookings to confirm')
      .min(0, 'Type the number of bookings to confirm')
      .optional(),
    notifyOwners: z.boolean({ message: 'Notify owners must be true or false' }).default(false),
  })
  .strict();
export type ClearAllBookingsValues = z.output<typeof clearAllBookingsSchema>;
