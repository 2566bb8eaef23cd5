import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../../../../server/src/modules/bookings/booking-messages';
import { OWNER_WRITES_MESSAGE } from '../../../../server/src/middleware/rate-limit';
import { bookingFailureToast } from './booking-errors';

/**
 * The contract between the server's booking messages and the client's substring routing
 * (SPEC §8, DESIGN §4): each refusal must land on the toast an owner should see.
 */
describe('bookingFailureToast with the server’s real messages', () => {
  it.each([
    [BOOKING_MESSAGES.full, 'Time slot unavailable'],
    [BOOKING_MESSAGES.closed, 'Time slot unavailable'],
    [BOOKING_MESSAGES.notice, 'Insufficient notice'],
    [BOOKING_MESSAGES.profileIncomplete, 'Profile incomplete'],
    ['Authentication required', 'Login required'],
    [BOOKING_MESSAGES.duplicate, 'Booking failed'],
    [BOOKING_MESSAGES.illegalRoute, 'Booking failed'],
  ])('when the server says "%s", then the toast is "%s"', (message, title) => {
    expect(bookingFailureToast(message).title).toBe(title);
  });

  it.each([
    ['the booking horizon', BOOKING_MESSAGES.beyondHorizon(365, '2027-11-26')],
    ['the cap on upcoming bookings', BOOKING_MESSAGES.tooManyUpcoming(6)],
    ['the per-owner throttle', OWNER_WRITES_MESSAGE],
  ])(
    'when the server refuses for %s, then the toast is "Booking failed" with its message as it is',
    (_reason, message) => {
      expect(bookingFailureToast(message)).toEqual({
        title: 'Booking failed',
        description: message,
      });
    },
  );

  it('when the failure is unrecognised, then the server message is shown as it is', () => {
    expect(bookingFailureToast('Something odd')).toEqual({
      title: 'Booking failed',
      description: 'Something odd',
    });
    expect(bookingFailureToast(null).description).toBe('There was an error creating your booking.');
  });
});
