import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client';
import { signUpOwner } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import { freshDate, ownerPayload, setCapacity } from '../../../test/kits/booking-kit';
import { availability } from '../../../test/kits/capacity-kit';

/**
 * On the embedded database availability is answered from memory (availability-cache.ts): every
 * change, by whatever writer, must show in the very next answer. The server database answers
 * from a query each time; the same tests hold there.
 */
const { t } = useBookingApp({ env: { SLOT_CAPACITY: '3' } });

const remaining = async (date: string) =>
  (
    (await availability(apiClient(t.app), date, 'launch')).body.slots as { remaining: number }[]
  ).map((slot) => slot.remaining);

describe('availability stays current', () => {
  it('when an owner books and cancels, then the next answer counts it each time', async () => {
    const date = freshDate();
    const owner = await signUpOwner(t.app);
    expect(await remaining(date)).toEqual([3, 3, 3]);

    const booked = await owner.client.post('/api/bookings', ownerPayload({ bookingDate: date }));
    expect(booked.status).toBe(201);
    expect(await remaining(date)).toEqual([2, 3, 3]);

    await owner.client.delete(`/api/bookings/${booked.body.booking.id}`);
    expect(await remaining(date)).toEqual([3, 3, 3]);
  });

  it('when the office changes a date or a default capacity, then the next answer shows it', async () => {
    const date = freshDate();
    const other = freshDate();
    expect(await remaining(date)).toEqual([3, 3, 3]);
    expect(await remaining(other)).toEqual([3, 3, 3]);

    await setCapacity(t.admin.client, date, '12:00 PM', 1);
    expect(await remaining(date)).toEqual([3, 1, 3]);

    const set = await t.admin.client.put('/api/admin/capacity', {
      timeSlot: '3:00 PM',
      capacity: 5,
    });
    expect(set.status).toBe(200);
    expect(await remaining(date)).toEqual([3, 1, 5]);
    expect(await remaining(other)).toEqual([3, 3, 5]);
    await t.admin.client.delete('/api/admin/capacity?timeSlot=3:00%20PM');
    expect(await remaining(other)).toEqual([3, 3, 3]);
  });

  it('when the database is changed by hand (SQL, the admin command), then the next answer shows it', async () => {
    const date = freshDate();
    const owner = await signUpOwner(t.app);
    const booked = await owner.client.post('/api/bookings', ownerPayload({ bookingDate: date }));
    expect(await remaining(date)).toEqual([2, 3, 3]);
    const { db } = t.database;

    await db.execute(
      sql`update bookings set cancelled_at = now() where id = ${booked.body.booking.id}`,
    );
    expect(await remaining(date)).toEqual([3, 3, 3]);

    await db.execute(
      sql`insert into slot_overrides (date, time_slot, capacity) values (${date}, '3:00 PM', 2)`,
    );
    expect(await remaining(date)).toEqual([3, 3, 2]);

    await db.execute(sql`insert into slot_capacities (time_slot, capacity) values ('10:00 AM', 7)`);
    expect(await remaining(date)).toEqual([7, 3, 2]);
    await db.execute(sql`delete from slot_capacities`);
    expect(await remaining(date)).toEqual([3, 3, 2]);
  });

  it('when many read while owners book, then every read started after a booking was answered counts it', async () => {
    const date = freshDate();
    const owners = await Promise.all([1, 2, 3].map(() => signUpOwner(t.app)));
    let answered = 0;
    const stale: string[] = [];
    const reader = async () => {
      for (let i = 0; i < 15; i += 1) {
        const seenBefore = answered;
        const [first] = await remaining(date);
        // It may already see later bookings, never fewer than were answered when it started.
        if (first! > 3 - seenBefore) stale.push(`read ${3 - first!} after ${seenBefore} answered`);
      }
    };
    const booking = async (owner: (typeof owners)[number]) => {
      const res = await owner.client.post('/api/bookings', ownerPayload({ bookingDate: date }));
      expect(res.status).toBe(201);
      answered += 1;
    };
    await Promise.all([...Array.from({ length: 10 }, reader), ...owners.map(booking)]);
    expect(stale).toEqual([]);
    expect(await remaining(date)).toEqual([0, 3, 3]);
  });
});
