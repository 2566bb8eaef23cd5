import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TimeSlot } from '@shared/constants';
import { bookings } from '../../db/schema';
import { signUpOwner, type SignedInOwner } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import {
  activeBookingsAt,
  adminPayload,
  freshDate,
  ownerPayload,
  setCapacity,
} from '../../../test/kits/booking-kit';
import { deadlinePaths } from '../../../test/kits/deadline-paths';
import { boatsOfEachSize, twoLiftYard, type BoatSizeName } from '../../../test/kits/lift-kit';
import { insertBooking } from '../../../test/kits/mail-kit';
import { holdBody, placeHold } from '../../../test/kits/weather-hold-kit';

/**
 * The lift rules (docs/product.md#lifts) on every path that puts a booking on a deadline, decided
 * by one function (deadline-rules.ts). The yard has a big lift (one a deadline) and a small one
 * (two a deadline, 3 m wide at most); the deadline already holds a stranger's boat only the big
 * lift takes. Each path then tries the owner's boat no lift takes, a second big boat (the big
 * lift is full though the deadline has places) and a small boat (the small lift has room).
 */
const { t } = useBookingApp();

const TARGET: TimeSlot = '12:00 PM';

interface Owner {
  owner: SignedInOwner;
  boats: Record<BoatSizeName, number>;
}

/** A booking of the boat elsewhere, inserted as it stood before the lifts had limits. */
async function bookedElsewhere(o: Owner, boatId: number, date: string, timeSlot: TimeSlot) {
  const { user } = o.owner;
  const row = await insertBooking(
    t.database.db,
    { id: user.id, email: user.email, ownerName: 'Casey Mariner' },
    { bookingDate: date, timeSlot, boatId },
  );
  return row.id;
}

const atTarget = async (date: string, boatId: number) =>
  (await activeBookingsAt(t.database.db, date, TARGET)).some((row) => row.boatId === boatId);

type PathAttempt = (o: Owner, boatId: number, date: string) => Promise<number>;

const post = (o: Owner, body: Record<string, unknown>) =>
  o.owner.client.post('/api/bookings', body).then((res) => res.status);
const path = deadlinePaths(t, TARGET);
const { at } = path;

/** [path, its attempt, the statuses for the huge, the second big and the small boat]. */
const paths: [string, PathAttempt, [number, number, number]][] = [
  [
    'an owner’s booking',
    (o, boatId, date) => path.ownerBooks(at(o, boatId, date)),
    [422, 409, 201],
  ],
  [
    'the office’s booking',
    (o, boatId, date) => path.officeBooks(at(o, boatId, date)),
    [422, 409, 201],
  ],
  [
    'the office’s booking past the lift rules',
    (o, boatId, date) =>
      path.officeBooks(at(o, boatId, date), {
        liftOverride: true,
        liftOverrideReason: 'Crane hired for the day',
      }),
    [201, 201, 201],
  ],
  [
    'the owner’s change of date',
    async (o, boatId, date) => {
      const id = await bookedElsewhere(o, boatId, freshDate(), '3:00 PM');
      return path.moves(o.owner.client, id, at(o, boatId, date));
    },
    [422, 409, 200],
  ],
  [
    'the office’s reschedule',
    async (o, boatId, date) => {
      const id = await bookedElsewhere(o, boatId, freshDate(), '3:00 PM');
      return path.moves(t.admin.client, id, at(o, boatId, date));
    },
    [422, 409, 200],
  ],
  [
    // Waiting is for a deadline full for this boat: the big boat may wait for the big lift;
    // the small one is told to book; the one no lift takes is told so.
    'joining the waitlist',
    (o, boatId, date) => path.joinsWaitlist(at(o, boatId, date)),
    [422, 201, 409],
  ],
  [
    // The boat's booking at 10:00 AM is held; 12:00 PM is the next deadline with places.
    'a weather hold’s move',
    async (o, boatId, date) => {
      await bookedElsewhere(o, boatId, date, '10:00 AM');
      const res = await placeHold(t.admin.client, holdBody(date, ['10:00 AM']));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      await t.admin.client.delete(`/api/weather-holds/${res.body.hold.id}`);
      return (await atTarget(date, boatId)) ? 201 : 409;
    },
    [409, 409, 201],
  ],
  [
    // The boat's entry waits at 12:00 PM; a place frees there: the first in line whose boat
    // fits is booked, the others keep waiting.
    'a waitlist promotion',
    (o, boatId, date) => path.promoted(at(o, boatId, date)),
    [409, 409, 201],
  ],
];

beforeAll(async () => {
  await twoLiftYard(t.database.db, t.admin.client);
});

describe('the lift rules on every path to a deadline', () => {
  for (const [name, attempt, [huge, big, small]] of paths) {
    it(`when ${name} puts boats on a deadline whose big lift is taken, then a boat no lift takes gets ${huge}, a second big one ${big}, a small one ${small}`, async () => {
      const date = freshDate();
      await setCapacity(t.admin.client, date, TARGET, 5);
      const stranger = { owner: await signUpOwner(t.app) } as Owner;
      stranger.boats = await boatsOfEachSize(stranger.owner);
      expect(
        await post(
          stranger,
          ownerPayload({ bookingDate: date, timeSlot: TARGET, boatId: stranger.boats.big }),
        ),
      ).toBe(201);
      const o = { owner: await signUpOwner(t.app) } as Owner;
      o.boats = await boatsOfEachSize(o.owner);

      expect(await attempt(o, o.boats.huge, date)).toBe(huge);
      expect(await atTarget(date, o.boats.huge)).toBe(
        huge < 300 && name !== 'joining the waitlist',
      );
      expect(await attempt(o, o.boats.big, date)).toBe(big);
      expect(await atTarget(date, o.boats.big)).toBe(big < 300 && name !== 'joining the waitlist');
      expect(await attempt(o, o.boats.small, date)).toBe(small);
      expect(await atTarget(date, o.boats.small)).toBe(
        small < 300 && name !== 'joining the waitlist',
      );
    });
  }
});

