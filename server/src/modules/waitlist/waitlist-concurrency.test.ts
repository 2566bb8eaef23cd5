import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, waitlistEntries } from '../../db/schema';
import { createLogger } from '../../lib/logger';
import { lockSlot } from '../capacity/slot-lock';
import { fillFreedPlaces } from './waitlist-promotion';
import { needsPostgresServer, usingPostgresServer } from '../../../test/test-app';
import { waitsForSlotLockOrSettles } from '../../../test/kits/lock-waits';
import { useTestApp } from '../../../test/use-test-app';
import { useOwnersOnTwoInstances } from '../../../test/kits/second-instance';
import { activeBookingsAt, testClock } from '../../../test/kits/booking-kit';
import { useWorkersOnSink, useSmtpSink } from '../../../test/kits/mail-app';
import { fullDeadline, joined, waitlistConfirmations } from '../../../test/kits/waitlist-kit';

/**
 * Promotion under contention (docs/product.md#waitlist): every cancellation at a full deadline
 * books the next in line inside its own transaction, under the deadline's slot lock. Only a
 * PostgreSQL server runs the transactions at once (PGlite runs one query at a time), so this file
 * runs there alone.
 */
const HOLDERS = 8;
const WAITERS = 12;

const clock = testClock();
const t = useTestApp({ now: clock.now, admin: true });
const smtp = useSmtpSink();
const worker = useWorkersOnSink(t, smtp, clock.now);

const race = useOwnersOnTwoInstances(t, HOLDERS + WAITERS, { when: usingPostgresServer });

/** A full deadline held by the first HOLDERS owners, the others waiting in order. */
async function fullWithQueue() {
  const holders = race.owners.slice(0, HOLDERS);
  const waiters = race.owners.slice(HOLDERS);
  const deadline = await fullDeadline(t.admin.client, holders);
  const entries: number[] = [];
  for (const waiter of waiters) entries.push(await joined(waiter, deadline));
  return { deadline, holders, waiters, entries };
}

async function outcomes(entries: number[]) {
  const rows = await t.database.db.select().from(waitlistEntries).orderBy(waitlistEntries.id);
  return rows.filter((row) => entries.includes(row.id));
}

