import { describe, expect, it } from 'vitest';
import { slotStart } from '@shared/marina-time';
import { signUpOwner, type SignedInOwner } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { freshDate, ownerPayload, testClock, START } from '../../../test/kits/booking-kit';

const clock = testClock();
const t = useTestApp({ now: clock.now, admin: true });

const close = (body: object) =>
  t.admin.client.put('/api/admin/slot-overrides', { closed: true, ...body });

async function bookFor(owner: SignedInOwner, date: string, timeSlot = '10:00 AM') {
  const res = await owner.client.post(
    '/api/bookings',
    ownerPayload({ bookingDate: date, timeSlot }),
  );
  expect(res.status).toBe(201);
  return res.body.booking as { id: number; confirmationCode: string };
}

const ownersCards = async (owner: SignedInOwner) =>
  (await owner.client.get(`/api/bookings/user/${owner.user.id}`)).body.bookings as {
    id: number;
    closure: { reason: string | null } | null;
  }[];

const closureOn = async (owner: SignedInOwner, id: number) =>
  (await ownersCards(owner)).find((b) => b.id === id)?.closure;

describe('a booking on a deadline closed after it was made', () => {
  it('when the office closes its deadline or its day, then the owner and the office read the closure and its reason; reopened, it is gone', async () => {
    clock.set(START.toISOString());
    const owner = await signUpOwner(t.app);
    const date = freshDate();
    const morning = await bookFor(owner, date, '10:00 AM');
    const afternoon = await bookFor(owner, date, '3:00 PM');
    expect(await closureOn(owner, morning.id)).toBeNull();

    const closed = await close({ date, timeSlot: '10:00 AM', reason: 'Weather' });
    expect(closed.status).toBe(200);
    expect(await closureOn(owner, morning.id)).toEqual({ reason: 'Weather' });
    expect(await closureOn(owner, afternoon.id)).toBeNull();

    const list = await t.admin.client.get(`/api/bookings?from=${date}&to=${date}`);
    const closureOf = (id: number) =>
      (list.body.bookings as { id: number; closure: unknown }[]).find((b) => b.id === id)?.closure;
    expect(closureOf(morning.id)).toEqual({ reason: 'Weather' });
    expect(closureOf(afternoon.id)).toBeNull();

    // The whole day closed without a reason: every deadline reads closed, the deadline's own
    // reason first.
    await close({ date, timeSlot: null });
    expect(await closureOn(owner, afternoon.id)).toEqual({ reason: null });
    expect(await closureOn(owner, morning.id)).toEqual({ reason: 'Weather' });

    const overrides = await t.admin.client.get(`/api/admin/slot-overrides?from=${date}&to=${date}`);
    for (const override of overrides.body.overrides as { id: number }[]) {
      await t.admin.client.delete(`/api/admin/slot-overrides/${override.id}`);
    }
    expect(await closureOn(owner, morning.id)).toBeNull();
    expect(await closureOn(owner, afternoon.id)).toBeNull();
  });

  it('when its deadline is closed, then its owner may move it inside the 24 hours; an open one still may not', async () => {
    clock.set(START.toISOString());
    const owner = await signUpOwner(t.app);
    const date = freshDate();
    const later = freshDate();
    const closedOne = await bookFor(owner, date, '10:00 AM');
    const openOne = await bookFor(owner, date, '3:00 PM');
    await close({ date, timeSlot: '10:00 AM', reason: 'Lift repair' });
    // Five hours before the first deadline: inside the 24 hours for both.
    clock.set(
      new Date(
        slotStart(date, '10:00 AM', t.config.MARINA_TZ).getTime() - 5 * 3_600_000,
      ).toISOString(),
    );

    const refused = await owner.client.post(`/api/bookings/${openOne.id}/reschedule`, {
      bookingDate: later,
      timeSlot: '3:00 PM',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('insufficient_notice');

    const moved = await owner.client.post(`/api/bookings/${closedOne.id}/reschedule`, {
      bookingDate: later,
      timeSlot: '10:00 AM',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.booking).toMatchObject({
      id: closedOne.id,
      bookingDate: later,
      closure: null,
      confirmationCode: closedOne.confirmationCode,
    });
  });
});

describe('GET /api/admin/slot-overrides/bookings', () => {
  it('when deadlines are closed, then it lists their active upcoming bookings with the reason, and no others', async () => {
    clock.set(START.toISOString());
    const owner = await signUpOwner(t.app);
    const other = await signUpOwner(t.app);
    const date = freshDate();
    const onClosed = await bookFor(owner, date, '10:00 AM');
    const onOpen = await bookFor(owner, date, '3:00 PM');
    const cancelled = await bookFor(other, date, '10:00 AM');
    await other.client.delete(`/api/bookings/${cancelled.id}`);
    await close({ date, timeSlot: '10:00 AM', reason: 'Regatta' });

    const res = await t.admin.client.get('/api/admin/slot-overrides/bookings');
    expect(res.status).toBe(200);
    const listed = res.body.bookings as { id: number; closure: unknown; user: unknown }[];
    const ids = listed.map((b) => b.id);
    expect(ids).toContain(onClosed.id);
    expect(ids).not.toContain(onOpen.id);
    expect(ids).not.toContain(cancelled.id);
    expect(listed.find((b) => b.id === onClosed.id)).toMatchObject({
      closure: { reason: 'Regatta' },
      user: { username: owner.user.username },
    });
    expect(res.body.total).toBe(listed.length);

    // Once its day has passed it is no longer the office's to move.
    clock.set(
      new Date(slotStart(date, '3:00 PM', t.config.MARINA_TZ).getTime() + 86_400_000).toISOString(),
    );
    const after = await t.admin.client.get('/api/admin/slot-overrides/bookings');
    expect((after.body.bookings as { id: number }[]).map((b) => b.id)).not.toContain(onClosed.id);
  });

  it('when an owner asks, then 403', async () => {
    const owner = await signUpOwner(t.app);
    expect((await owner.client.get('/api/admin/slot-overrides/bookings')).status).toBe(403);
  });
});

describe('GET /api/admin/capacity/overbooked', () => {
  const overbooked = (query: string) =>
    t.admin.client.get(`/api/admin/capacity/overbooked?${query}`);

  it('when a capacity would drop below the bookings of a deadline, then those deadlines and their bookings are named', async () => {
    clock.set(START.toISOString());
    const date = freshDate();
    const names: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const owner = await signUpOwner(t.app, { fullName: `Skipper ${i}` });
      await bookFor(owner, date, '12:00 PM');
      names.push(owner.user.username);
    }
    const lone = await signUpOwner(t.app);
    await bookFor(lone, date, '3:00 PM');

    const slot = `timeSlot=${encodeURIComponent('12:00 PM')}`;
    const byDate = await overbooked(`capacity=2&date=${date}`);
    expect(byDate.status).toBe(200);
    expect(byDate.body.deadlines).toEqual([
      {
        date,
        timeSlot: '12:00 PM',
        bookings: [0, 1, 2].map((i) =>
          expect.objectContaining({
            ownerName: `Skipper ${i}`,
            confirmationCode: expect.any(String),
          }),
        ),
      },
    ]);
    expect((await overbooked(`capacity=3&date=${date}&${slot}`)).body.deadlines).toEqual([]);
    expect((await overbooked(`capacity=0&date=${date}`)).body.deadlines).toHaveLength(2);

    const byDefault = await overbooked(`capacity=2&${slot}`);
    expect(byDefault.body.deadlines).toContainEqual(
      expect.objectContaining({ date, timeSlot: '12:00 PM' }),
    );
    // A date with its own capacity for the deadline does not follow the default.
    await t.admin.client.put('/api/admin/slot-overrides', {
      date,
      timeSlot: '12:00 PM',
      capacity: 5,
    });
    const overridden = await overbooked(`capacity=2&${slot}`);
    expect(overridden.body.deadlines).not.toContainEqual(expect.objectContaining({ date }));
  });

  it('when the query names neither a deadline nor a date, or a bad capacity, then 400', async () => {
    expect((await overbooked('capacity=2')).status).toBe(400);
    expect((await overbooked(`capacity=-1&date=${freshDate()}`)).status).toBe(400);
    expect((await overbooked(`capacity=two&date=${freshDate()}`)).status).toBe(400);
  });
});
