import { describe, expect, it } from 'vitest';
import { ownerPayload } from '../../../test/kits/booking-kit';
import {
  addWebhook,
  bodyOf,
  deliveriesOf,
  signatureVerifies,
  useWebhookApp,
} from '../../../test/kits/webhook-kit';

const kit = useWebhookApp();
const { t, worker } = kit;

describe('webhooks (smoke)', () => {
  it('when an admin adds an endpoint and an owner books, then the endpoint gets the signed booking once', async () => {
    const { webhook, secret } = await addWebhook(t.admin.client, kit.receiver.url());
    const made = await t.owner.client.post('/api/bookings', ownerPayload());
    await worker().drain();
    const [request, ...more] = kit.receiver.requests;
    expect(more).toEqual([]);
    expect(signatureVerifies(secret, request!)).toBe(true);
    expect(bodyOf(request!).data).toEqual({ booking: made.body.booking });
    expect((await deliveriesOf(t.admin.client, webhook.id))[0]!.status).toBe('delivered');
  });
});
