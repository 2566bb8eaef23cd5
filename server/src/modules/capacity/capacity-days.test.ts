import { describe, expect, it } from 'vitest';
import { addServiceDays } from '@shared/marina-time';
import type { CapacityDay } from '@shared/api/capacity';
import { signUpOwner } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { freshDate, ownerPayload, testClock } from '../../../test/kits/booking-kit';

const clock = testClock();
const t = useTestApp({ now: clock.now, env: { SLOT_CAPACITY: '5' }, admin: true });

const days = (query: string) => t.admin.client.get(`/api/admin/capacity/days?${query}`);
/** capacity/booked/closed of each deadline of one day, compactly. */
const summary = (day: CapacityDay | undefined) =>
  day?.deadlines.map((d) => [d.capacity, d.booked, d.closed ? (d.closedReason ?? 'closed') : '']);

describe('GET /api/admin/capacity/days', () => {
  it('when a range is asked, then each date comes with its deadlines: capacity by the booking rule, active bookings and closures', async () => {
    const first = freshDate();
    const second = freshDate();
    const third = freshDate();
    // The three days are consecutive: freshDate counts up one day at a time.
    expect([addServiceDays(first, 1), addServiceDays(first, 2)]).toEqual([second, third]);

    const owner = await signUpOwner(t.app);
    await owner.client.post(
      '/api/bookings',
      ownerPayload({ bookingDate: first, timeSlot: '12:00 PM' }),
    );
    const cancelled = await owner.client.post(
      '/api/bookings',
      ownerPayload({ bookingDate: first, timeSlot: '3:00 PM' }),
    );
    await owner.client.delete(`/api/bookings/${cancelled.body.booking.id}`);
    await t.admin.client.put('/api/admin/capacity', { timeSlot: '10:00 AM', capacity: 2 });
    await t.admin.client.put('/api/admin/slot-overrides', {
      date: second,
      closed: true,
      reason: 'Holiday',
    });
    await t.admin.client.put('/api/admin/slot-overrides', {
      date: third,
      timeSlot: '3:00 PM',
      capacity: 9,
    });

    const res = await days(`from=${first}&to=${third}`);
    await t.admin.client.delete(`/api/admin/capacity?timeSlot=${encodeURIComponent('10:00 AM')}`);
    expect(res.status).toBe(200);
    const list = res.body.days as CapacityDay[];
    expect(list.map((d) => d.date)).toEqual([first, second, third]);
    expect(list[0]!.deadlines.map((d) => d.timeSlot)).toEqual(['10:00 AM', '12:00 PM', '3:00 PM']);
    expect(summary(list[0])).toEqual([
      [2, 0, ''],
      [5, 1, ''],
      [5, 0, ''],
    ]);
    expect(summary(list[1])).toEqual([
      [2, 0, 'Holiday'],
      [5, 0, 'Holiday'],
      [5, 0, 'Holiday'],
    ]);
    expect(summary(list[2])).toEqual([
      [2, 0, ''],
      [5, 0, ''],
      [9, 0, ''],
    ]);
  });

  it('when the range runs over a month end, then every calendar day is there once', async () => {
    const res = await days('from=2031-02-20&to=2031-03-03');
    expect(res.status).toBe(200);
    const dates = (res.body.days as CapacityDay[]).map((d) => d.date);
    expect(dates).toHaveLength(12);
    expect(dates.slice(7, 10)).toEqual(['2031-02-27', '2031-02-28', '2031-03-01']);
  });

  it('when the range is missing, reversed, too long or malformed, then 400 naming the parameter', async () => {
    const cases: [string, string, string][] = [
      ['to=2031-01-10', 'from', 'From is required'],
      ['from=2031-01-10', 'to', 'To is required'],
      ['from=2031-01-10&to=2031-01-09', 'to', 'From must be on or before to'],
      ['from=2031-01-01&to=2031-02-12', 'to', 'Ask for at most 42 days at a time'],
      ['from=2031-02-29&to=2031-03-01', 'from', 'From must be a calendar date written yyyy-MM-dd'],
      ['from=2031-01-01&from=2031-01-02&to=2031-01-03', 'from', 'Give from once'],
    ];
    for (const [query, path, message] of cases) {
      const res = await days(query);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
      expect(res.body.errors, query).toContainEqual({ path, message });
    }
    expect((await days('from=2031-01-01&to=2031-02-11')).status).toBe(200);
  });
});
