import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, mailQueue } from '../../db/schema';
import { apiClient } from '../../../test/api-client';
import { signUpOwner } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import { book, freshDate } from '../../../test/kits/booking-kit';
import { availability, reasons } from '../../../test/kits/capacity-kit';

const { t, lastAudit } = useBookingApp({ env: { SLOT_CAPACITY: '3' } });

const put = (path: string, body: object) => t.admin.client.put(path, body);

describe('default capacity per deadline', () => {
  it('when an admin sets and then removes a deadline default, then availability follows and both changes are audited', async () => {
    const initial = await t.admin.client.get('/api/admin/capacity');
    expect(initial.body).toEqual({
      defaultCapacity: 3,
      slots: [
        { timeSlot: '10:00 AM', capacity: 3, custom: false },
        { timeSlot: '12:00 PM', capacity: 3, custom: false },
        { timeSlot: '3:00 PM', capacity: 3, custom: false },
      ],
    });
    const set = await put('/api/admin/capacity', { timeSlot: '10:00 AM', capacity: 1 });
    expect(set.status).toBe(200);
    expect(set.body.slots[0]).toEqual({ timeSlot: '10:00 AM', capacity: 1, custom: true });
    expect(await lastAudit('capacity.set')).toMatchObject({
      actorId: t.admin.user.id,
      targetId: '10:00 AM',
      before: { capacity: 3, custom: false },
      after: { capacity: 1, custom: true },
    });

    const date = freshDate();
    const owner = await signUpOwner(t.app);
    await book(owner, { bookingDate: date });
    expect((await availability(owner.client, date)).body.slots[0]).toMatchObject({
      capacity: 1,
      remaining: 0,
      reason: 'full',
    });

    const reset = await t.admin.client.delete(
      `/api/admin/capacity?timeSlot=${encodeURIComponent('10:00 AM')}`,
    );
    expect(reset.status).toBe(200);
    expect(reset.body.slots[0]).toEqual({ timeSlot: '10:00 AM', capacity: 3, custom: false });
    expect(await lastAudit('capacity.reset')).toMatchObject({
      before: { capacity: 1 },
      after: { capacity: 3 },
    });
    expect((await availability(owner.client, date)).body.slots[0]).toMatchObject({
      capacity: 3,
      remaining: 2,
      reason: null,
    });
  });

  it('when the capacity or deadline is invalid, then 400', async () => {
    expect(
      (await put('/api/admin/capacity', { timeSlot: '10:00 AM', capacity: -1 })).body.message,
    ).toBe('Capacity must be at least 0');
    expect((await put('/api/admin/capacity', { timeSlot: '9:00 AM', capacity: 2 })).status).toBe(
      400,
    );
    expect((await t.admin.client.delete('/api/admin/capacity?timeSlot=noon')).status).toBe(400);
  });
});

describe('date overrides and closures', () => {
  it('when an admin closes a date that has bookings, then the bookings stay, each owner is mailed once and owners see it closed with the reason', async () => {
    const date = freshDate();
    const first = await signUpOwner(t.app);
    const second = await signUpOwner(t.app);
    const a = await book(first, { bookingDate: date, timeSlot: '10:00 AM' });
    const b = await book(second, { bookingDate: date, timeSlot: '3:00 PM' });

    const close = await put('/api/admin/slot-overrides', {
      date,
      timeSlot: null,
      closed: true,
      reason: 'Haul-out crane inspection',
    });
    expect(close.status).toBe(200);
    expect(close.body).toMatchObject({
      override: {
        date,
        timeSlot: null,
        closed: true,
        capacity: null,
        reason: 'Haul-out crane inspection',
      },
      notified: 2,
    });
    const mails = (
      await t.database.db.select().from(mailQueue).where(eq(mailQueue.kind, 'date-closed'))
    ).filter((m) =>
      [a.body.booking.id, b.body.booking.id].includes(
        (m.payload as { booking: { id: number } }).booking.id,
      ),
    );
    expect(mails.map((m) => m.recipient).sort()).toEqual([first.email, second.email].sort());
    expect(mails[0]!.payload).toMatchObject({ reason: 'Haul-out crane inspection' });
    const kept = await t.database.db.select().from(bookings).where(eq(bookings.bookingDate, date));
    expect(kept.every((row) => row.cancelledAt === null)).toBe(true);

    const res = await availability(apiClient(t.app), date);
    expect(reasons(res.body)).toEqual(['closed', 'closed', 'closed']);
    expect(res.body.slots[0].closedReason).toBe('Haul-out crane inspection');
    expect(res.body.availableTimeSlots).toEqual([]);

    // Saving the same closure again (a new reason) tells nobody twice.
    const again = await put('/api/admin/slot-overrides', {
      date,
      timeSlot: null,
      closed: true,
      reason: 'Crane inspection',
    });
    expect(again.body.notified).toBe(0);
    expect(again.body.override.id).toBe(close.body.override.id);
    expect(await lastAudit('slot-override.set')).toMatchObject({
      before: { reason: 'Haul-out crane inspection' },
      after: { reason: 'Crane inspection' },
    });

    const removed = await t.admin.client.delete(
      `/api/admin/slot-overrides/${close.body.override.id}`,
    );
    expect(removed.status).toBe(200);
    expect(reasons((await availability(apiClient(t.app), date)).body)).toEqual([null, null, null]);
    expect(
      (await t.admin.client.delete(`/api/admin/slot-overrides/${close.body.override.id}`)).status,
    ).toBe(404);
    expect(await lastAudit('slot-override.remove')).toMatchObject({
      targetId: String(close.body.override.id),
    });
  });

  it('when one deadline is closed and the day has another capacity, then the deadline override wins over the day', async () => {
    const date = freshDate();
    await put('/api/admin/slot-overrides', { date, capacity: 1 });
    await put('/api/admin/slot-overrides', { date, timeSlot: '12:00 PM', capacity: 5 });
    await put('/api/admin/slot-overrides', {
      date,
      timeSlot: '3:00 PM',
      closed: true,
      reason: 'Regatta',
    });
    const res = await availability(apiClient(t.app), date);
    expect(res.body.slots).toEqual([
      {
        timeSlot: '10:00 AM',
        capacity: 1,
        remaining: 1,
        available: true,
        reason: null,
        closedReason: null,
      },
      {
        timeSlot: '12:00 PM',
        capacity: 5,
        remaining: 5,
        available: true,
        reason: null,
        closedReason: null,
      },
      {
        timeSlot: '3:00 PM',
        capacity: 1,
        remaining: 1,
        available: false,
        reason: 'closed',
        closedReason: 'Regatta',
      },
    ]);
    const listed = await t.admin.client.get(`/api/admin/slot-overrides?from=${date}&to=${date}`);
    expect(listed.body.overrides.map((o: { timeSlot: string | null }) => o.timeSlot)).toEqual([
      null,
      '12:00 PM',
      '3:00 PM',
    ]);
    const owner = await signUpOwner(t.app);
    const refused = await book(owner, { bookingDate: date, timeSlot: '3:00 PM' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This deadline is closed and unavailable. Please choose another. (Regatta)',
    );
  });

  it('when an override neither closes nor sets a capacity, or has a bad date, then 400', async () => {
    expect((await put('/api/admin/slot-overrides', { date: freshDate() })).body.message).toBe(
      'Close the deadline or give it a capacity',
    );
    expect(
      (await put('/api/admin/slot-overrides', { date: '2030-02-30', closed: true })).status,
    ).toBe(400);
    expect(
      (await t.admin.client.get('/api/admin/slot-overrides?from=2030-09-02&to=2030-09-01')).status,
    ).toBe(400);
  });
});
