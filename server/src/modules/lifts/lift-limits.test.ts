import { eq, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TimeSlot } from '@shared/constants';
import { bookings, lifts } from '../../db/schema';
import { signUpOwner } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import { adminPayload, freshDate, ownerPayload, setCapacity } from '../../../test/kits/booking-kit';
import { boatsOfEachSize, twoLiftYard } from '../../../test/kits/lift-kit';

/**
 * Lifts' limits and loads (docs/product.md#lifts): set and read through the API, refused when
 * out of range, and what changes when the office lowers them, assigns a lift or asks the day's
 * lifts to be assigned.
 */
const { t, lastAudit } = useBookingApp();

let yard: { big: number; small: number };
beforeEach(async () => {
  yard = await twoLiftYard(t.database.db, t.admin.client);
});

const bookingLift = async (id: number) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.liftId;

/** An owner's boats of each size, each booked at one deadline of a fresh date. */
async function bookedDeadline(sizes: ('big' | 'small')[], timeSlot: TimeSlot = '10:00 AM') {
  const date = freshDate();
  await setCapacity(t.admin.client, date, timeSlot, 10);
  const ids: number[] = [];
  for (const size of sizes) {
    const owner = await signUpOwner(t.app);
    const boats = await boatsOfEachSize(owner);
    const res = await owner.client.post(
      '/api/bookings',
      ownerPayload({ bookingDate: date, timeSlot, boatId: boats[size] }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    ids.push(res.body.booking.id as number);
  }
  return { date, ids };
}

describe('a lift’s limits', () => {
  it('when the office adds a lift with limits, then the list returns them, in metres and kilograms, and the audit names them', async () => {
    const res = await t.admin.client.post('/api/lifts', {
      name: 'Marine Travelift 35',
      kind: 'travelift',
      maxWeightKg: 35_000,
      maxBeamM: 5.5,
      maxLengthM: 18.25,
      perDeadline: 2,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const list = await t.admin.client.get('/api/lifts');
    expect(list.body.lifts.find((l: { id: number }) => l.id === res.body.lift.id)).toMatchObject({
      kind: 'travelift',
      maxWeightKg: 35_000,
      maxBeamM: 5.5,
      maxLengthM: 18.25,
      perDeadline: 2,
    });
    expect(await lastAudit('lift.create')).toMatchObject({
      after: { name: 'Marine Travelift 35', maxWeightKg: 35_000, perDeadline: 2 },
    });
    // Left out, a lift has no limits and is not counted on its own.
    const plain = await t.admin.client.post('/api/lifts', { name: 'Trailer' });
    expect(plain.body.lift).toMatchObject({
      kind: 'other',
      maxWeightKg: null,
      maxBeamM: null,
      maxLengthM: null,
      perDeadline: null,
    });
  });

  it.each([
    [{ maxBeamM: 0.1 }, 'maxBeamM', 'Max beam must be a number of metres from 0.5 to 30'],
    [
      { maxLengthM: 12.345 },
      'maxLengthM',
      'Max length must have at most 2 decimals (a centimetre)',
    ],
    [
      { maxWeightKg: 12.5 },
      'maxWeightKg',
      'Max weight must be a whole number of kilograms from 100 to 500,000',
    ],
    [
      { perDeadline: 51 },
      'perDeadline',
      'Load must be a whole number of services from 1 to 50, or null for no limit of its own',
    ],
    [
      { perDeadline: 0 },
      'perDeadline',
      'Load must be a whole number of services from 1 to 50, or null for no limit of its own',
    ],
    [{ kind: 'boat' }, 'kind', 'Kind must be one of travelift, forklift, crane, trailer, other'],
  ])(
    'when a lift is given %j, then 400 names the field and nothing changes',
    async (bad, path, message) => {
      const before = await t.database.db.select().from(lifts).orderBy(lifts.id);
      const added = await t.admin.client.post('/api/lifts', { name: 'Bad hoist', ...bad });
      expect(added.status).toBe(400);
      expect(added.body.errors).toEqual([{ path, message }]);
      const changed = await t.admin.client.patch(`/api/lifts/${yard.big}`, bad);
      expect(changed.status).toBe(400);
      expect(changed.body.errors).toEqual([{ path, message }]);
      expect(await t.database.db.select().from(lifts).orderBy(lifts.id)).toEqual(before);
    },
  );

  it('when the office narrows the big lift below a booked boat, then it answers that booking as no longer fitting and moves nothing', async () => {
    const { date, ids } = await bookedDeadline(['big', 'small']);
    const res = await t.admin.client.patch(`/api/lifts/${yard.big}`, { maxBeamM: 4 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.lift).toMatchObject({ maxBeamM: 4 });
    const ours = res.body.conflicts.filter((c: { id: number }) => ids.includes(c.id));
    expect(ours).toEqual([
      {
        id: ids[0],
        confirmationCode: expect.any(String),
        ownerName: expect.any(String),
        boatName: 'Big Blue',
        bookingDate: date,
        timeSlot: '10:00 AM',
        reason: 'no_lift_fits',
      },
    ]);
    expect(await lastAudit('lift.change')).toMatchObject({
      before: { maxBeamM: 4.6 },
      after: { maxBeamM: 4 },
    });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, ids[0]!));
    expect(row).toMatchObject({ bookingDate: date, cancelledAt: null });
  });

  it('when the small lift retires, then the small boats left over the big lift’s load are answered as lift_full', async () => {
    const { ids } = await bookedDeadline(['small', 'small']);
    const res = await t.admin.client.delete(`/api/lifts/${yard.small}`);
    expect(res.status).toBe(200);
    // One small boat goes on the big lift (one a deadline); the other has no lift with room.
    // (Every upcoming booking the lifts no longer take is answered: those of this deadline.)
    const ours = res.body.conflicts.filter((c: { id: number }) => ids.includes(c.id));
    expect(ours.map((c: { id: number; reason: string }) => [c.id, c.reason])).toEqual([
      [ids[1], 'lift_full'],
    ]);
  });
});

describe('a booking’s lift', () => {
  it('when the crew puts a big boat on the small lift, then 409 names its beam; with an override and a reason it goes on, audited', async () => {
    const { ids } = await bookedDeadline(['big']);
    const refused = await t.admin.client.patch(`/api/bookings/${ids[0]}/lift`, {
      liftId: yard.small,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'lift_too_small',
      message:
        "Big Blue is 13 ft 9 in wide; Small lift's beam limit is 9 ft 10 in. Choose another lift, or override with a reason.",
    });
    expect(await bookingLift(ids[0]!)).toBeNull();
    const noReason = await t.admin.client.patch(`/api/bookings/${ids[0]}/lift`, {
      liftId: yard.small,
      override: true,
    });
    expect(noReason.status).toBe(400);
    const overridden = await t.admin.client.patch(`/api/bookings/${ids[0]}/lift`, {
      liftId: yard.small,
      override: true,
      overrideReason: 'Slings moved to the small lift',
    });
    expect(overridden.status, JSON.stringify(overridden.body)).toBe(200);
    expect(await bookingLift(ids[0]!)).toBe(yard.small);
    expect(await lastAudit('booking.lift')).toMatchObject({
      after: { liftId: yard.small, overrideReason: 'Slings moved to the small lift' },
    });
  });

  it('when the big lift already has its one service at the deadline, then a second is refused lift_full', async () => {
    const { ids } = await bookedDeadline(['small', 'small']);
    expect(
      (await t.admin.client.patch(`/api/bookings/${ids[0]}/lift`, { liftId: yard.big })).status,
    ).toBe(200);
    const second = await t.admin.client.patch(`/api/bookings/${ids[1]}/lift`, { liftId: yard.big });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('lift_full');
    expect(await bookingLift(ids[1]!)).toBeNull();
  });

  it('when the crew asks to assign the day, then each boat goes on a lift that fits it within its load, biggest first, and the rest are named', async () => {
    const { date, ids } = await bookedDeadline(['small', 'big', 'small']);
    // One more small boat at the deadline, past the lifts (the office overrode): left unplaced.
    const owner = await signUpOwner(t.app);
    const boats = await boatsOfEachSize(owner);
    const extra = await t.admin.client.post(
      '/api/bookings',
      adminPayload(owner.user.id, {
        bookingDate: date,
        timeSlot: '10:00 AM',
        boatId: boats.small,
        liftOverride: true,
        liftOverrideReason: 'Extra crew',
      }),
    );
    expect(extra.status, JSON.stringify(extra.body)).toBe(201);
    const res = await t.admin.client.post('/api/lifts/auto-assign', { date });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.assigned).toEqual([
      { bookingId: ids[1], liftId: yard.big },
      { bookingId: ids[0], liftId: yard.small },
      { bookingId: ids[2], liftId: yard.small },
    ]);
    expect(res.body.unplaced).toEqual([extra.body.booking.id]);
    expect(await bookingLift(ids[1]!)).toBe(yard.big);
    // Again: nothing left to assign but the one no lift has room for.
    const again = await t.admin.client.post('/api/lifts/auto-assign', { date });
    expect(again.body).toEqual({ assigned: [], unplaced: [extra.body.booking.id] });
  });

  it('when no lift is in service, then boats book as before and the day has nothing to assign to', async () => {
    await t.database.db.update(lifts).set({ retiredAt: new Date() }).where(isNull(lifts.retiredAt));
    const owner = await signUpOwner(t.app);
    const boats = await boatsOfEachSize(owner);
    const date = freshDate();
    const res = await owner.client.post(
      '/api/bookings',
      ownerPayload({ bookingDate: date, boatId: boats.huge }),
    );
    expect(res.status).toBe(201);
    const assigned = await t.admin.client.post('/api/lifts/auto-assign', { date });
    expect(assigned.body).toEqual({ assigned: [], unplaced: [res.body.booking.id] });
  });

  it('when the office filters the list for what needs its eye, then it sees the overridden bookings, or those whose size is unknown', async () => {
    const owner = await signUpOwner(t.app);
    const boats = await boatsOfEachSize(owner);
    const date = freshDate();
    const at = (boatId: number | null, extra: Record<string, unknown> = {}) =>
      t.admin.client.post(
        '/api/bookings',
        adminPayload(owner.user.id, { bookingDate: date, timeSlot: '3:00 PM', boatId, ...extra }),
      );
    const overridden = await at(boats.huge, {
      liftOverride: true,
      liftOverrideReason: 'Mobile crane',
    });
    // Beam known, weight not: the lifts cannot be sure of it.
    const noWeight = await at(boats.small);
    const idsOf = async (attention: string) =>
      (
        await t.admin.client.get(`/api/bookings?from=${date}&to=${date}&attention=${attention}`)
      ).body.bookings.map((b: { id: number }) => b.id);
    expect(await idsOf('lift-override')).toEqual([overridden.body.booking.id]);
    expect(await idsOf('size-unknown')).toEqual([
      overridden.body.booking.id,
      noWeight.body.booking.id,
    ]);
    const bad = await t.admin.client.get('/api/bookings?attention=big');
    expect(bad.status).toBe(400);
  });
});

describe('a deadline’s capacity lowered', () => {
  it('when the office lowers a deadline below its bookings, then the last made are answered as past its places, and none moves', async () => {
    const { date, ids } = await bookedDeadline(['small', 'small', 'small']);
    const res = await t.admin.client.put('/api/admin/slot-overrides', {
      date,
      timeSlot: '10:00 AM',
      capacity: 1,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.conflicts.map((c: { id: number; reason: string }) => [c.id, c.reason])).toEqual(
      [
        [ids[1], 'slot_full'],
        [ids[2], 'slot_full'],
      ],
    );
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.bookingDate, date));
    expect(rows.every((row) => row.cancelledAt === null && row.timeSlot === '10:00 AM')).toBe(true);
  });

  it('when the office resets a raised default back to the marina’s, then the bookings past it are answered too, and none moves', async () => {
    // No lift in service: the deadline's own places alone decide here.
    await t.database.db.update(lifts).set({ retiredAt: new Date() }).where(isNull(lifts.retiredAt));
    const settings = await t.admin.client.get('/api/admin/capacity');
    const usual = settings.body.defaultCapacity as number;
    const raised = await t.admin.client.put('/api/admin/capacity', {
      timeSlot: '3:00 PM',
      capacity: usual + 2,
    });
    expect(raised.body.conflicts).toEqual([]);
    const date = freshDate();
    const ids: number[] = [];
    for (let i = 0; i < usual + 2; i += 1) {
      const owner = await signUpOwner(t.app);
      const res = await owner.client.post(
        '/api/bookings',
        ownerPayload({ bookingDate: date, timeSlot: '3:00 PM' }),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids.push(res.body.booking.id as number);
    }
    const reset = await t.admin.client.delete('/api/admin/capacity?timeSlot=3:00%20PM');
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.slots).toContainEqual(
      expect.objectContaining({ timeSlot: '3:00 PM', capacity: usual, custom: false }),
    );
    const past = reset.body.conflicts.filter(
      (c: { bookingDate: string }) => c.bookingDate === date,
    );
    expect(past.map((c: { id: number; reason: string }) => [c.id, c.reason])).toEqual([
      [ids[usual], 'slot_full'],
      [ids[usual + 1], 'slot_full'],
    ]);
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.bookingDate, date));
    expect(rows.filter((row) => row.cancelledAt === null)).toHaveLength(usual + 2);
  });
});
