import { describe, expect, it } from 'vitest';
import type { AdminBooking } from '@shared/api/booking-views';
import { anAdminBooking } from '@/test/bookings';
import {
  eventLabel,
  eventTitle,
  eventTone,
  toBookingEvent,
  toCalendarEntries,
} from './calendar-events';
import { visibleRange } from './calendar-range';

// 2026-03-08 at 3:00 PM: the day New York springs forward.
const booking = (overrides: Partial<AdminBooking> = {}) =>
  anAdminBooking({
    id: 7,
    userId: 3,
    bookingDate: '2026-03-08',
    timeSlot: '3:00 PM',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });

describe('calendar events', () => {
  it('when a booking becomes an event, then it sits on the marina day at the deadline hour in local fields', () => {
    // 2026-03-08 is the day New York springs forward: the wall clock still reads 15:00.
    const { start, end } = toBookingEvent(booking());
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours()]).toEqual([
      2026, 2, 8, 15,
    ]);
    expect(end.getHours()).toBe(16);
    expect(toBookingEvent(booking({ timeSlot: '10:00 AM' })).start.getHours()).toBe(10);
  });

  it('when titled, then an up arrow for a haul-out, a down arrow for a launch and a tick when completed', () => {
    expect(eventTitle(booking())).toBe('↑ Morgan Tide');
    expect(eventTitle(booking({ serviceType: 'launch', completed: true }))).toBe('↓ Morgan Tide ✓');
    expect(eventLabel(booking({ serviceType: 'launch' }))).toBe(
      'Launch: Morgan Tide, Sun, Mar 8 at 3:00 PM, Pending',
    );
  });

  it('when a deadline is closed, then the label says so with the reason', () => {
    expect(eventLabel(booking({ closure: { reason: 'Regatta' } }))).toBe(
      'Haul Out: Morgan Tide, Sun, Mar 8 at 3:00 PM, Pending, Deadline closed: Regatta',
    );
  });

  it('when bookings share a deadline, then they make one block; a booking alone stays itself', () => {
    const entries = toCalendarEntries([
      booking({ id: 1, timeSlot: '10:00 AM' }),
      booking({ id: 2, timeSlot: '10:00 AM', ownerName: 'Robin Bay' }),
      booking({ id: 3 }),
      booking({ id: 4, timeSlot: '10:00 AM', bookingDate: '2026-03-09' }),
    ]);
    expect(entries.map((e) => (e.kind === 'group' ? e.title : e.booking.id))).toEqual([
      '10:00 AM · 2 services',
      3,
      4,
    ]);
    const group = entries[0]!;
    expect(group.kind === 'group' && group.bookings.map((b) => b.id)).toEqual([1, 2]);
    expect(group.start.getHours()).toBe(10);
  });

  it('when coloured, then completed wins over the service colour', () => {
    expect(eventTone(booking())).toBe('haul-out');
    expect(eventTone(booking({ serviceType: 'launch' }))).toBe('launch');
    expect(eventTone(booking({ serviceType: 'launch', completed: true }))).toBe('completed');
  });

  it('when a view is shown, then only its marina dates are asked for', () => {
    const day = new Date(2026, 10, 26, 9);
    expect(visibleRange('month', day)).toEqual({ from: '2026-11-01', to: '2026-12-05' });
    expect(visibleRange('week', day)).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(visibleRange('day', day)).toEqual({ from: '2026-11-26', to: '2026-11-26' });
  });
});
