import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailQueue, webhookDeliveries, webhooks } from '../../db/schema';
import { latestAudit } from '../../../test/audit';
import { signUpAdmin } from '../../../test/factories';
import { ownerPayload } from '../../../test/kits/booking-kit';
import { renderQueued } from '../../../test/kits/rendered-mail';
import {
  addWebhook,
  DAY_MS,
  deliveriesOf,
  HOUR_MS,
  useWebhookApp,
  webhookRow,
} from '../../../test/kits/webhook-kit';

const kit = useWebhookApp();
const { t, clock, worker } = kit;
const receiver = () => kit.receiver;
const book = () => t.owner.client.post('/api/bookings', ownerPayload());

const disabledMails = (webhookId: number) =>
  t.database.db
    .select()
    .from(mailQueue)
    .where(eq(mailQueue.kind, 'webhook-disabled'))
    .then((rows) =>
      rows.filter((row) => (row.payload as { webhookId: number }).webhookId === webhookId),
    );

describe('an endpoint that keeps failing', () => {
  it('when it has failed for three days, then it is disabled, its deliveries stop and every admin is mailed once', async () => {
    const second = await signUpAdmin(t);
    const { webhook } = await addWebhook(t.admin.client, receiver().url('/down'));
    receiver().answer(...Array<number>(200).fill(500));
    const sender = worker();
    await book();
    await sender.drain();
    expect((await webhookRow(t, webhook.id))!.failingSince).not.toBeNull();

    // Each day a new booking fails too; the third day's failure disables the endpoint.
    for (const day of [1, 2]) {
      clock.advance(DAY_MS);
      await book();
      await sender.drain();
      expect((await webhookRow(t, webhook.id))!.disabledAt, `day ${day}`).toBeNull();
    }
    clock.advance(DAY_MS + HOUR_MS);
    await book();
    await sender.drain();

    const row = (await webhookRow(t, webhook.id))!;
    expect(row.disabledAt).not.toBeNull();
    const deliveries = await deliveriesOf(t.admin.client, webhook.id);
    expect(deliveries.map((d) => d.status)).not.toContain('pending');
    const mails = await disabledMails(webhook.id);
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(
      expect.arrayContaining([t.admin.email, second.email]),
    );
    expect(new Set(mails.map((mail) => mail.recipient)).size).toBe(mails.length);
    const audit = await latestAudit(t.database.db, 'webhook.disable');
    expect(audit).toMatchObject({ actorId: null, targetId: String(webhook.id) });

    const rendered = renderQueued(t.config, clock.now(), mails[0]!.payload);
    expect(rendered.subject).toBe('A webhook endpoint was disabled');
    expect(rendered.text).toContain(receiver().url('/down'));
    expect(rendered.text).toContain('http://app.test/admin?tab=integrations');
    expect(rendered.html).toContain('href="http://app.test/admin?tab=integrations"');

    // Nothing more is sent to it, and a later booking makes no delivery.
    const sent = receiver().requests.length;
    await book();
    clock.advance(DAY_MS);
    await sender.drain();
    expect(receiver().requests).toHaveLength(sent);
    expect(await deliveriesOf(t.admin.client, webhook.id)).toHaveLength(deliveries.length);
    expect(await disabledMails(webhook.id)).toHaveLength(mails.length);
  });

  it('when an admin retries a delivery of a disabled endpoint that answers again, then it is delivered and the endpoint enabled', async () => {
    const { webhook } = await addWebhook(t.admin.client, receiver().url());
    await book();
    receiver().answer(500);
    const sender = worker();
    await sender.drain();
    await t.database.db
      .update(webhooks)
      .set({ disabledAt: clock.now(), failingSince: new Date(clock.now().getTime() - 4 * DAY_MS) })
      .where(eq(webhooks.id, webhook.id));
    await t.database.db
      .update(webhookDeliveries)
      .set({ status: 'failed' })
      .where(eq(webhookDeliveries.webhookId, webhook.id));
    const [failed] = await deliveriesOf(t.admin.client, webhook.id);
    const res = await t.admin.client.post(
      `/api/webhooks/${webhook.id}/deliveries/${failed!.id}/retry`,
    );
    expect(res.status).toBe(202);
    await sender.drain();
    expect((await deliveriesOf(t.admin.client, webhook.id))[0]!.status).toBe('delivered');
    expect(await webhookRow(t, webhook.id)).toMatchObject({ disabledAt: null, failingSince: null });
  });
});
