import { describe, expect, it } from 'vitest';
import { webhookDeliveries, webhooks } from '../../db/schema';
import { ownerPayload } from '../../../test/kits/booking-kit';
import { addWebhook, deliveriesOf, useWebhookApp } from '../../../test/kits/webhook-kit';
import { useTestApp } from '../../../test/use-test-app';

/** Every spelling of a private, loopback, link-local or metadata host an attacker might try. */
const PRIVATE_URLS = [
  'https://localhost/hook',
  'https://localhost./hook',
  'https://127.0.0.1/hook',
  'https://127.1/hook',
  'https://0x7f000001/hook',
  'https://2130706433/hook',
  'https://0177.0.0.1/hook',
  'https://[::1]/hook',
  'https://[::ffff:127.0.0.1]/hook',
  'https://[64:ff9b::a9fe:a9fe]/hook',
  'https://[2002:7f00:1::]/hook',
  'https://169.254.169.254/latest/meta-data/',
  'https://10.0.0.1/hook',
  'https://172.16.5.4/hook',
  'https://192.168.1.1/hook',
  'https://100.64.0.1/hook',
  'https://0.0.0.0/hook',
  'https://[fe80::1]/hook',
  'https://[fd00::1]/hook',
  'https://224.0.0.1/hook',
  'https://[fec0::1]/hook',
  'https://[3fff::1]/hook',
  'https://[5f00::1]/hook',
  'https://198.18.0.1/hook',
  'https://127.0.0.1;.x.example/hook',
];

describe('without WEBHOOK_ALLOW_PRIVATE, at save', () => {
  const t = useTestApp({ admin: true });

  it('when an endpoint names a private host in any spelling, then 422 says why and nothing is saved', async () => {
    for (const url of PRIVATE_URLS) {
      const res = await t.admin.client.post('/api/webhooks', { url, events: ['booking.created'] });
      expect(res.status, url).toBe(422);
      expect(res.body.code, url).toBe('webhook_url_refused');
      expect(res.body.message, url).toMatch(
        /^That URL cannot receive webhooks \(.+\): use a public https address$/,
      );
    }
    const plain = await t.admin.client.post('/api/webhooks', {
      url: 'http://93.184.215.14/hook',
      events: ['booking.created'],
    });
    expect(plain.status).toBe(422);
    expect(plain.body.message).toContain('the URL must start with https://');
    expect(await t.database.db.$count(webhooks)).toBe(0);
  });
});

describe('at send, once the setting is off', () => {
  const kit = useWebhookApp();
  const { t, worker } = kit;
  const receiver = () => kit.receiver;
  const strict = () => worker({ config: { ...t.config, WEBHOOK_ALLOW_PRIVATE: false } });

  it('when a saved endpoint resolves to a private address, then the attempt is refused and the receiver never reached', async () => {
    const local = await addWebhook(t.admin.client, `https://localhost:${receiver().port}/hook`);
    const plain = await addWebhook(t.admin.client, receiver().url());
    await t.owner.client.post('/api/bookings', ownerPayload());
    await strict().drain();

    expect(receiver().connections).toBe(0);
    const [refused] = await deliveriesOf(t.admin.client, local.webhook.id);
    expect(refused!.attempts).toEqual([
      expect.objectContaining({
        statusCode: null,
        error: expect.stringMatching(/^refused: private address (127\.0\.0\.1|::1)$/),
      }),
    ]);
    const [http] = await deliveriesOf(t.admin.client, plain.webhook.id);
    expect(http!.attempts[0]!.error).toBe('refused: the URL must start with https://');
  });

  it('when a name resolves to public and private addresses, then it is refused; allowed, the connection goes to the checked address with the name kept', async () => {
    // Saved directly: the name exists only in this test's resolver.
    const host = `hooks.marina.test:${receiver().port}`;
    const [endpoint] = await t.database.db
      .insert(webhooks)
      .values({ url: `https://${host}/hook`, events: ['booking.created'], secret: 'whsec_test' })
      .returning();
    await t.owner.client.post('/api/bookings', ownerPayload());
    const mixed = () =>
      Promise.resolve([
        { address: '93.184.215.14', family: 4 },
        { address: '10.1.2.3', family: 4 },
      ]);
    await worker({ resolve: mixed, config: { ...t.config, WEBHOOK_ALLOW_PRIVATE: false } }).drain();
    expect(receiver().connections).toBe(0);
    const [refused] = await deliveriesOf(t.admin.client, endpoint!.id);
    expect(refused!.attempts[0]!.error).toBe('refused: private address 10.1.2.3');

    // Allowed (plain http to the local receiver), the name is pinned to the address checked.
    await t.database.db.update(webhooks).set({ url: `http://${host}/hook` });
    await t.database.db.update(webhookDeliveries).set({ runAt: new Date(0) });
    const local = () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    await worker({ resolve: local }).drain();
    expect(receiver().requests).toHaveLength(1);
    expect(receiver().requests[0]!.headers.host).toBe(host);
  });
});
