import { describe, expect, it } from 'vitest';
import { latestAudit } from '../../../test/audit';
import { ownerPayload } from '../../../test/kits/booking-kit';
import {
  addWebhook,
  bodyOf,
  DAY_MS,
  deliveriesOf,
  signatureVerifies,
  signedAt,
  useWebhookApp,
} from '../../../test/kits/webhook-kit';
import { WEBHOOK_USER_AGENT } from './webhook-sender';

const kit = useWebhookApp();
const { t, clock, worker } = kit;
const receiver = () => kit.receiver;

/** The owner books through the API: the booking as the API answered it. */
async function ownerBooks() {
  const res = await t.owner.client.post('/api/bookings', ownerPayload());
  expect(res.status).toBe(201);
  return res.body.booking as { id: number };
}

describe('webhook delivery', () => {
  it('when an owner books, then the endpoint gets booking.created once, signed with its secret, with the booking as the API shows it', async () => {
    const { webhook, secret } = await addWebhook(t.admin.client, receiver().url());
    const booking = await ownerBooks();
    const sender = worker();
    await sender.drain();
    await sender.drain();

    expect(receiver().requests).toHaveLength(1);
    const [request] = receiver().requests;
    expect(request!.method).toBe('POST');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['user-agent']).toBe(WEBHOOK_USER_AGENT);
    expect(signatureVerifies(secret, request!)).toBe(true);
    expect(signatureVerifies(`${secret}x`, request!)).toBe(false);
    const body = bodyOf(request!);
    expect(request!.headers['x-marina-webhook-id']).toBe(body.id);
    expect(body.type).toBe('booking.created');
    expect(body.data).toEqual({ booking });
    expect(Object.keys(body)).toEqual(['id', 'type', 'createdAt', 'data']);

    const [delivery] = await deliveriesOf(t.admin.client, webhook.id);
    expect(delivery).toMatchObject({ eventId: body.id, status: 'delivered', nextAttemptAt: null });
    expect(delivery!.attempts).toEqual([expect.objectContaining({ statusCode: 200, error: null })]);
  });

  it('when the endpoint answers 500, then it is tried again after the backoff with the same id and body, and delivered', async () => {
    const { webhook, secret } = await addWebhook(t.admin.client, receiver().url());
    receiver().answer(500);
    await ownerBooks();
    const sender = worker();
    expect((await sender.drain()).retried).toBe(1);
    expect((await sender.drain()).claimed).toBe(0);
    clock.advance(31_000);
    expect((await sender.drain()).delivered).toBe(1);

    const [first, second] = receiver().requests;
    expect(second!.headers['x-marina-webhook-id']).toBe(first!.headers['x-marina-webhook-id']);
    expect(second!.body).toBe(first!.body);
    expect(signedAt(second!)).toBeGreaterThan(signedAt(first!));
    expect(signatureVerifies(secret, second!)).toBe(true);
    const [delivery] = await deliveriesOf(t.admin.client, webhook.id);
    expect(delivery!.attempts.map((a) => a.statusCode)).toEqual([500, 200]);
    expect(await webhookRowFailing(webhook.id)).toBeNull();
  });

  it('when the endpoint does not answer in time, then the attempt times out and the next one delivers the same event', async () => {
    const { webhook } = await addWebhook(t.admin.client, receiver().url());
    receiver().answer('hang');
    await ownerBooks();
    const sender = worker();
    await sender.drain();
    const [pending] = await deliveriesOf(t.admin.client, webhook.id);
    expect(pending).toMatchObject({ status: 'pending' });
    expect(pending!.attempts).toEqual([
      expect.objectContaining({ statusCode: null, error: 'timed out after 0.3 s' }),
    ]);
    expect(pending!.nextAttemptAt).not.toBeNull();
    clock.advance(31_000);
    await sender.drain();
    const ids = receiver().requests.map((r) => r.headers['x-marina-webhook-id']);
    expect(ids).toEqual([pending!.eventId, pending!.eventId]);
    expect((await deliveriesOf(t.admin.client, webhook.id))[0]!.status).toBe('delivered');
  });

  it('when the endpoint redirects, then the redirect is not followed and the delivery stays pending', async () => {
    const { webhook } = await addWebhook(t.admin.client, receiver().url());
    receiver().answer({ redirect: receiver().url('/followed') });
    await ownerBooks();
    await worker().drain();
    expect(receiver().to('/followed')).toEqual([]);
    const [delivery] = await deliveriesOf(t.admin.client, webhook.id);
    expect(delivery!.status).toBe('pending');
    expect(delivery!.attempts).toEqual([
      expect.objectContaining({ statusCode: 302, error: 'redirect not followed' }),
    ]);
  });

  it('when the endpoint keeps failing for 24 hours, then the delivery is given up and not sent again', async () => {
    const { webhook } = await addWebhook(t.admin.client, receiver().url());
    receiver().answer(...Array<number>(40).fill(503));
    await ownerBooks();
    const sender = worker();
    await sender.drain();
    clock.advance(DAY_MS - 60_000);
    await sender.drain();
    expect((await deliveriesOf(t.admin.client, webhook.id))[0]!.status).toBe('pending');
    clock.advance(2 * 60 * 60_000);
    await sender.drain();
    const [delivery] = await deliveriesOf(t.admin.client, webhook.id);
    expect(delivery).toMatchObject({ status: 'failed', nextAttemptAt: null });
    const sent = receiver().requests.length;
    clock.advance(DAY_MS);
    await sender.drain();
    expect(receiver().requests).toHaveLength(sent);
    expect(delivery!.attempts).toHaveLength(sent);
  });

  it('when an admin retries a delivered delivery, then it is sent again with the same event id and audited', async () => {
    const { webhook } = await addWebhook(t.admin.client, receiver().url());
    await ownerBooks();
    const sender = worker();
    await sender.drain();
    const [delivered] = await deliveriesOf(t.admin.client, webhook.id);

    const res = await t.admin.client.post(
      `/api/webhooks/${webhook.id}/deliveries/${delivered!.id}/retry`,
    );
    expect(res.status).toBe(202);
    expect(res.body.delivery).toMatchObject({ id: delivered!.id, status: 'pending' });
    expect(res.body.delivery.nextAttemptAt).not.toBeNull();
    await sender.drain();

    const [first, again] = receiver().requests;
    expect(again!.headers['x-marina-webhook-id']).toBe(delivered!.eventId);
    expect(again!.body).toBe(first!.body);
    const [after] = await deliveriesOf(t.admin.client, webhook.id);
    expect(after).toMatchObject({ status: 'delivered' });
    expect(after!.attempts).toHaveLength(2);
    const audit = await latestAudit(t.database.db, 'webhook.retry');
    expect(audit).toMatchObject({ actorId: t.admin.user.id, targetId: String(webhook.id) });
  });
});

async function webhookRowFailing(id: number) {
  const res = await t.admin.client.get('/api/webhooks');
  return (res.body.webhooks as { id: number; failingSince: string | null }[]).find(
    (w) => w.id === id,
  )!.failingSince;
}
