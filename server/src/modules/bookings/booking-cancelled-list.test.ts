import { describe, expect, it } from 'vitest';
import { signUpAdmin, signUpOwner } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import { book, ownerPayload } from '../../../test/kits/booking-kit';

/** The owner's history of cancellations: what /my-bookings lists under History. */
const { t, clock } = useBookingApp();

const cancelledOf = (owner: Awaited<ReturnType<typeof signUpOwner>>) =>
  owner.client.get(`/api/bookings/user/${owner.user.id}/cancelled`);

describe('GET /api/bookings/user/:userId/cancelled', () => {
  it('when an owner cancels one booking and the office deletes another, then both are listed with who cancelled and when, latest first', async () => {
    const owner = await signUpOwner(t.app);
    const mine = (await book(owner)).body.booking;
    const theirs = (await book(owner)).body.booking;
    const kept = (await book(owner)).body.booking;

    const ownerCancelledAt = clock.now();
    expect((await owner.client.delete(`/api/bookings/${mine.id}`)).status).toBe(200);
    const officeCancelledAt = clock.set('2030-06-10T12:01:00Z');
    expect((await t.admin.client.delete(`/api/bookings/${theirs.id}`)).status).toBe(200);

    const res = await cancelledOf(owner);
    expect(res.status).toBe(200);
    expect(res.body.bookings).toEqual([
      {
        ...theirs,
        cancelledAt: officeCancelledAt.toISOString(),
        cancelledBy: 'office',
      },
      { ...mine, cancelledAt: ownerCancelledAt.toISOString(), cancelledBy: 'owner' },
    ]);
    // The active list keeps its shape: only the booking still standing.
    const active = await owner.client.get(`/api/bookings/user/${owner.user.id}`);
    expect(active.body.bookings).toEqual([kept]);
  });

  it('when the office clears every booking, then the owner reads it as cancelled by the office', async () => {
    const owner = await signUpOwner(t.app);
    const booking = (await book(owner)).body.booking;
    expect((await t.admin.client.delete('/api/bookings')).status).toBe(200);
    const res = await cancelledOf(owner);
    expect(res.body.bookings).toMatchObject([{ id: booking.id, cancelledBy: 'office' }]);
  });

  it('when an admin cancels a booking of their own, then it reads as cancelled by them', async () => {
    const admin = await signUpAdmin(t);
    const made = await admin.client.post('/api/bookings', ownerPayload());
    expect(made.status).toBe(201);
    await admin.client.delete(`/api/bookings/${made.body.booking.id}`);
    const res = await cancelledOf(admin);
    expect(res.body.bookings).toMatchObject([{ id: made.body.booking.id, cancelledBy: 'owner' }]);
  });

  it('when an owner has cancelled nothing, then the list is empty', async () => {
    const owner = await signUpOwner(t.app);
    await book(owner);
    expect((await cancelledOf(owner)).body).toEqual({ bookings: [] });
  });

  it("when another owner asks, then 403 and no bookings; an admin may read anyone's", async () => {
    const owner = await signUpOwner(t.app);
    const booking = (await book(owner)).body.booking;
    await owner.client.delete(`/api/bookings/${booking.id}`);
    const other = await signUpOwner(t.app);
    const refused = await other.client.get(`/api/bookings/user/${owner.user.id}/cancelled`);
    expect(refused.status).toBe(403);
    expect(refused.body.bookings).toBeUndefined();
    const read = await t.admin.client.get(`/api/bookings/user/${owner.user.id}/cancelled`);
    expect(read.body.bookings).toMatchObject([{ id: booking.id, cancelledBy: 'owner' }]);
    expect((await t.admin.client.get('/api/bookings/user/999999/cancelled')).status).toBe(404);
  });
});