describe.runIf(needsPostgresServer())('waitlist promotion under contention', () => {
  it(`when all ${HOLDERS} holders of a full deadline cancel at once, then the first ${HOLDERS} in line are each booked once and the deadline never exceeds its capacity`, async () => {
    const { deadline, holders, waiters, entries } = await fullWithQueue();
    const before = (await waitlistConfirmations(t.database.db)).length;

    const responses = await Promise.all(
      holders.map((holder, i) => holder.client.delete(`/api/bookings/${deadline.bookingIds[i]}`)),
    );
    expect(responses.map((r) => r.status)).toEqual(holders.map(() => 200));

    const active = await activeBookingsAt(t.database.db, deadline.date, deadline.timeSlot);
    expect(active).toHaveLength(HOLDERS);
    const promoted = waiters.slice(0, HOLDERS).map((w) => w.user.id);
    expect(active.map((b) => b.userId).sort()).toEqual([...promoted].sort());
    const rows = await outcomes(entries);
    expect(rows.map((r) => r.outcome)).toEqual([
      ...Array<string>(HOLDERS).fill('booked'),
      ...Array<null>(WAITERS - HOLDERS).fill(null),
    ]);
    expect(new Set(rows.map((r) => r.bookingId).filter(Boolean)).size).toBe(HOLDERS);
    const mails = (await waitlistConfirmations(t.database.db)).slice(before);
    expect(mails.map((m) => m.recipient).sort()).toEqual(
      waiters
        .slice(0, HOLDERS)
        .map((w) => w.email)
        .sort(),
    );
  });

  it('when holders cancel through two app instances at once, then each entry is promoted once and each promoted owner receives one confirmation', async () => {
    const { deadline, holders, waiters, entries } = await fullWithQueue();
    const before = (await waitlistConfirmations(t.database.db)).length;

    const responses = await Promise.all(
      holders.map((holder, i) =>
        (i % 2 === 0 ? holder.client : race.onSecond[i]!).delete(
          `/api/bookings/${deadline.bookingIds[i]}`,
        ),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(holders.map(() => 200));

    const active = await activeBookingsAt(t.database.db, deadline.date, deadline.timeSlot);
    expect(active).toHaveLength(HOLDERS);
    const rows = await outcomes(entries);
    expect(rows.filter((r) => r.outcome === 'booked')).toHaveLength(HOLDERS);
    expect(new Set(active.map((b) => b.userId)).size).toBe(HOLDERS);
    expect((await waitlistConfirmations(t.database.db)).slice(before)).toHaveLength(HOLDERS);

    // Two workers (one per instance) deliver the queue at once: one message per booking.
    await Promise.all([worker().drain(), worker().drain()]);
    for (const booking of active) {
      const got = smtp.sink
        .to(booking.ownerEmail)
        .filter((m) => m.subject?.startsWith('Booking confirmed from the waitlist'))
        .filter((m) => m.subject?.includes(`(${booking.confirmationCode})`));
      expect(got, booking.ownerEmail).toHaveLength(1);
    }
    for (const waiter of waiters.slice(HOLDERS)) {
      expect(smtp.sink.to(waiter.email).filter((m) => m.subject?.includes('waitlist'))).toEqual([]);
    }
  });

  it("when a cancellation meets another transaction promoting at the same deadline, then it waits for that deadline's lock and books the next in line, not the same one", async () => {
    const { deadline, holders, waiters, entries } = await fullWithQueue();
    const ctx = {
      config: t.config,
      db: t.database.db,
      logger: createLogger('silent'),
      now: clock.now,
    };
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let promotedMeanwhile = -1;
    let promoted!: () => void;
    const promotedYet = new Promise<void>((resolve) => (promoted = resolve));
    // Another instance's cancellation, held open after it booked the first in line.
    const other = t.database.db.transaction(async (tx) => {
      await lockSlot(tx, deadline.date, deadline.timeSlot);
      await tx
        .update(bookings)
        .set({
          cancelledAt: clock.now(),
          cancelledBy: holders[0]!.user.id,
          cancelReason: 'cancelled',
        })
        .where(eq(bookings.id, deadline.bookingIds[0]!));
      promotedMeanwhile = await fillFreedPlaces(tx, ctx, deadline);
      promoted();
      await released;
    });
    // The transaction has promoted and holds the lock (or failed, which fails the test).
    await Promise.race([promotedYet, other]);

    let answered = false;
    const cancel = holders[1]!.client
      .delete(`/api/bookings/${deadline.bookingIds[1]}`)
      .then((res) => ((answered = true), res));
    expect(await waitsForSlotLockOrSettles(t.database.db, () => answered)).toBe('waiting');
    release();
    await other;
    expect((await cancel).status).toBe(200);

    expect(promotedMeanwhile).toBe(1);
    const rows = await outcomes(entries);
    expect(rows.slice(0, 3).map((r) => r.outcome)).toEqual(['booked', 'booked', null]);
    const active = await activeBookingsAt(t.database.db, deadline.date, deadline.timeSlot);
    expect(active).toHaveLength(HOLDERS);
    expect(active.filter((b) => b.userId === waiters[0]!.user.id)).toHaveLength(1);
    expect(active.filter((b) => b.userId === waiters[1]!.user.id)).toHaveLength(1);
  });

  it("when a booking or promotion holds the deadline's slot lock, then a cancellation there waits for it before it changes anything", async () => {
    const { deadline, holders } = await fullWithQueue();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockedYet = new Promise<void>((resolve) => (locked = resolve));
    const other = t.database.db.transaction(async (tx) => {
      await lockSlot(tx, deadline.date, deadline.timeSlot);
      locked();
      await released;
    });
    // The transaction holds the lock (or failed, which fails the test).
    await Promise.race([lockedYet, other]);

    let answered = false;
    const cancel = holders[0]!.client
      .delete(`/api/bookings/${deadline.bookingIds[0]}`)
      .then((res) => ((answered = true), res));
    expect(await waitsForSlotLockOrSettles(t.database.db, () => answered)).toBe('waiting');
    release();
    await other;
    expect((await cancel).status).toBe(200);
  });
});
