import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TimeSlot } from '@shared/constants';
import { bookings } from '../../db/schema';
import { signUpOwner, type SignedInOwner } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import { freshDate, ownerPayload, setCapacity } from '../../../test/kits/booking-kit';
import { deadlinePaths } from '../../../test/kits/deadline-paths';
import { holdBody, placeHold } from '../../../test/kits/weather-hold-kit';

/**
 * The holder rule (docs/product.md#boats, deadline-holder.ts) on every path that puts a booking
 * on a deadline: a boat is at a deadline once, while another boat of the same owner may join
 * it. Each row arranges a deadline the owner's boat A already holds and tries to put boat A
 * there by its path (refused, or placed elsewhere), then boat B the same way (allowed).
 */
const { t } = useBookingApp();

interface Owner {
  owner: SignedInOwner;
  boatA: number;
  boatB: number;
}

async function ownerWithTwoBoats(): Promise<Owner> {
  const owner = await signUpOwner(t.app);
  const add = async (name: string) => {
    const res = await owner.client.post('/api/boats', { name, lengthM: 9 });
    expect(res.status).toBe(201);
    return res.body.boat.id as number;
  };
  return { owner, boatA: await add('Alpha'), boatB: await add('Bravo') };
}

async function bookBoat(o: Owner, boatId: number, bookingDate: string, timeSlot: TimeSlot) {
  const res = await o.owner.client.post(
    '/api/bookings',
    ownerPayload({ bookingDate, timeSlot, boatId }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.booking.id as number;
}

const boatsAt = async (date: string, timeSlot: TimeSlot) =>
  (
    await t.database.db
      .select({ boatId: bookings.boatId })
      .from(bookings)
      .where(
        and(
          eq(bookings.bookingDate, date),
          eq(bookings.timeSlot, timeSlot),
          isNull(bookings.cancelledAt),
        ),
      )
  )
    .map((row) => row.boatId)
    .sort();

/** What one path does with a boat at the owner's deadline (date, 12:00 PM): its HTTP status. */
type PathAttempt = (o: Owner, boatId: number, date: string) => Promise<number>;

const TARGET: TimeSlot = '12:00 PM';
const path = deadlinePaths(t, TARGET);
const { at } = path;

const paths: [name: string, attempt: PathAttempt, refusedStatus: number][] = [
  ['an owner’s booking', (o, boatId, date) => path.ownerBooks(at(o, boatId, date)), 409],
  [
    'the office’s booking for the owner',
    (o, boatId, date) => path.officeBooks(at(o, boatId, date)),
    409,
  ],
  [
    'the owner’s change of date',
    async (o, boatId, date) => {
      const id = await bookBoat(o, boatId, freshDate(), '3:00 PM');
      return path.moves(o.owner.client, id, at(o, boatId, date));
    },
    409,
  ],
  [
    'the office’s reschedule',
    async (o, boatId, date) => {
      const id = await bookBoat(o, boatId, freshDate(), '3:00 PM');
      return path.moves(t.admin.client, id, at(o, boatId, date));
    },
    409,
  ],
  [
    'joining the waitlist',
    async (o, boatId, date) => {
      await setCapacity(t.admin.client, date, TARGET, 1);
      return path.joinsWaitlist(at(o, boatId, date));
    },
    409,
  ],
  [
    // The boat's booking at 10:00 AM is held; 12:00 PM (room for it) is the next deadline.
    'a weather hold’s move',
    async (o, boatId, date) => {
      const id = await bookBoat(o, boatId, date, '10:00 AM');
      const res = await placeHold(t.admin.client, holdBody(date, ['10:00 AM']));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
      // Lifted again, so the next attempt can book 10:00 AM.
      await t.admin.client.delete(`/api/weather-holds/${res.body.hold.id}`);
      // Moved to 12:00 PM: allowed. Passed over to 3:00 PM: the deadline was refused to it.
      return row!.timeSlot === TARGET ? 201 : 409;
    },
    409,
  ],
  [
    // A place frees at 12:00 PM, full with the boat's booking and a passer-by's.
    'a waitlist promotion',
    async (o, boatId, date) => {
      await setCapacity(t.admin.client, date, TARGET, 2);
      return path.promoted(at(o, boatId, date));
    },
    409,
  ],
];

describe('the holder rule on every path to a deadline', () => {
  for (const [name, attempt, refusedStatus] of paths) {
    it(`when ${name} puts a boat on a deadline it already holds, then it is refused; the owner’s other boat joins it`, async () => {
      const o = await ownerWithTwoBoats();
      const date = freshDate();
      await bookBoat(o, o.boatA, date, TARGET);

      expect(await attempt(o, o.boatA, date)).toBe(refusedStatus);
      expect(await boatsAt(date, TARGET)).toEqual([o.boatA]);

      expect(await attempt(o, o.boatB, date)).toBeLessThan(300);
      if (name !== 'joining the waitlist') {
        expect(await boatsAt(date, TARGET)).toEqual([o.boatA, o.boatB].sort());
      }
    });
  }
});
