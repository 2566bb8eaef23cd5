import { describe, expect, it } from 'vitest';
import { signUpOwner } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { ownerPayload, testClock } from '../../../test/kits/booking-kit';

/** npm test's one pass over a booking's history and an owner's cancelled list on the embedded engine. */
const clock = testClock();
const t = useTestApp({ now: clock.now, admin: true });

describe('booking-history smoke', () => {
  it('when an owner books, the office flags it and the owner cancels, then the office reads each step and the owner finds it among their cancelled', async () => {
    const owner = await signUpOwner(t.app, { fullName: 'Harper Stern' });
    const booked = await owner.client.post('/api/bookings', ownerPayload());
    expect(booked.status).toBe(201);
    const { id, confirmationCode } = booked.body.booking;
    expect(
      (await t.admin.client.patch(`/api/bookings/${id}/completed`, { isOneWay: true })).status,
    ).toBe(200);
    expect((await owner.client.delete(`/api/bookings/${id}`)).status).toBe(200);

    const history = await t.admin.client.get(`/api/bookings/${id}/history`);
    expect(history.status).toBe(200);
    expect(history.body.history).toMatchObject([
      {
        action: 'booking.create',
        actor: { id: owner.user.id, email: owner.email, ownerName: 'Harper Stern' },
      },
      {
        action: 'booking.flags',
        actor: { id: t.admin.user.id, ownerName: 'Office Admin' },
        before: { isOneWay: false },
        after: { isOneWay: true },
      },
      { action: 'booking.cancel', actor: { id: owner.user.id } },
    ]);
    expect(history.body.history).toHaveLength(3);

    const cancelled = await owner.client.get(`/api/bookings/user/${owner.user.id}/cancelled`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.bookings).toEqual([
      expect.objectContaining({
        id,
        confirmationCode,
        isOneWay: true,
        cancelledBy: 'owner',
        cancelledAt: expect.any(String),
      }),
    ]);
    expect((await owner.client.get(`/api/bookings/${id}/history`)).status).toBe(403);
  });
});
