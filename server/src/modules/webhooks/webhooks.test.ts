import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES as M } from '@shared/messages/webhooks';
import { MAX_WEBHOOKS } from '@shared/schemas/webhooks';
import { auditLog, webhooks } from '../../db/schema';
import { expectFieldErrors } from '../../../test/api-client';
import { latestAudit } from '../../../test/audit';
import { PUBLIC_WEBHOOK_URL } from '../../../test/kits/webhook-kit';
import { useTestApp } from '../../../test/use-test-app';

const PUBLIC_URL = PUBLIC_WEBHOOK_URL;

const t = useTestApp({ admin: true });
const add = (body: object) => t.admin.client.post('/api/webhooks', body);

describe('webhook endpoints', () => {
  it('when an admin adds an endpoint, then the answer holds its secret once and the list never does', async () => {
    const res = await add({ url: PUBLIC_URL, events: ['booking.created', 'booking.created'] });
    expect(res.status).toBe(201);
    expect(res.body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(res.body.webhook).toMatchObject({
      url: PUBLIC_URL,
      events: ['booking.created'],
      failingSince: null,
      disabledAt: null,
    });
    const list = await t.admin.client.get('/api/webhooks');
    expect(list.body.webhooks[0]).toEqual(res.body.webhook);
    expect(JSON.stringify(list.body)).not.toContain(res.body.secret);
    const audit = await latestAudit(t.database.db, 'webhook.create');
    expect(audit).toMatchObject({
      actorId: t.admin.user.id,
      targetId: String(res.body.webhook.id),
    });
    expect(JSON.stringify(audit)).not.toContain(res.body.secret);
  });

  it('when two endpoints are added, then the newer is listed first', async () => {
    const first = await add({ url: `${PUBLIC_URL}/1`, events: ['booking.changed'] });
    const second = await add({ url: `${PUBLIC_URL}/2`, events: ['booking.changed'] });
    const ids = (await t.admin.client.get('/api/webhooks')).body.webhooks.map(
      (w: { id: number }) => w.id,
    );
    expect(ids.indexOf(second.body.webhook.id)).toBeLessThan(ids.indexOf(first.body.webhook.id));
  });

  it('when the form is wrong, then each field says why and nothing is saved', async () => {
    const before = await t.database.db.$count(webhooks);
    expectFieldErrors(await add({ url: 'ftp://example.com/x', events: [] }), {
      url: 'URL must start with https://',
      events: 'Choose at least one event',
    });
    expectFieldErrors(await add({ url: PUBLIC_URL, events: ['booking.deleted'] }), {
      'events.0': 'Unknown event',
    });
    expect(await t.database.db.$count(webhooks)).toBe(before);
  });

  it(`when ${MAX_WEBHOOKS} endpoints exist, then another is refused with 409`, async () => {
    const have = await t.database.db.$count(webhooks);
    const rows = Array.from({ length: MAX_WEBHOOKS - have }, (_, i) => ({
      url: `${PUBLIC_URL}/cap-${i}`,
      events: ['booking.created' as const],
      secret: 'whsec_test',
    }));
    if (rows.length > 0) await t.database.db.insert(webhooks).values(rows);
    const res = await add({ url: PUBLIC_URL, events: ['booking.created'] });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'too_many_webhooks', message: M.tooMany });
    expect(await t.database.db.$count(webhooks)).toBe(MAX_WEBHOOKS);
    await t.database.db.delete(webhooks);
  });

  it('when an admin removes an endpoint, then it is gone, audited, and its ids answer 404', async () => {
    const { body } = await add({ url: PUBLIC_URL, events: ['booking.created'] });
    const id = body.webhook.id as number;
    const res = await t.admin.client.delete(`/api/webhooks/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: M.removed, id });
    expect(await t.database.db.select().from(webhooks).where(eq(webhooks.id, id))).toEqual([]);
    expect(await latestAudit(t.database.db, 'webhook.delete')).toMatchObject({
      targetId: String(id),
    });
    for (const call of [
      t.admin.client.delete(`/api/webhooks/${id}`),
      t.admin.client.get(`/api/webhooks/${id}/deliveries`),
      t.admin.client.post(`/api/webhooks/${id}/deliveries/1/retry`),
    ]) {
      expect((await call).status).toBe(404);
    }
  });

  it('when a retry names a delivery of another endpoint, then 404 and nothing is audited', async () => {
    const mine = await add({ url: PUBLIC_URL, events: ['booking.created'] });
    const audits = await t.database.db.$count(auditLog);
    const res = await t.admin.client.post(
      `/api/webhooks/${mine.body.webhook.id}/deliveries/2147483647/retry`,
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(M.deliveryNotFound);
    expect(await t.database.db.$count(auditLog)).toBe(audits);
  });
});
