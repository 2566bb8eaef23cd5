import { describe, expect, it } from 'vitest';
import type { BookingHistoryEntry } from '@shared/api/booking-history';
import { apiClient } from '../../../test/api-client';
import { signUpOwner } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { adminPayload, ownerPayload, testClock } from '../../../test/kits/booking-kit';

const clock = testClock();
const t = useTestApp({ now: clock.now, admin: true });

async function historyOf(id: number): Promise<BookingHistoryEntry[]> {
  const res = await t.admin.client.get(`/api/bookings/${id}/history`);
  expect(res.status).toBe(200);
  return (res.body as { history: BookingHistoryEntry[] }).history;
}

async function ownerBooking() {
  const owner = await signUpOwner(t.app, { fullName: 'Harper Stern' });
  const res = await owner.client.post('/api/bookings', ownerPayload());
  expect(res.status).toBe(201);
  return { owner, id: res.body.booking.id as number, createdAt: res.body.booking.createdAt };
}

describe('GET /api/bookings/:id/history', () => {
  it('when an owner booked for themself, then the history starts with their creation', async () => {
    const { owner, id, createdAt } = await ownerBooking();
    const history = await historyOf(id);
    expect(history).toEqual([
      expect.objectContaining({
        action: 'booking.create',
        actor: { id: owner.user.id, email: owner.email, ownerName: 'Harper Stern' },
        createdAt,
      }),
    ]);
  });

  it('when an admin flags and then deletes it, then each change follows, oldest first, with who and what', async () => {
    const { id } = await ownerBooking();
    await t.admin.client.patch(`/api/bookings/${id}/completed`, { completed: true });
    await t.admin.client.patch(`/api/bookings/${id}/completed`, { isOneWay: true });
    await t.admin.client.delete(`/api/bookings/${id}`);
    const history = await historyOf(id);
    expect(history.map((entry) => entry.action)).toEqual([
      'booking.create',
      'booking.flags',
      'booking.flags',
      'booking.delete',
    ]);
    expect(history[1]).toMatchObject({
      actor: { id: t.admin.user.id, ownerName: 'Office Admin' },
      before: { completed: false, isOneWay: false },
      after: { completed: true, isOneWay: false },
    });
    expect(history[2]).toMatchObject({ after: { completed: true, isOneWay: true } });
    const times = history.map((entry) => entry.createdAt);
    expect([...times].sort()).toEqual(times);
  });

  it('when the admin took the booking for a customer, then the creation names the admin, once', async () => {
    const customer = await signUpOwner(t.app);
    const res = await t.admin.client.post('/api/bookings', adminPayload(customer.user.id));
    expect(res.status).toBe(201);
    const history = await historyOf(res.body.booking.id as number);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      action: 'booking.create',
      actor: { id: t.admin.user.id },
      after: { confirmationCode: res.body.booking.confirmationCode },
    });
  });

  it('when the owner cancelled it, then the cancellation is the last entry and names the owner', async () => {
    const { owner, id } = await ownerBooking();
    expect((await owner.client.delete(`/api/bookings/${id}`)).status).toBe(200);
    const history = await historyOf(id);
    expect(history.map((entry) => entry.action)).toEqual(['booking.create', 'booking.cancel']);
    expect(history[1]).toMatchObject({
      actor: { id: owner.user.id },
      after: { cancelReason: 'cancelled' },
    });
  });

  it('when clear-all cancelled it, then the history says so and who cleared', async () => {
    const { id } = await ownerBooking();
    expect((await t.admin.client.get('/api/dev/clear-bookings')).status).toBe(200);
    const history = await historyOf(id);
    expect(history.at(-1)).toMatchObject({
      action: 'booking.clear-all',
      actor: { id: t.admin.user.id },
    });
  });

  it('when the booking does not exist, then 404', async () => {
    const res = await t.admin.client.get('/api/bookings/999999/history');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Booking not found');
  });

  it('when an owner or an anonymous visitor asks, then 403 and 401, even for their own booking', async () => {
    const { owner, id } = await ownerBooking();
    expect((await owner.client.get(`/api/bookings/${id}/history`)).status).toBe(403);
    expect((await apiClient(t.app).get(`/api/bookings/${id}/history`)).status).toBe(401);
  });
});
