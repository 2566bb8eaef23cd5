import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client';
import { signUpOwner, type SignedInOwner } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import { freshDate, ownerPayload, setCapacity } from '../../../test/kits/booking-kit';
import { boatsOfEachSize, twoLiftYard, type BoatSizeName } from '../../../test/kits/lift-kit';

/**
 * Availability for one boat (docs/product.md#lifts): with `boatId`, each deadline's places are
 * those left for that boat's lifts, and the reason says when no lift takes it or its lifts are
 * full. Without it, the answer is as before. The yard: a big lift (one a deadline) and a small
 * one (two a deadline); 10:00 AM already holds a stranger's big boat.
 */
const { t } = useBookingApp();

let owner: SignedInOwner;
let boats: Record<BoatSizeName, number>;
let date: string;

beforeAll(async () => {
  await twoLiftYard(t.database.db, t.admin.client);
  date = freshDate();
  for (const timeSlot of ['10:00 AM', '12:00 PM', '3:00 PM']) {
    await setCapacity(t.admin.client, date, timeSlot, 4);
  }
  const stranger = await signUpOwner(t.app);
  const theirs = await boatsOfEachSize(stranger);
  const res = await stranger.client.post(
    '/api/bookings',
    ownerPayload({ bookingDate: date, timeSlot: '10:00 AM', boatId: theirs.big }),
  );
  expect(res.status).toBe(201);
  owner = await signUpOwner(t.app);
  boats = await boatsOfEachSize(owner);
});

const slotsFor = async (boatId?: number, client = owner.client) => {
  const query = `date=${date}&serviceType=haul-out${boatId ? `&boatId=${boatId}` : ''}`;
  const res = await client.get(`/api/timeslots/available?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.slots.map((s: Record<string, unknown>) => [
    s.timeSlot,
    s.remaining,
    s.reason,
    s.liftMisfit,
  ]);
};

describe('availability for one boat', () => {
  it('when the owner asks for a boat no lift takes, then every deadline says so and names the beam', async () => {
    expect(await slotsFor(boats.huge)).toEqual([
      ['10:00 AM', 0, 'no_lift_fits', 'beam'],
      ['12:00 PM', 0, 'no_lift_fits', 'beam'],
      ['3:00 PM', 0, 'no_lift_fits', 'beam'],
    ]);
  });

  it('when the owner asks for a big boat, then 10:00 AM is full for it though places are left, and elsewhere one place is', async () => {
    expect(await slotsFor(boats.big)).toEqual([
      ['10:00 AM', 0, 'lift_full', null],
      ['12:00 PM', 1, null, null],
      ['3:00 PM', 1, null, null],
    ]);
  });

  it('when the owner asks for a small boat, then it counts the small lift’s two and the big lift’s one where free', async () => {
    expect(await slotsFor(boats.small)).toEqual([
      ['10:00 AM', 2, null, null],
      ['12:00 PM', 3, null, null],
      ['3:00 PM', 3, null, null],
    ]);
  });

  it('when boats of each size are asked about at once, sharing one read of the lifts, then each gets its own boat’s places', async () => {
    const sizes = ['huge', 'big', 'small', 'big', 'small', 'huge'] as const;
    const answers = await Promise.all(sizes.map((size) => slotsFor(boats[size])));
    const remaining = answers.map((slots) => slots.map((slot: unknown[]) => slot[1]));
    expect(remaining).toEqual([
      [0, 0, 0],
      [0, 1, 1],
      [2, 3, 3],
      [0, 1, 1],
      [2, 3, 3],
      [0, 0, 0],
    ]);
  });

  it('when no boat is named, then the answer is as before: places of the deadline, no lift reasons', async () => {
    expect(await slotsFor()).toEqual([
      ['10:00 AM', 3, null, undefined],
      ['12:00 PM', 4, null, undefined],
      ['3:00 PM', 4, null, undefined],
    ]);
  });

  it('when someone asks about another owner’s boat, then 404; signed out, 401; the office may ask about any', async () => {
    const other = await signUpOwner(t.app);
    const query = `date=${date}&serviceType=haul-out&boatId=${boats.big}`;
    expect((await other.client.get(`/api/timeslots/available?${query}`)).status).toBe(404);
    expect((await apiClient(t.app).get(`/api/timeslots/available?${query}`)).status).toBe(401);
    expect(await slotsFor(boats.big, t.admin.client)).toHaveLength(3);
    const bad = await owner.client.get(
      `/api/timeslots/available?date=${date}&serviceType=haul-out&boatId=1e3`,
    );
    expect(bad.status).toBe(400);
  });

  it('when the calendar and the next-open search ask for a boat no lift takes, then the days say so and there is no next deadline', async () => {
    const days = await owner.client.get(
      `/api/timeslots/days?from=${date}&to=${date}&boatId=${boats.huge}`,
    );
    expect(days.body.days).toEqual([{ date, state: 'no_lift_fits', reason: null }]);
    const big = await owner.client.get(
      `/api/timeslots/days?from=${date}&to=${date}&boatId=${boats.big}`,
    );
    expect(big.body.days).toEqual([{ date, state: 'open', reason: null }]);
    const next = await owner.client.get(
      `/api/timeslots/next-open?from=${date}&boatId=${boats.huge}`,
    );
    expect(next.body).toEqual({ next: null });
    const forBig = await owner.client.get(
      `/api/timeslots/next-open?from=${date}&boatId=${boats.big}`,
    );
    expect(forBig.body.next).toEqual({ date, timeSlot: '12:00 PM' });
  });

  it('when a lift, a boat or a booking changes, then the next read for that boat says so at once (the embedded engine’s cache included)', async () => {
    const stranger = await signUpOwner(t.app);
    const theirs = await boatsOfEachSize(stranger);
    const mine = await boatsOfEachSize(owner);
    expect((await slotsFor(mine.big))[1]).toEqual(['12:00 PM', 1, null, null]);
    // The big lift's one place at 12:00 PM goes to a stranger's big boat.
    const booked = await stranger.client.post(
      '/api/bookings',
      ownerPayload({ bookingDate: date, timeSlot: '12:00 PM', boatId: theirs.big }),
    );
    expect(booked.status).toBe(201);
    expect((await slotsFor(mine.big))[1]).toEqual(['12:00 PM', 0, 'lift_full', null]);
    // The big lift takes two a deadline now.
    const lifts = (await t.admin.client.get('/api/lifts')).body.lifts as {
      id: number;
      name: string;
      retiredAt: string | null;
    }[];
    const big = lifts.find((lift) => lift.name === 'Big lift' && lift.retiredAt === null)!;
    expect((await t.admin.client.patch(`/api/lifts/${big.id}`, { perDeadline: 2 })).status).toBe(
      200,
    );
    expect((await slotsFor(mine.big))[1]).toEqual(['12:00 PM', 1, null, null]);
    // The owner's boat turns out wider than any lift takes.
    expect((await owner.client.patch(`/api/boats/${mine.big}`, { beamM: 7 })).status).toBe(200);
    expect((await slotsFor(mine.big))[1]).toEqual(['12:00 PM', 0, 'no_lift_fits', 'beam']);
    await t.admin.client.patch(`/api/lifts/${big.id}`, { perDeadline: 1 });
  });
});
