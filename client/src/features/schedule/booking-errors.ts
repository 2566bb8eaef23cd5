import type { ErrorCode } from '@shared/error-codes';
import { ApiError } from '@/lib/api-client';

interface BookingToast {
  title: string;
  description: string;
}

const SLOT_UNAVAILABLE: BookingToast = {
  title: 'Time slot unavailable',
  description: 'This deadline is already fully booked. Please select a different time.',
};

/**
 * The booking toasts of docs/product.md#error-catalogue, chosen by the server's stable error code
 * (shared/error-codes.ts) rather than by words in its message. Any other refusal shows the server's
 * message as it is.
 */
const TOAST_BY_CODE: Partial<Record<ErrorCode, BookingToast>> = {
  slot_full: SLOT_UNAVAILABLE,
  slot_closed: SLOT_UNAVAILABLE,
  booking_in_past: SLOT_UNAVAILABLE,
  insufficient_notice: {
    title: 'Insufficient notice',
    description:
      'Bookings require at least 24 hours advance notice. Please select a later date or time.',
  },
  unauthorized: {
    title: 'Login required',
    description: 'Please log in again before making a booking.',
  },
  profile_incomplete: {
    title: 'Profile incomplete',
    description: 'Please complete your profile information before booking.',
  },
};

/**
 * Refusals about the lifts (docs/product.md#lifts): the title says which, the server's message
 * says why, in the marina's units (the boat's size and the largest lift's).
 */
const LIFT_TITLES: Partial<Record<ErrorCode, string>> = {
  no_lift_fits: 'No lift for this boat',
  lift_full: 'The lifts are full',
};

/** The toast for a failed booking: `error` is what the create-booking mutation rejected with. */
export function bookingFailureToast(error: unknown): BookingToast {
  const apiError = error instanceof ApiError ? error : null;
  const routed = apiError?.code ? TOAST_BY_CODE[apiError.code] : undefined;
  if (routed) return { ...routed };
  const liftTitle = apiError?.code ? LIFT_TITLES[apiError.code] : undefined;
  if (liftTitle && apiError?.serverMessage)
    return { title: liftTitle, description: apiError.serverMessage };
  return {
    title: 'Booking failed',
    description: apiError?.serverMessage || 'There was an error creating your booking.',
  };
}

/** Refusals about the boat: the owner fixes them at the Boat field, so they are shown there. */
const BOAT_CODES: readonly ErrorCode[] = [
  'boat_required',
  'boat_not_bookable',
  'insurance_required',
];

/** The Boat field's error for a failed booking or waitlist join; null for any other refusal. */
export function boatFieldError(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.code || !BOAT_CODES.includes(error.code)) return null;
  return (
    error.fieldErrors?.find((field) => field.path === 'boatId')?.message ??
    error.serverMessage ??
    'Choose which boat this is for'
  );
}
