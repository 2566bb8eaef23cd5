import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { signUpOwner } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import { freshDate, ownerPayload, setCapacity } from '../../../test/kits/booking-kit';

/** Cancelling: an owner's own booking, an admin's delete, and the office's clear-all. */
const { t, clock, mailsFor, lastAudit } = useBookingApp();

describe('DELETE /api/bookings/:id', () => {
  it('when an owner cancels, then the row is kept as cancelled, it leaves the lists, frees the slot and a mail is queued', async () => {
    const date = freshDate();
    await setCapacity(t.admin.client, date, '10:00 AM', 1);
    const owner = await signUpOwner(t.app);
    const { body } = await owner.client.post('/api/bookings', ownerPayload({ bookingDate: date }));
    const id = body.booking.id as number;
    const before = await owner.client.get(
      `/api/timeslots/available?date=${date}&serviceType=haul-out`,
    );
    expect(before.body.slots[0]).toMatchObject({ remaining: 0, reason: 'full' });

    const res = await owner.client.delete(`/api/bookings/${id}`);
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ cancelledBy: owner.user.id, cancelReason: 'cancelled' });
    expect(row!.cancelledAt).toBeInstanceOf(Date);
    expect((await owner.client.get(`/api/bookings/user/${owner.user.id}`)).body.bookings).toEqual(
      [],
    );
    expect((await t.admin.client.get(`/api/bookings?from=${date}&to=${date}`)).body.total).toBe(0);
    const after = await owner.client.get(
      `/api/timeslots/available?date=${date}&serviceType=haul-out`,
    );
    expect(after.body.slots[0]).toMatchObject({ remaining: 1, reason: null });
    const mails = await mailsFor(id);
    expect(mails.map((m) => m.kind)).toEqual(['booking-confirmed', 'booking-cancelled']);
    expect(mails[1]!.payload).toMatchObject({ cancelledByAdmin: false });
    expect((await owner.client.delete(`/api/bookings/${id}`)).status).toBe(404);

    // Cancel-then-rebook: the freed place can be taken by someone else.
    const next = await signUpOwner(t.app);
    expect(
      (await next.client.post('/api/bookings', ownerPayload({ bookingDate: date }))).status,
    ).toBe(201);
    // And the owner can book that deadline again (the unique index covers active rows only).
    await setCapacity(t.admin.client, date, '10:00 AM', 2);
    expect(
      (await owner.client.post('/api/bookings', ownerPayload({ bookingDate: date }))).status,
    ).toBe(201);
  });

  it("when an owner tries to cancel another owner's booking, then 404 and it stays", async () => {
    const owner = await signUpOwner(t.app);
    const { body } = await owner.client.post('/api/bookings', ownerPayload());
    const other = await signUpOwner(t.app);
    const res = await other.client.delete(`/api/bookings/${body.booking.id}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Booking not found');
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, body.booking.id));
    expect(row!.cancelledAt).toBeNull();
  });

  it('when the booking is completed or has started, then the owner gets 409 but an admin can delete it', async () => {
    const owner = await signUpOwner(t.app);
    const done = await owner.client.post('/api/bookings', ownerPayload());
    await t.admin.client.patch(`/api/bookings/${done.body.booking.id}/completed`, {
      completed: true,
    });
    const completed = await owner.client.delete(`/api/bookings/${done.body.booking.id}`);
    expect(completed.status).toBe(409);
    expect(completed.body.message).toBe('Completed services cannot be cancelled');

    const soon = await owner.client.post(
      '/api/bookings',
      ownerPayload({ bookingDate: '2030-06-12', timeSlot: '10:00 AM' }),
    );
    clock.set('2030-06-12T14:00:00Z'); // 10:00 in New York: it has started
    const started = await owner.client.delete(`/api/bookings/${soon.body.booking.id}`);
    expect(started.status).toBe(409);
    expect(started.body.message).toBe(
      'This service has already started and can no longer be cancelled',
    );
    clock.set('2030-06-12T13:59:59Z');
    expect((await owner.client.delete(`/api/bookings/${soon.body.booking.id}`)).status).toBe(200);

    const removed = await t.admin.client.delete(`/api/bookings/${done.body.booking.id}`);
    expect(removed.status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, done.body.booking.id));
    expect(row).toMatchObject({ cancelReason: 'deleted', cancelledBy: t.admin.user.id });
    expect((await mailsFor(done.body.booking.id)).at(-1)!.payload).toMatchObject({
      kind: 'booking-cancelled',
      cancelledByAdmin: true,
    });
    expect(await lastAudit('booking.delete')).toMatchObject({
      targetId: String(done.body.booking.id),
      actorId: t.admin.user.id,
    });
  });
});

describe('clear all bookings', () => {
  it('when an admin clears, then every active booking is cancelled as cleared and the count comes back', async () => {
    const owner = await signUpOwner(t.app);
    const one = await owner.client.post('/api/bookings', ownerPayload());
    await owner.client.post('/api/bookings', ownerPayload());
    const active = (await t.admin.client.get('/api/bookings?limit=1')).body.total as number;
    expect(active).toBeGreaterThanOrEqual(2);

    const bare = await t.admin.client.agent.get('/api/dev/clear-bookings');
    expect(bare.status).toBe(403);
    const res = await t.admin.client.get('/api/dev/clear-bookings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ cleared: active, notified: 0 });
    expect((await t.admin.client.get('/api/bookings')).body).toEqual({ bookings: [], total: 0 });
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, one.body.booking.id));
    expect(row).toMatchObject({ cancelReason: 'cleared', cancelledBy: t.admin.user.id });
    expect(await lastAudit('booking.clear-all')).toMatchObject({
      after: { cleared: active, notified: 0 },
    });

    await owner.client.post('/api/bookings', ownerPayload());
    const again = await t.admin.client.delete('/api/bookings');
    expect(again.body).toEqual({ cleared: 1, notified: 0 });
  });
});
