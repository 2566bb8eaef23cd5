import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { ownerPayload } from '../../../test/kits/booking-kit';
import { addWebhook, bodyOf, useWebhookApp } from '../../../test/kits/webhook-kit';
import { booked, freshDays, holdBody, placeHold } from '../../../test/kits/weather-hold-kit';

const kit = useWebhookApp();
const { t, worker } = kit;
const receiver = () => kit.receiver;
const typesSent = () => receiver().requests.map((request) => bodyOf(request).type);

describe('webhook events', () => {
  it('when a booking is made and cancelled, then each endpoint hears only the events it listens for', async () => {
    await addWebhook(t.admin.client, receiver().url('/cancelled'), ['booking.cancelled']);
    await addWebhook(t.admin.client, receiver().url('/created'), ['booking.created']);
    const made = await t.owner.client.post('/api/bookings', ownerPayload());
    expect(made.status).toBe(201);
    await worker().drain();
    expect(receiver().to('/cancelled')).toEqual([]);

    const cancelled = await t.owner.client.delete(`/api/bookings/${made.body.booking.id}`);
    expect(cancelled.status).toBe(200);
    await worker().drain();
    const typesTo = (path: string) =>
      receiver()
        .to(path)
        .map((request) => bodyOf(request).type);
    expect(typesTo('/cancelled')).toEqual(['booking.cancelled']);
    expect(typesTo('/created')).toEqual(['booking.created']);
    const { booking } = bodyOf(receiver().to('/cancelled')[0]!).data;
    expect(booking).toMatchObject({ id: made.body.booking.id, cancelledBy: 'owner' });
    expect(booking!.cancelledAt).toEqual(expect.any(String));
  });

  it('when a booking changes in several ways, then each change is sent once as its webhook type', async () => {
    await addWebhook(t.admin.client, receiver().url(), [
      'booking.created',
      'booking.changed',
      'booking.status',
    ]);
    const made = await t.owner.client.post('/api/bookings', ownerPayload());
    const id = made.body.booking.id as number;
    const db = t.database.db;
    await db
      .update(bookings)
      .set({ specialRequests: 'Bring the trailer' })
      .where(eq(bookings.id, id));
    await db.update(bookings).set({ serviceStatus: 'in_progress' }).where(eq(bookings.id, id));
    const sender = worker();
    await sender.drain();
    await sender.drain();
    expect(typesSent()).toEqual(['booking.created', 'booking.changed', 'booking.status']);
    const ids = receiver().requests.map((request) => bodyOf(request).id);
    expect(new Set(ids).size).toBe(3);
  });

  it('when an endpoint is added after a change, then that change is not sent to it', async () => {
    await t.owner.client.post('/api/bookings', ownerPayload());
    await addWebhook(t.admin.client, receiver().url(), ['booking.created']);
    await worker().drain();
    expect(receiver().requests).toEqual([]);
  });

  it('when an admin places a weather hold, then weather_hold.created carries the hold as the API answered it', async () => {
    await addWebhook(t.admin.client, receiver().url(), ['weather_hold.created']);
    const [day] = freshDays(2);
    await booked(t.owner, day!);
    const res = await placeHold(t.admin.client, holdBody(day!));
    expect(res.status).toBe(201);
    await worker().drain();
    // The hold moved the booking (booking.changed), which this endpoint does not listen for.
    expect(typesSent()).toEqual(['weather_hold.created']);
    expect(bodyOf(receiver().requests[0]!).data).toEqual({ hold: res.body.hold });
  });
});
