import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { waitFor } from '@shared/test/wait-for';
import type { Webhook, WebhookDelivery } from '../../shared/api/webhooks';
import { XHR } from './api';
import { visible } from './browser';
import type { ReceivedHook } from './webhook-receiver';

/** The Integrations tab of /admin, with both lists loaded. */
export async function openIntegrationsTab(page: Page): Promise<void> {
  await page.goto('/admin?tab=integrations');
  await visible(page.getByRole('tab', { name: 'Integrations', selected: true }));
  for (const name of ['API tokens', 'Webhooks']) {
    const card = page.getByRole('region', { name });
    await visible(card.getByRole('button', { name: /^(Create token|Add endpoint)$/ }));
    await card.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  }
}

/**
 * Checks X-Marina-Signature as a receiver would (docs/integrations.md): t=<unix seconds>,
 * v1=<hex HMAC-SHA256 of "t.body" with the secret>. Returns what is wrong, or null.
 */
export function signatureProblem(hook: ReceivedHook, secret: string): string | null {
  const header = hook.headers['x-marina-signature'];
  if (typeof header !== 'string') return 'no X-Marina-Signature header';
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !/^\d+$/.test(t) || !v1) return `malformed: ${header}`;
  if (Math.abs(Date.now() / 1000 - Number(t)) > 300) return `t=${t} is not now`;
  const expected = createHmac('sha256', secret).update(`${t}.${hook.body}`).digest();
  const given = Buffer.from(v1, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return `v1 does not match the body signed with the secret`;
  }
  return null;
}

/**
 * Waits until the server has recorded `attempts` attempts of the endpoint's one delivery, the
 * last of them answered: the receiver hears a request before the server stores its outcome,
 * and the tab reads the deliveries when opened rather than being told of each attempt.
 */
export async function waitForRecordedAttempts(
  admin: BrowserContext,
  url: string,
  attempts: number,
  timeoutMs = 20_000,
): Promise<WebhookDelivery> {
  const list = await admin.request.get('/api/webhooks', { headers: XHR });
  const webhook = ((await list.json()) as { webhooks: Webhook[] }).webhooks.find(
    (hook) => hook.url === url,
  );
  if (!webhook) throw new Error(`no endpoint ${url}`);
  let last: WebhookDelivery[] = [];
  return waitFor(
    async () => {
      const res = await admin.request.get(`/api/webhooks/${webhook.id}/deliveries`, {
        headers: XHR,
      });
      last = ((await res.json()) as { deliveries: WebhookDelivery[] }).deliveries;
      const [delivery] = last;
      return delivery?.status === 'delivered' && delivery.attempts.length === attempts
        ? delivery
        : undefined;
    },
    `${attempts} recorded attempts of the delivery to ${url}`,
    { timeoutMs },
  ).catch((error: unknown) => {
    throw new Error(`${(error as Error).message}; the deliveries: ${JSON.stringify(last)}`);
  });
}
