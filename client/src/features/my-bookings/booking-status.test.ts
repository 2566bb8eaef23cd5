import { describe, expect, it } from 'vitest';
import type { Booking, CancelledBooking } from '@shared/api/booking-views';
import { aBooking } from '@/test/bookings';
import { splitByStatus, statusOf } from './booking-status';

const TZ = 'America/New_York';

const booking = (id: number, overrides: Partial<Booking> = {}): Booking =>
  aBooking({
    id,
    bookingDate: '2030-06-12',
    confirmationCode: `CODE${id}`,
    createdAt: '2030-06-01T12:00:00.000Z',
    ...overrides,
  });

// 2030-06-12 10:00 AM in New York is 14:00 UTC.
const justBefore = new Date('2030-06-12T13:59:00Z');
const atDeadline = new Date('2030-06-12T14:00:00Z');

describe('statusOf', () => {
  it('when the deadline has not come in marina time, then the booking is upcoming', () => {
    expect(statusOf(booking(1), justBefore, TZ)).toEqual({ kind: 'upcoming' });
  });

  it('when the deadline has come in marina time, then it is past (not by the UTC date)', () => {
    expect(statusOf(booking(1), atDeadline, TZ)).toEqual({ kind: 'past' });
    // 9 PM in New York on the 11th is already the 12th in UTC: still upcoming.
    expect(statusOf(booking(1), new Date('2030-06-12T01:00:00Z'), TZ)).toEqual({
      kind: 'upcoming',
    });
  });

  it('when the office has marked it completed, then it is completed even before its date', () => {
    expect(statusOf(booking(1, { completed: true }), justBefore, TZ)).toEqual({
      kind: 'completed',
    });
  });
});

describe('splitByStatus', () => {
  it('when bookings are upcoming, past, completed and cancelled, then only upcoming stay in front and history runs latest first', () => {
    const upcoming = booking(1, { bookingDate: '2030-06-20' });
    const past = booking(2, { bookingDate: '2030-06-01' });
    const completed = booking(3, { bookingDate: '2030-06-05', completed: true });
    const cancelled: CancelledBooking = {
      ...booking(4, { bookingDate: '2030-06-08' }),
      cancelledAt: '2030-06-02T15:00:00.000Z',
      cancelledBy: 'office',
    };
    const { upcoming: front, history } = splitByStatus(
      [past, completed, upcoming],
      [cancelled],
      justBefore,
      TZ,
    );
    expect(front.map((entry) => entry.booking.id)).toEqual([1]);
    expect(history.map((entry) => [entry.booking.id, entry.status.kind])).toEqual([
      [4, 'cancelled'],
      [3, 'completed'],
      [2, 'past'],
    ]);
    expect(history[0]!.status).toEqual({
      kind: 'cancelled',
      at: '2030-06-02T15:00:00.000Z',
      by: 'office',
    });
  });

  it('when the crew marks a service on its day, then its outcome stays in front that day only; one finished early or missed before is history', () => {
    // justBefore is 2030-06-12 in New York.
    const doneToday = booking(1, { serviceStatus: 'done', completed: true });
    const inSlings = booking(2, { serviceStatus: 'in_progress' });
    const doneEarly = booking(3, {
      bookingDate: '2030-06-20',
      serviceStatus: 'done',
      completed: true,
    });
    const missedBefore = booking(4, { bookingDate: '2030-06-05', serviceStatus: 'no_show' });
    const { upcoming: front, history } = splitByStatus(
      [doneToday, inSlings, doneEarly, missedBefore],
      [],
      justBefore,
      TZ,
    );
    expect(front.map((entry) => [entry.booking.id, entry.status.kind])).toEqual([
      [1, 'completed'],
      [2, 'in_progress'],
    ]);
    expect(history.map((entry) => [entry.booking.id, entry.status.kind])).toEqual([
      [3, 'completed'],
      [4, 'missed'],
    ]);
  });
});