describe('what the refusals say', () => {
  it('when a boat no lift takes is booked, then the owner is told its beam and the widest lift, in feet', async () => {
    const date = freshDate();
    const o = { owner: await signUpOwner(t.app) } as Owner;
    o.boats = await boatsOfEachSize(o.owner);
    const res = await o.owner.client.post(
      '/api/bookings',
      ownerPayload({ bookingDate: date, timeSlot: TARGET, boatId: o.boats.huge }),
    );
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'no_lift_fits',
      message:
        'Sea Breeze is 19 ft 8 in wide; our widest lift takes 15 ft 1 in. Please call the office.',
    });
  });

  it('when the big lift is full, then the owner of a big boat is told, with the deadline', async () => {
    const date = '2030-07-02';
    const stranger = await signUpOwner(t.app);
    const theirs = await boatsOfEachSize(stranger);
    await post(
      { owner: stranger } as Owner,
      ownerPayload({ bookingDate: date, timeSlot: '10:00 AM', boatId: theirs.big }),
    );
    const o = await signUpOwner(t.app);
    const mine = await boatsOfEachSize(o);
    const res = await o.client.post(
      '/api/bookings',
      ownerPayload({ bookingDate: date, timeSlot: '10:00 AM', boatId: mine.big }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'lift_full',
      message: 'The lifts that take Big Blue are full at 10:00 AM on Jul 2',
    });
  });

  it('when the office books past the rules, then the booking says why, who and when, and so does the audit', async () => {
    const o = await signUpOwner(t.app);
    const mine = await boatsOfEachSize(o);
    const res = await t.admin.client.post(
      '/api/bookings',
      adminPayload(o.user.id, {
        boatId: mine.huge,
        liftOverride: true,
        liftOverrideReason: 'Crane hired for the day',
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.booking.liftOverride).toEqual({
      reason: 'Crane hired for the day',
      by: t.admin.user.id,
      at: expect.any(String),
    });
    const missing = await t.admin.client.post(
      '/api/bookings',
      adminPayload(o.user.id, { boatId: mine.big, liftOverride: true }),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      { path: 'liftOverrideReason', message: 'Say why the lift rules are overridden' },
    ]);
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, res.body.booking.id));
    expect(row!.liftOverrideBy).toBe(t.admin.user.id);
  });
});

describe('the matching behind the load', () => {
  it('when a small boat came first, then a big boat still gets the big lift, because the small one fits the small lift', async () => {
    const date = freshDate();
    const first = await signUpOwner(t.app);
    const firstBoats = await boatsOfEachSize(first);
    const second = await signUpOwner(t.app);
    const secondBoats = await boatsOfEachSize(second);
    const at = { bookingDate: date, timeSlot: TARGET };
    // A first-fit would have put the small boat on the big lift (it fits both) and refused this.
    expect(
      await post({ owner: first } as Owner, ownerPayload({ ...at, boatId: firstBoats.small })),
    ).toBe(201);
    expect(
      await post({ owner: second } as Owner, ownerPayload({ ...at, boatId: secondBoats.big })),
    ).toBe(201);
    expect(
      await post({ owner: first } as Owner, ownerPayload({ ...at, boatId: firstBoats.big })),
    ).toBe(409);
    // The small lift takes two a deadline: one more small boat, then no more.
    expect(
      await post({ owner: second } as Owner, ownerPayload({ ...at, boatId: secondBoats.small })),
    ).toBe(201);
    const third = await signUpOwner(t.app);
    const thirdBoats = await boatsOfEachSize(third);
    expect(
      await post({ owner: third } as Owner, ownerPayload({ ...at, boatId: thirdBoats.small })),
    ).toBe(409);
  });
});

describe('a booking past the lift rules, moved', () => {
  it('when the office moves it, then it keeps the office’s word; when its owner moves it, then the rules apply', async () => {
    const o = await signUpOwner(t.app);
    const mine = await boatsOfEachSize(o);
    const booked = await t.admin.client.post(
      '/api/bookings',
      adminPayload(o.user.id, {
        bookingDate: freshDate(),
        timeSlot: '3:00 PM',
        boatId: mine.huge,
        liftOverride: true,
        liftOverrideReason: 'Crane hired for the day',
      }),
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = booked.body.booking.id as number;
    const byOwner = await o.client.post(`/api/bookings/${id}/reschedule`, {
      bookingDate: freshDate(),
      timeSlot: TARGET,
    });
    expect(byOwner.status).toBe(422);
    expect(byOwner.body.code).toBe('no_lift_fits');
    const byOffice = await t.admin.client.post(`/api/bookings/${id}/reschedule`, {
      bookingDate: freshDate(),
      timeSlot: TARGET,
    });
    expect(byOffice.status, JSON.stringify(byOffice.body)).toBe(200);
    expect(byOffice.body.booking.liftOverride).toMatchObject({ reason: 'Crane hired for the day' });
  });
});
