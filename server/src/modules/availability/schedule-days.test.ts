import { describe, expect, it } from 'vitest';
import { addServiceDays, slotStart } from '@shared/marina-time';
import { TIME_SLOTS } from '@shared/constants';
import { apiClient } from '../../../test/api-client';
import { signUpOwner } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { freshDate, ownerPayload, testClock, START } from '../../../test/kits/booking-kit';

const clock = testClock();
const t = useTestApp({ now: clock.now, admin: true });

const anyone = () => apiClient(t.app);
const days = (from: string, to: string) =>
  anyone().get(`/api/timeslots/days?from=${from}&to=${to}`);
const nextOpen = (from: string) => anyone().get(`/api/timeslots/next-open?from=${from}`);
const close = (body: object) =>
  t.admin.client.put('/api/admin/slot-overrides', { closed: true, ...body });

/** Fills every deadline of a date: capacity 1 for the day, one booking per deadline. */
async function fill(date: string) {
  await t.admin.client.put('/api/admin/slot-overrides', { date, timeSlot: null, capacity: 1 });
  for (const timeSlot of TIME_SLOTS) {
    const owner = await signUpOwner(t.app);
    const res = await owner.client.post(
      '/api/bookings',
      ownerPayload({ bookingDate: date, timeSlot }),
    );
    expect(res.status).toBe(201);
  }
}

describe('GET /api/timeslots/days', () => {
  it('when dates are closed, full or partly taken, then each reads closed (with its reason), full or open, signed out too', async () => {
    clock.set(START.toISOString());
    const closed = freshDate();
    const full = freshDate();
    const partlyClosed = freshDate();
    await close({ date: closed, timeSlot: null, reason: 'Haul-out festival' });
    await fill(full);
    await close({ date: partlyClosed, timeSlot: '10:00 AM', reason: 'Regatta' });

    const res = await days(closed, addServiceDays(partlyClosed, 1));
    expect(res.status).toBe(200);
    const stateOf = new Map(
      (res.body.days as { date: string; state: string; reason: string | null }[]).map((d) => [
        d.date,
        d,
      ]),
    );
    expect(stateOf.get(closed)).toEqual({
      date: closed,
      state: 'closed',
      reason: 'Haul-out festival',
    });
    expect(stateOf.get(full)).toEqual({ date: full, state: 'full', reason: null });
    expect(stateOf.get(partlyClosed)).toEqual({ date: partlyClosed, state: 'open', reason: null });
    expect(stateOf.size).toBe(res.body.days.length);
  });

  it('when the span is too long or the dates are wrong, then 400', async () => {
    expect((await days('2030-07-01', '2030-09-30')).status).toBe(400);
    expect((await days('2030-07-10', '2030-07-01')).status).toBe(400);
    expect((await days('2030-02-30', '2030-03-01')).status).toBe(400);
  });
});

describe('GET /api/timeslots/next-open', () => {
  it('when the chosen day and the next are closed or full, then it names the first open deadline after them', async () => {
    clock.set(START.toISOString());
    const closed = freshDate();
    const full = addServiceDays(closed, 1);
    const open = addServiceDays(closed, 2);
    // freshDate hands these out later: claim them so no other test books there.
    while (freshDate() < open);
    await close({ date: closed, timeSlot: null, reason: 'Storm' });
    await fill(full);
    await close({ date: open, timeSlot: TIME_SLOTS[0], reason: 'Regatta' });

    const res = await nextOpen(closed);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ next: { date: open, timeSlot: TIME_SLOTS[1] } });
  });

  it('when a deadline is inside the 24 hours, then the next one is named instead', async () => {
    const date = freshDate();
    // A minute more than 24 hours before the second deadline: the first is inside the 24 hours.
    const dayBefore = slotStart(date, TIME_SLOTS[1], t.config.MARINA_TZ).getTime() - 86_400_000;
    clock.set(new Date(dayBefore - 60_000).toISOString());
    expect((await nextOpen(date)).body).toEqual({ next: { date, timeSlot: TIME_SLOTS[1] } });
    // From a past date the search starts today.
    expect((await nextOpen('2020-01-01')).body.next.date >= date).toBe(true);
  });

  it('when nothing is open up to the horizon, then next is null', async () => {
    clock.set(START.toISOString());
    const last = addServiceDays('2030-06-10', t.config.BOOKING_HORIZON_DAYS);
    expect((await nextOpen(addServiceDays(last, 1))).body).toEqual({ next: null });
    expect((await nextOpen('tomorrow')).status).toBe(400);
  });
});
