import { describe, expect, it } from 'vitest';
import { signInOn } from '../../../test/kits/second-instance';
import { ownerPayload } from '../../../test/kits/booking-kit';
import { addWebhook, deliveriesOf, useWebhookApp } from '../../../test/kits/webhook-kit';

const kit = useWebhookApp();
const { t, worker } = kit;
const BOOKINGS = 24;

describe('two instances sending at once', () => {
  it('when many bookings are made through two instances while both workers run, then each endpoint gets each event exactly once', async () => {
    const receiver = kit.receiver;
    const endpoints = await Promise.all(
      ['/a', '/b'].map((path) =>
        addWebhook(t.admin.client, receiver.url(path), ['booking.created']),
      ),
    );
    const second = await t.createInstance();
    const [owner2] = await signInOn(second.app, [t.owner]);
    const clients = [t.owner.client, owner2!];
    const [one, two] = [worker(), worker()];

    let booking = true;
    const made = Promise.all(
      Array.from({ length: BOOKINGS }, (_, i) =>
        clients[i % 2]!.post('/api/bookings', ownerPayload()),
      ),
    ).finally(() => (booking = false));
    // Both workers fan out, claim and send while the bookings commit in whatever order.
    const sending = async () => {
      while (booking) await Promise.all([one.runOnce(), two.runOnce()]);
      await Promise.all([one.drain(), two.drain()]);
    };
    const [answers] = await Promise.all([made, sending()]);
    await Promise.all([one.drain(), two.drain()]);
    await second.close();

    expect(answers.map((res) => res.status)).toEqual(Array(BOOKINGS).fill(201));
    for (const [index, path] of ['/a', '/b'].entries()) {
      const ids = receiver.to(path).map((request) => request.headers['x-marina-webhook-id']);
      expect(ids, path).toHaveLength(BOOKINGS);
      expect(new Set(ids).size, path).toBe(BOOKINGS);
      const deliveries = await deliveriesOf(t.admin.client, endpoints[index]!.webhook.id);
      expect(deliveries.map((d) => d.attempts.length)).toEqual(Array(BOOKINGS).fill(1));
    }
    const idsOf = (path: string) =>
      receiver
        .to(path)
        .map((r) => r.headers['x-marina-webhook-id'])
        .sort();
    expect(idsOf('/a')).toEqual(idsOf('/b'));
  });
});
