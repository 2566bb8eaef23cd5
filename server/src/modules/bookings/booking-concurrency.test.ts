import { describe, expect, it } from 'vitest';
import { TIME_SLOTS } from '@shared/constants';
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
 * Capacity under contention (docs/product.md#capacity). Meaningful on a Postgres server
 * (TEST_DATABASE_URL): PGlite runs one query at a time, which hides races (decision 0004), but the
 * outcome must be the same on both.
 */
const OWNERS = 40;
const CAPACITY = 2;
const ROUNDS = 3;

const clock = testClock();
const t = useTestApp({ now: clock.now, admin: true });

const race = useOwnersOnTwoInstances(t, OWNERS);

function tally(statuses: number[]) {
  return {
    created: statuses.filter((s) => s === 201).length,
    refused: statuses.filter((s) => s === 409).length,
  };
}

describe.runIf(needsPostgresServer())('booking capacity under contention', () => {
  it(`when ${OWNERS} owners book one slot of capacity ${CAPACITY} at once, then exactly ${CAPACITY} get it and the rest hear it is full, round after round`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const date = freshDate();
      const timeSlot = TIME_SLOTS[round % TIME_SLOTS.length]!;
      await setCapacity(t.admin.client, date, timeSlot, CAPACITY);
      const responses = await Promise.all(
        race.owners.map((owner) =>
          owner.client.post('/api/bookings', ownerPayload({ bookingDate: date, timeSlot })),
        ),
      );
      expect(tally(responses.map((r) => r.status))).toEqual({
        created: CAPACITY,
        refused: OWNERS - CAPACITY,
      });
      for (const res of responses.filter((r) => r.status === 409)) {
        expect(res.body.message).toBe(
          'This deadline is full and unavailable. Please choose another.',
        );
      }
      expect(await activeBookingsAt(t.database.db, date, timeSlot)).toHaveLength(CAPACITY);
    }
  });

  it('when requests for one slot are split across two app instances on one database, then the slot still never exceeds its capacity', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const date = freshDate();
      const timeSlot = TIME_SLOTS[round % TIME_SLOTS.length]!;
      await setCapacity(t.admin.client, date, timeSlot, CAPACITY);
      const responses = await Promise.all(
        race.owners.map((owner, i) =>
          (i % 2 === 0 ? owner.client : race.onSecond[i]!).post(
            '/api/bookings',
            ownerPayload({ bookingDate: date, timeSlot }),
          ),
        ),
      );
      expect(tally(responses.map((r) => r.status))).toEqual({
        created: CAPACITY,
        refused: OWNERS - CAPACITY,
      });
      expect(await activeBookingsAt(t.database.db, date, timeSlot)).toHaveLength(CAPACITY);
    }
  });

  it('when one owner submits the same booking 10 times at once, then exactly one is made', async () => {
    const owner = race.owners[0]!;
    const payload = ownerPayload();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 === 0 ? owner.client : race.onSecond[0]!).post('/api/bookings', payload),
      ),
    );
    expect(tally(responses.map((r) => r.status))).toEqual({ created: 1, refused: 9 });
    for (const res of responses.filter((r) => r.status === 409)) {
      expect(res.body.message).toBe('You already have a booking for this deadline');
    }
    expect(
      await activeBookingsAt(t.database.db, payload.bookingDate, payload.timeSlot),
    ).toHaveLength(1);
  });

  it('when a full slot sees cancellations and new bookings at once, then it ends at capacity and never above', async () => {
    const date = freshDate();
    await setCapacity(t.admin.client, date, '3:00 PM', CAPACITY);
    const payload = ownerPayload({ bookingDate: date, timeSlot: '3:00 PM' });
    const holders = race.owners.slice(0, CAPACITY);
    const made = await Promise.all(
      holders.map((owner) => owner.client.post('/api/bookings', payload)),
    );
    expect(made.map((r) => r.status)).toEqual([201, 201]);
    const [cancel] = await Promise.all([
      holders[0]!.client.delete(`/api/bookings/${made[0]!.body.booking.id}`),
      ...race.owners
        .slice(CAPACITY)
        .map((owner, i) =>
          (i % 2 ? owner.client : race.onSecond[i + CAPACITY]!).post('/api/bookings', payload),
        ),
    ]);
    expect(cancel.status).toBe(200);
    const active = await activeBookingsAt(t.database.db, date, '3:00 PM');
    // The freed place went to at most one newcomer, and only after the cancellation.
    expect(active.length).toBeLessThanOrEqual(CAPACITY);
    expect(active.length).toBeGreaterThanOrEqual(CAPACITY - 1);
    const availability = await race.owners[0]!.client.get(
      `/api/timeslots/available?date=${date}&serviceType=launch`,
    );
    expect(availability.body.slots[2].remaining).toBe(CAPACITY - active.length);
  });
});
