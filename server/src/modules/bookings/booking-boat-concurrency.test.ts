import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { needsPostgresServer } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';
import { useOwnersOnTwoInstances } from '../../../test/kits/second-instance';
import { freshDate, ownerPayload, setCapacity, testClock } from '../../../test/kits/booking-kit';

/**
 * One place a deadline per boat (docs/product.md#boats) under contention, on a PostgreSQL server
 * with two app instances: PGlite runs one query at a time, which would hide the race.
 */
const OWNERS = 6;
const TRIES_PER_BOAT = 4;

const clock = testClock();
const t = useTestApp({ now: clock.now, admin: true });
const race = useOwnersOnTwoInstances(t, OWNERS, { when: needsPostgresServer() });

describe.runIf(needsPostgresServer())('one place a deadline per boat, at once', () => {
  it(`when each of ${OWNERS} owners sends ${TRIES_PER_BOAT} bookings for each of two boats at one deadline at once, over two instances, then each boat is booked exactly once and the rest are told it is already booked`, async () => {
    const date = freshDate();
    await setCapacity(t.admin.client, date, '10:00 AM', 100);
    const boatsOf = await Promise.all(
      race.owners.map(async (owner) => {
        const ids: number[] = [];
        for (const name of ['Alpha', 'Bravo']) {
          const res = await owner.client.post('/api/boats', { name, lengthM: 8 });
          ids.push(res.body.boat.id as number);
        }
        return ids;
      }),
    );
    // Each owner's tries alternate between the two instances.
    const attempts = race.owners.flatMap((owner, i) =>
      boatsOf[i]!.flatMap((boatId) =>
        Array.from({ length: TRIES_PER_BOAT }, (_unused, n) => ({
          client: n % 2 === 0 ? owner.client : race.onSecond[i]!,
          boatId,
        })),
      ),
    );
    const responses = await Promise.all(
      attempts.map(({ client, boatId }) =>
        client.post(
          '/api/bookings',
          ownerPayload({ bookingDate: date, timeSlot: '10:00 AM', boatId }),
        ),
      ),
    );
    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(OWNERS * 2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(OWNERS * 2 * (TRIES_PER_BOAT - 1));
    for (const res of responses.filter((r) => r.status === 409)) {
      expect(res.body.code).toBe('duplicate_booking');
    }
    const rows = await t.database.db
      .select({ boatId: bookings.boatId })
      .from(bookings)
      .where(and(eq(bookings.bookingDate, date), isNull(bookings.cancelledAt)));
    expect(rows.map((row) => row.boatId).sort((a, b) => a! - b!)).toEqual(
      boatsOf.flat().sort((a, b) => a - b),
    );
  });
});
