import { describe, expect, it } from 'vitest';
import { signUpOwner } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import { ownerPayload } from '../../../test/kits/booking-kit';

/** The admin's completed, one-way and both-ways flags on a booking. */
const { t, lastAudit } = useBookingApp();

describe('PATCH /api/bookings/:id/completed', () => {
  it('when an admin sets flags, then the updated booking comes back and the audit has before and after', async () => {
    const owner = await signUpOwner(t.app);
    const { body } = await owner.client.post('/api/bookings', ownerPayload());
    const id = body.booking.id as number;
    const res = await t.admin.client.patch(`/api/bookings/${id}/completed`, {
      completed: true,
      isOneWay: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.booking).toMatchObject({
      id,
      completed: true,
      isOneWay: true,
      isBothWays: false,
    });
    const both = await t.admin.client.patch(`/api/bookings/${id}/completed`, { isBothWays: true });
    expect(both.body.booking).toMatchObject({ completed: true, isOneWay: true, isBothWays: true });
    const audit = await lastAudit('booking.flags');
    expect(audit).toMatchObject({
      actorId: t.admin.user.id,
      targetId: String(id),
      before: { completed: true, isOneWay: true, isBothWays: false },
      after: { completed: true, isOneWay: true, isBothWays: true },
    });
  });

  it('when the body is empty, has unknown keys or the booking does not exist, then 400 or 404', async () => {
    const owner = await signUpOwner(t.app);
    const { body } = await owner.client.post('/api/bookings', ownerPayload());
    expect(
      (await t.admin.client.patch(`/api/bookings/${body.booking.id}/completed`, {})).body.message,
    ).toBe('Send at least one of completed, isOneWay or isBothWays');
    expect(
      (await t.admin.client.patch(`/api/bookings/${body.booking.id}/completed`, { userId: 1 }))
        .status,
    ).toBe(400);
    expect(
      (
        await t.admin.client.patch(`/api/bookings/${body.booking.id}/completed`, {
          completed: 'yes',
        })
      ).status,
    ).toBe(400);
    expect(
      (await t.admin.client.patch('/api/bookings/99999999/completed', { completed: true })).status,
    ).toBe(404);
    expect(
      (await t.admin.client.patch('/api/bookings/abc/completed', { completed: true })).status,
    ).toBe(400);
  });
});
