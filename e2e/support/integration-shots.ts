import type { Page } from 'playwright-core';
import type { ApiToken } from '../../shared/api/api-tokens';
import type { Webhook, WebhookDelivery } from '../../shared/api/webhooks';
import { animationsDone } from './animations';
import type { Shot } from './shots';

/**
 * The Integrations tab (docs/product.md#integrations) in each of its states (SHOTS=integrations for
 * these only). The lists are answered here, so a token last used minutes ago, a failing endpoint
 * and a disabled one show without waiting days for them; the journey (integrations.e2e.ts) uses the
 * real routes.
 */
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const tokens: ApiToken[] = [
  {
    id: 2,
    name: 'Website booking widget',
    scope: 'write',
    prefix: 'mt_7Hq2',
    createdAt: ago(60 * 24 * 9),
    lastUsedAt: ago(4),
    owner: { id: 1, ownerName: 'Harbor Office', email: 'office@example.com' },
  },
  {
    id: 1,
    name: 'Accounting export (QuickBooks nightly sync)',
    scope: 'read',
    prefix: 'mt_3kQ9',
    createdAt: ago(60 * 24 * 40),
    lastUsedAt: null,
    owner: { id: 1, ownerName: 'Harbor Office', email: 'office@example.com' },
  },
];

const webhooks: Webhook[] = [
  {
    id: 3,
    url: 'https://hooks.zapier.com/hooks/catch/1234567/abcdefg/',
    events: ['booking.created', 'booking.changed', 'booking.cancelled'],
    createdAt: ago(60 * 24 * 12),
    failingSince: null,
    disabledAt: null,
  },
  {
    id: 2,
    url: 'https://accounting.example.com/marina/webhooks/bookings',
    events: ['booking.status'],
    createdAt: ago(60 * 24 * 20),
    failingSince: ago(60 * 7),
    disabledAt: null,
  },
  {
    id: 1,
    url: 'https://old-site.example.org/hook',
    events: ['weather_hold.created'],
    createdAt: ago(60 * 24 * 30),
    failingSince: ago(60 * 24 * 6),
    disabledAt: ago(60 * 24 * 3),
  },
];

const attempt = (statusCode: number | null, minutes: number, error: string | null = null) => ({
  statusCode,
  error,
  durationMs: statusCode ? 142 : 10_000,
  attemptedAt: ago(minutes),
});

const deliveries: WebhookDelivery[] = [
  {
    id: 9,
    eventId: '0b9c3f4e-5a61-4d2b-9a7e-2f1d8c6b4a10',
    eventType: 'booking.created',
    status: 'delivered',
    createdAt: ago(3),
    deliveredAt: ago(3),
    nextAttemptAt: null,
    attempts: [attempt(200, 3)],
  },
  {
    id: 8,
    eventId: '7f3e2a10-9c4b-4e8d-b1a2-c3d4e5f60718',
    eventType: 'booking.cancelled',
    status: 'pending',
    createdAt: ago(50),
    deliveredAt: null,
    nextAttemptAt: ago(-10),
    attempts: [attempt(500, 50), attempt(null, 40, 'Timed out after 10 s'), attempt(503, 20)],
  },
  {
    id: 7,
    eventId: '2c5d8e1f-3a4b-4c6d-8e9f-0a1b2c3d4e5f',
    eventType: 'booking.changed',
    status: 'failed',
    createdAt: ago(60 * 30),
    deliveredAt: null,
    nextAttemptAt: null,
    attempts: [attempt(null, 60 * 30, 'Refused: the host resolves to a private address')],
  },
];

/** Answers the tab's reads (and a token's creation) with the lists above, or with none. */
async function answerLists(page: Page, empty = false): Promise<void> {
  await page.route('**/api/tokens', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 201,
          json: { token: tokens[0], secret: 'mt_7Hq2Lw9xN4vB8cR2tY6uJ1kM5pS3dF7gH0zQaE' },
        })
      : route.fulfill({ json: { tokens: empty ? [] : tokens } }),
  );
  await page.route('**/api/webhooks', (route) =>
    route.fulfill({ json: { webhooks: empty ? [] : webhooks } }),
  );
  await page.route('**/api/webhooks/*/deliveries', (route) =>
    route.fulfill({ json: { deliveries } }),
  );
}

const path = '/admin?tab=integrations';
const card = (page: Page, name: string) => page.getByRole('region', { name });

/**
 * A shot of the tab with its lists answered. `show` sets the scene once the endpoints are
 * listed; the shot then waits for its animations.
 */
function integrationShot(name: string, show?: (page: Page) => Promise<void>): Shot {
  const shot: Shot = {
    name,
    signedIn: true,
    admin: true,
    path,
    before: (page) => answerLists(page),
  };
  if (!show) return shot;
  return {
    ...shot,
    prepare: async (page) => {
      await page.getByTestId('webhook-row').first().waitFor();
      await show(page);
      await animationsDone(page);
    },
  };
}

export const integrationShots: Shot[] = [
  integrationShot('integrations'),
  {
    name: 'integrations-empty',
    signedIn: true,
    admin: true,
    path,
    before: (page) => answerLists(page, true),
  },
  integrationShot('integrations-token-secret', async (page) => {
    const tokensCard = card(page, 'API tokens');
    await tokensCard.getByLabel('Name').fill('Website booking widget');
    await tokensCard.getByRole('radio', { name: /^Read and write/ }).click();
    await tokensCard.getByRole('button', { name: 'Create token' }).click();
    await page.getByRole('dialog', { name: 'Your new API token' }).waitFor();
  }),
  integrationShot('integrations-revoke', async (page) => {
    await page.getByRole('button', { name: /^Revoke Website/ }).click();
    await page.getByRole('alertdialog').waitFor();
  }),
  integrationShot('integrations-webhook-errors', async (page) => {
    const hooks = card(page, 'Webhooks');
    await hooks.getByLabel('URL').fill('example.com/hook');
    await hooks.getByRole('button', { name: 'Add endpoint' }).click();
    await hooks.getByText('Choose at least one event').waitFor();
    await hooks
      .getByRole('heading', { name: 'Add endpoint' })
      .evaluate((h) => h.scrollIntoView({ block: 'center' }));
  }),
  integrationShot('integrations-deliveries', async (page) => {
    await page.getByRole('button', { name: /^Deliveries for https:\/\/accounting/ }).click();
    await page
      .getByRole('dialog', { name: 'Deliveries' })
      .getByTestId('delivery')
      .first()
      .waitFor();
  }),
];
