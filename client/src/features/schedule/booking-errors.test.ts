import { describe, expect, it } from 'vitest';
import { ERROR_CODES, type ErrorCode } from '@shared/error-codes';
import { BOAT_MESSAGES } from '@shared/messages/boats';
import { BOOKING_MESSAGES, OWNER_WRITES_MESSAGE } from '@shared/messages/bookings';
import { ApiError } from '@/lib/api-client';
import { boatFieldError, bookingFailureToast } from './booking-errors';

/** What the client builds from the server's JSON answer (lib/api-client.ts). */
function refusal(status: number, code: ErrorCode, message: string): ApiError {
  const body = { message, code };
  return new ApiError(status, JSON.stringify(body), body);
}

/**
 * The contract between the server's refusals and the booking toasts
 * (docs/product.md#error-catalogue): each refusal, with the code and message the server sends,
 * lands on the toast an owner should see.
 */
describe('bookingFailureToast with the server’s codes and messages', () => {
  it.each([
    [409, 'slot_full', BOOKING_MESSAGES.full, 'Time slot unavailable'],
    [409, 'slot_closed', `${BOOKING_MESSAGES.closed} (Crane service)`, 'Time slot unavailable'],
    [400, 'booking_in_past', BOOKING_MESSAGES.past, 'Time slot unavailable'],
    [400, 'insufficient_notice', BOOKING_MESSAGES.notice, 'Insufficient notice'],
    [400, 'profile_incomplete', BOOKING_MESSAGES.profileIncomplete, 'Profile incomplete'],
    [401, 'unauthorized', 'Authentication required', 'Login required'],
    [409, 'duplicate_booking', BOOKING_MESSAGES.duplicate, 'Booking failed'],
    [400, 'bad_request', BOOKING_MESSAGES.illegalRoute, 'Booking failed'],
  ] as const)(
    'when the server answers %i %s, then the toast is "%s"',
    (status, code, message, title) => {
      expect(bookingFailureToast(refusal(status, code, message)).title).toBe(title);
    },
  );

  it.each([
    [
      'the booking horizon',
      400,
      'beyond_horizon',
      BOOKING_MESSAGES.beyondHorizon(365, '2027-11-26'),
    ],
    ['the cap on upcoming bookings', 409, 'too_many_bookings', BOOKING_MESSAGES.tooManyUpcoming(6)],
    ['the per-owner throttle', 429, 'rate_limited', OWNER_WRITES_MESSAGE],
  ] as const)(
    'when the server refuses for %s, then the toast is "Booking failed" with its message as it is',
    (_reason, status, code, message) => {
      expect(bookingFailureToast(refusal(status, code, message))).toEqual({
        title: 'Booking failed',
        description: message,
      });
    },
  );

  it.each([
    [
      422,
      'no_lift_fits',
      'Sea Breeze is 16 ft 2 in wide; our widest lift takes 14 ft. Please call the office.',
      'No lift for this boat',
    ],
    [
      409,
      'lift_full',
      'The lifts that take Sea Breeze are full at 10:00 AM on Jul 2',
      'The lifts are full',
    ],
  ] as const)(
    'when the server answers %i %s, then the toast says so with the server’s message',
    (status, code, message, title) => {
      expect(bookingFailureToast(refusal(status, code, message))).toEqual({
        title,
        description: message,
      });
    },
  );

  it('when a message holds a routed word but its code is another, then the code decides', () => {
    const toast = bookingFailureToast(refusal(400, 'invalid', 'Your profile is full'));
    expect(toast).toEqual({ title: 'Booking failed', description: 'Your profile is full' });
  });

  it('when any other code comes back, then the toast is "Booking failed" with the message', () => {
    const routed = new Set<ErrorCode>([
      'slot_full',
      'slot_closed',
      'booking_in_past',
      'insufficient_notice',
      'profile_incomplete',
      'unauthorized',
      'no_lift_fits',
      'lift_full',
    ]);
    for (const code of ERROR_CODES.filter((c) => !routed.has(c))) {
      expect(bookingFailureToast(refusal(400, code, `refused: ${code}`))).toEqual({
        title: 'Booking failed',
        description: `refused: ${code}`,
      });
    }
  });

  it('when the failure is unrecognised, then the server message is shown as it is', () => {
    expect(bookingFailureToast(new ApiError(502, 'Bad Gateway', null))).toEqual({
      title: 'Booking failed',
      description: 'There was an error creating your booking.',
    });
    expect(bookingFailureToast(new TypeError('Failed to fetch')).description).toBe(
      'There was an error creating your booking.',
    );
  });
});

describe('boatFieldError with the server’s boat refusals', () => {
  it.each([
    ['boat_required', BOAT_MESSAGES.chooseBoat],
    ['boat_required', BOAT_MESSAGES.addBoatFirst],
    ['boat_not_bookable', BOAT_MESSAGES.notBookable],
    ['insurance_required', BOAT_MESSAGES.insurance('Sea Breeze', 'Wed, Dec 2, 2026')],
  ] as const)('when the server answers 422 %s, then the Boat field says %j', (code, message) => {
    const body = { message, code, errors: [{ path: 'boatId', message }] };
    expect(boatFieldError(new ApiError(422, JSON.stringify(body), body))).toBe(message);
  });

  it('when the refusal is not about the boat, then the field has nothing to say', () => {
    expect(boatFieldError(refusal(409, 'slot_full', BOOKING_MESSAGES.full))).toBeNull();
    expect(boatFieldError(new TypeError('Failed to fetch'))).toBeNull();
  });
});
