import { and, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TIME_SLOTS } from '@shared/constants';
import { bookings, mailQueue } from '../../db/schema';
import { lockSlot } from '../capacity/slot-lock';
import type { ApiClient } from '../../../test/api-client';
import { testClock, ownerPayload, setCapacity } from '../../../test/kits/booking-kit';
import { waitsForSlotLockOrSettles } from '../../../test/kits/lock-waits';
import { insertBooking } from '../../../test/kits/mail-kit';
import { signInOn, useOwnersOnTwoInstances } from '../../../test/kits/second-instance';
import {
  bookingRow,
  booked,
  freshDays,
  holdBody,
  holdsOn,
} from '../../../test/kits/weather-hold-kit';
import { needsPostgresServer, usingPostgresServer } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';

/**
 * Weather holds under contention (docs/product.md#weather-holds): holds on two instances at once,
 * and owners booking, cancelling and rescheduling while a hold runs. Only a PostgreSQL server runs
 * the transactions at once (PGlite runs one query at a time), so this file runs there alone.
 */
const OWNERS = 24;

const clock = testClock();
const t = useTestApp({ now: clock.now, admin: true });
let adminOnSecond: ApiClient;

const race = useOwnersOnTwoInstances(t, OWNERS, { when: usingPostgresServer });

beforeAll(async () => {
  if (!usingPostgresServer) return;
  adminOnSecond = (await signInOn(race.second.app, [t.admin]))[0]!;
});

async function activeOn(dates: readonly string[]) {
  return t.database.db
    .select()
    .from(bookings)
    .where(and(isNull(bookings.cancelledAt), inArray(bookings.bookingDate, [...dates])));
}

async function holdMailsFor(ids: readonly number[]) {
  const rows = await t.database.db
    .select()
    .from(mailQueue)
    .where(eq(mailQueue.kind, 'weather-hold'));
  return rows.filter((row) =>
    ids.includes((row.payload as { booking: { id: number } }).booking.id),
  );
}

describe.runIf(needsPostgresServer())('weather holds under contention', () => {
  it('when the same day is held through two instances at once, then one hold applies, the others are refused, and each booking moves and is mailed once', async () => {
    const [day, next] = freshDays(2) as [string, string];
    await setCapacity(t.admin.client, day, '10:00 AM', 8);
    const held: { id: number }[] = [];
    for (const owner of race.owners.slice(0, 8)) held.push(await booked(owner, day));

    const answers = await Promise.all(
      [t.admin.client, adminOnSecond, t.admin.client, adminOnSecond].map((admin) =>
        admin.post('/api/weather-holds', holdBody(day, ['10:00 AM'])),
      ),
    );

    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.code)).toEqual([
      'already_held',
      'already_held',
      'already_held',
    ]);
    expect(await holdsOn(t.database.db, day)).toHaveLength(1);
    const ids = held.map((b) => b.id);
    const rows = (await activeOn([day, next])).filter((r) => ids.includes(r.id));
    expect(rows).toHaveLength(ids.length);
    expect(rows.every((r) => r.sequence === 1 && r.timeSlot !== '10:00 AM')).toBe(true);
    const mails = await holdMailsFor(ids);
    expect(mails.map((m) => (m.payload as { booking: { id: number } }).booking.id).sort()).toEqual(
      [...ids].sort(),
    );
  });

  it('when owners book, cancel and reschedule through two instances while a hold runs, then no deadline is over its capacity and every booking not cancelled is still there', async () => {
    const [day, next, later] = freshDays(3) as [string, string, string];
    const dates = [day, next, later];
    await setCapacity(t.admin.client, day, '10:00 AM', 10);
    for (const timeSlot of TIME_SLOTS) await setCapacity(t.admin.client, next, timeSlot, 3);
    const heldOwners = race.owners.slice(0, 10);
    const held: { id: number }[] = [];
    for (const owner of heldOwners) held.push(await booked(owner, day));
    const capacityOf = (date: string, timeSlot: string) =>
      date === day ? (timeSlot === '10:00 AM' ? 10 : 4) : date === next ? 3 : 4;

    const client = race.clientOf;
    const requests = [
      t.admin.client.post('/api/weather-holds', holdBody(day, ['10:00 AM'])),
      // Four held owners cancel, three change their date themselves.
      ...[0, 1, 2, 3].map((i) => client(i).delete(`/api/bookings/${held[i]!.id}`)),
      ...[4, 5, 6].map((i) =>
        client(i).post(`/api/bookings/${held[i]!.id}/reschedule`, {
          bookingDate: next,
          timeSlot: '12:00 PM',
        }),
      ),
      // Others book the places the hold is looking for.
      ...race.owners
        .slice(10)
        .map((_, k) =>
          client(10 + k).post(
            '/api/bookings',
            ownerPayload({ bookingDate: next, timeSlot: TIME_SLOTS[k % 3] }),
          ),
        ),
    ];
    const answers = await Promise.all(requests);

    expect(answers[0]!.status).toBe(201);
    const cancelled = answers.slice(1, 5).filter((a) => a.status === 200).length;
    const created = answers.slice(8).filter((a) => a.status === 201).length;
    expect(answers.slice(8).every((a) => [201, 409].includes(a.status))).toBe(true);

    const active = await activeOn(dates);
    const perDeadline = new Map<string, number>();
    for (const row of active) {
      const key = `${row.bookingDate} ${row.timeSlot}`;
      perDeadline.set(key, (perDeadline.get(key) ?? 0) + 1);
    }
    for (const [key, count] of perDeadline) {
      const [date, ...slot] = key.split(' ');
      expect(count, key).toBeLessThanOrEqual(capacityOf(date!, slot.join(' ')));
    }
    // Nothing lost: the ten held bookings less those cancelled, plus each one booked.
    expect(active).toHaveLength(held.length - cancelled + created);
    const heldIds = held.map((b) => b.id);
    const stillHeld = active.filter((r) => heldIds.includes(r.id));
    expect(stillHeld).toHaveLength(held.length - cancelled);
    for (const row of stillHeld) {
      if (row.bookingDate === day && row.timeSlot === '10:00 AM') {
        expect(row.needsNewDate, `booking ${row.id}`).toBe(true);
      }
    }
  });

  it("when an owner books the hold's next free deadline while the hold waits for that date's lock, then the hold sees it and puts their held booking in the deadline after", async () => {
    const [day, next] = freshDays(2) as [string, string];
    const owner = race.owners[0]!;
    const held = await booked(owner, day, '10:00 AM');
    for (const timeSlot of ['12:00 PM', '3:00 PM']) {
      await t.admin.client.put('/api/admin/slot-overrides', { date: day, timeSlot, closed: true });
    }
    let answered = false;
    let hold: Promise<{ status: number }> | undefined;
    await t.database.db.transaction(async (tx) => {
      // The owner's own booking at the next day's 10:00, committed only once the hold waits.
      await lockSlot(tx, next, '10:00 AM');
      await insertBooking(tx, owner.user, {
        bookingDate: next,
        timeSlot: '10:00 AM',
      });
      hold = t.admin.client.post('/api/weather-holds', holdBody(day, ['10:00 AM'])).then((res) => {
        answered = true;
        return res;
      });
      expect(await waitsForSlotLockOrSettles(t.database.db, () => answered)).toBe('waiting');
    });

    expect((await hold!).status).toBe(201);
    expect(await bookingRow(t.database.db, held.id)).toMatchObject({
      bookingDate: next,
      timeSlot: '12:00 PM',
    });
  });
});
