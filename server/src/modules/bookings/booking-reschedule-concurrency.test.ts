import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TimeSlot } from '@shared/constants';
import { bookings } from '../../db/schema';
import { needsPostgresServer } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';
import { useOwnersOnTwoInstances } from '../../../test/kits/second-instance';
import {
  activeBookingsAt,
  freshDate,
  ownerPayload,
  setCapacity,
  testClock,
} from '../../../test/kits/booking-kit';

/**
 * Reschedules under contention (docs/product.md#reschedule): the capacity rule holds when moves
 * race each other and cancellations, and two owners swapping deadlines never deadlock. Meaningful
 * on a Postgres server (TEST_DATABASE_URL); PGlite runs one query at a time, but the outcome must
 * be the same on both. Requests are split across two app instances on one database.
 */
const OWNERS = 8;
const ROUNDS = 6;

const clock = testClock();
const t = useTestApp({ now: clock.now, admin: true });

const race = useOwnersOnTwoInstances(t, OWNERS);

async function book(i: number, bookingDate: string, timeSlot: TimeSlot): Promise<number> {
  const res = await race.owners[i]!.client.post(
    '/api/bookings',
    ownerPayload({ bookingDate, timeSlot }),
  );
  if (res.status !== 201) throw new Error(`booking failed: ${JSON.stringify(res.body)}`);
  return res.body.booking.id as number;
}

const move = (i: number, id: number, bookingDate: string, timeSlot: TimeSlot) =>
  race.clientOf(i).post(`/api/bookings/${id}/reschedule`, { bookingDate, timeSlot });

describe.runIf(needsPostgresServer())('reschedules under contention', () => {
  it('when several owners move into the last place of a deadline at once, then exactly one moves and the others hear it is full, round after round', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const target = freshDate();
      await setCapacity(t.admin.client, target, '12:00 PM', 1);
      const ids = await Promise.all(race.owners.map((_, i) => book(i, freshDate(), '10:00 AM')));
      const responses = await Promise.all(ids.map((id, i) => move(i, id, target, '12:00 PM')));
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses).toEqual([200, ...Array<number>(OWNERS - 1).fill(409)]);
      for (const res of responses.filter((r) => r.status === 409)) {
        expect(res.body).toMatchObject({
          code: 'slot_full',
          message: 'This deadline is full and unavailable. Please choose another.',
        });
      }
      const held = await activeBookingsAt(t.database.db, target, '12:00 PM');
      expect(held).toHaveLength(1);
      expect(held[0]!.sequence).toBe(1);
      const moved = responses.findIndex((r) => r.status === 200);
      expect(held[0]!.id).toBe(ids[moved]);
    }
  });

  it('when two owners swap deadlines at once, again and again, then neither deadlocks and both always end where they asked', async () => {
    const x = freshDate();
    const y = freshDate();
    // Room for both at each deadline, so both moves must pass whichever runs first; each
    // transaction locks both deadlines, in one order, so neither holds what the other waits on.
    await setCapacity(t.admin.client, x, '3:00 PM', 2);
    await setCapacity(t.admin.client, y, '3:00 PM', 2);
    const a = await book(0, x, '3:00 PM');
    const b = await book(1, y, '3:00 PM');
    let [aAt, bAt] = [x, y];
    for (let round = 0; round < ROUNDS * 3; round += 1) {
      const [ra, rb] = await Promise.all([move(0, a, bAt, '3:00 PM'), move(1, b, aAt, '3:00 PM')]);
      expect([ra.status, rb.status], JSON.stringify([ra.body, rb.body])).toEqual([200, 200]);
      [aAt, bAt] = [bAt, aAt];
      const rows = await t.database.db.select().from(bookings).where(eq(bookings.id, a));
      expect(rows[0]).toMatchObject({ bookingDate: aAt, sequence: round + 1 });
      expect(await activeBookingsAt(t.database.db, x, '3:00 PM')).toHaveLength(1);
      expect(await activeBookingsAt(t.database.db, y, '3:00 PM')).toHaveLength(1);
    }
  });

  it('when a cancellation and a reschedule race for the same place, then the result is one of the two orders played out in full, and the deadline never holds more than its capacity', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const target = freshDate();
      const from = freshDate();
      await setCapacity(t.admin.client, target, '10:00 AM', 1);
      const holder = await book(2, target, '10:00 AM');
      const mover = await book(3, from, '3:00 PM');
      const [cancel, moved] = await Promise.all([
        (round % 2 === 0 ? race.owners[2]!.client : race.onSecond[2]!).delete(
          `/api/bookings/${holder}`,
        ),
        move(3, mover, target, '10:00 AM'),
      ]);
      expect(cancel.status).toBe(200);
      const [moverRow] = await t.database.db.select().from(bookings).where(eq(bookings.id, mover));
      const held = await activeBookingsAt(t.database.db, target, '10:00 AM');
      if (moved.status === 200) {
        // The cancellation came first: the move took the freed place and left its old one.
        expect(held.map((b) => b.id)).toEqual([mover]);
        expect(moverRow).toMatchObject({ bookingDate: target, timeSlot: '10:00 AM', sequence: 1 });
        expect(await activeBookingsAt(t.database.db, from, '3:00 PM')).toHaveLength(0);
      } else {
        // The move came first and found the place taken: it changed nothing.
        expect(moved.status).toBe(409);
        expect(moved.body.code).toBe('slot_full');
        expect(held).toHaveLength(0);
        expect(moverRow).toMatchObject({ bookingDate: from, timeSlot: '3:00 PM', sequence: 0 });
      }
    }
  });
});
