import { describe, expect, it } from 'vitest';
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
import { boatsOfEachSize, twoLiftYard } from '../../../test/kits/lift-kit';
import { placeServices } from './lift-load-matching';

/**
 * The lift rules under contention (docs/product.md#lifts), on a PostgreSQL server with two app
 * instances: PGlite runs one query at a time, which would hide the race. The big lift takes one
 * boat a deadline and is the only one big boats fit; the small lift takes two; the deadline
 * has three places.
 */
const OWNERS = 12;

const clock = testClock();
const t = useTestApp({ now: clock.now, admin: true });
const race = useOwnersOnTwoInstances(t, OWNERS, { when: needsPostgresServer() });

describe.runIf(needsPostgresServer())('lifts’ loads, at once', () => {
  it(`when ${OWNERS} owners with big and small boats book one deadline at once over two instances, then no lift takes more than its load and the deadline no more than its places`, async () => {
    const yard = await twoLiftYard(t.database.db, t.admin.client);
    const date = freshDate();
    await setCapacity(t.admin.client, date, '10:00 AM', 3);
    const boats = await Promise.all(race.owners.map((owner) => boatsOfEachSize(owner)));
    // Half the owners bring their big boat, half their small one, alternating instances.
    const sizeOf = (i: number) => (i % 4 < 2 ? 'big' : 'small');
    const responses = await Promise.all(
      race.owners.map((_owner, i) =>
        race
          .clientOf(i)
          .post(
            '/api/bookings',
            ownerPayload({ bookingDate: date, timeSlot: '10:00 AM', boatId: boats[i]![sizeOf(i)] }),
          ),
      ),
    );
    const statuses = responses.map((res) => res.status);
    expect(
      statuses.every((s) => s === 201 || s === 409),
      JSON.stringify(statuses),
    ).toBe(true);

    const booked = await activeBookingsAt(t.database.db, date, '10:00 AM');
    expect(booked).toHaveLength(3);
    const bigBoats = new Set(boats.map((b) => b.big));
    const bigBooked = booked.filter((row) => bigBoats.has(row.boatId!));
    expect(bigBooked.length).toBeLessThanOrEqual(1);
    // What was booked can be placed: the big boats on the big lift, the rest within loads.
    const placement = placeServices(
      [
        { id: yard.big, perDeadline: 1 },
        { id: yard.small, perDeadline: 2 },
      ],
      booked.map((row) => ({
        key: String(row.id),
        liftId: null,
        fits: bigBoats.has(row.boatId!) ? [yard.big] : [yard.big, yard.small],
      })),
    );
    expect(placement).not.toBeNull();
    // Every refusal is one of the two the rules give.
    const codes = responses.filter((r) => r.status === 409).map((r) => r.body.code as string);
    expect(codes.every((code) => code === 'slot_full' || code === 'lift_full')).toBe(true);
  });
});
