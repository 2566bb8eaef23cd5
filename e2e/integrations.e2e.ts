import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookViaApi, registerOwner } from './support/api';
import { adminSession, type SessionState } from './support/admin';
import { becomes, expectToast, hidden, useBrowser, visible } from './support/browser';
import { marinaDaysFromNow } from './support/dates';
import {
  openIntegrationsTab,
  signatureProblem,
  waitForRecordedAttempts,
} from './support/integrations';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

interface HookBody {
  id: string;
  type: string;
  createdAt: string;
  /** The booking as the API presents it; the journey checks which one. */
  data: { booking: { id: number } };
}

/**
 * docs/product.md#integrations: another system reads the API with a token and hears of bookings by
 * webhook.
 */
describe('integrations: an admin connects another system on the Integrations tab', () => {
  let receiver: WebhookReceiver;
  const { newContext, server } = useBrowser({
    server: async () => {
      receiver = await startWebhookReceiver();
      // The receiver is on 127.0.0.1; the worker polls the queue often so the journey is quick.
      return { WEBHOOK_ALLOW_PRIVATE: 'true', WORKER_POLL_MS: '100' };
    },
  });
  afterAll(async () => {
    await receiver?.close();
  });
  let session: SessionState;
  beforeAll(async () => {
    session = await adminSession(newContext);
  });

  async function integrationsTab() {
    const admin = await newContext({ storageState: session });
    await admin.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await admin.newPage();
    await openIntegrationsTab(page);
    return { admin, page };
  }

  /** What another system does: a plain request with the bearer token, no cookie. */
  const readBookings = (secret: string) =>
    fetch(`${server.baseURL}/api/bookings`, { headers: { Authorization: `Bearer ${secret}` } });

  it('when the admin creates a write token, then a request with its secret reads the bookings, and once revoked the same request is refused', async () => {
    const { page } = await integrationsTab();
    const tokens = page.getByRole('region', { name: 'API tokens' });
    await tokens.getByLabel('Name').fill('Accounting sync');
    await tokens.getByRole('radio', { name: /^Read and write/ }).click();
    await tokens.getByRole('button', { name: 'Create token' }).click();

    const dialog = await visible(page.getByRole('dialog', { name: 'Your new API token' }));
    await visible(dialog.getByText('Copy this token now. It will not be shown again.'));
    const secret = await dialog.getByLabel('API token').inputValue();
    await dialog.getByRole('button', { name: 'Copy' }).click();
    // The clipboard is written asynchronously, after the click.
    await becomes(
      () => page.evaluate(() => navigator.clipboard.readText()),
      secret,
      'the clipboard',
    );
    await dialog.getByRole('button', { name: 'Done' }).click();
    await hidden(dialog);
    expect(await page.content()).not.toContain(secret);

    const row = page.getByTestId('token-row').filter({ hasText: 'Accounting sync' });
    await visible(row.getByText('Read and write', { exact: true }));
    await visible(row.getByText('Never used'));

    const allowed = await readBookings(secret);
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toHaveProperty('bookings');
    await page.reload();
    await visible(row.getByText(/^Last used/));

    await row.getByRole('button', { name: 'Revoke Accounting sync' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke Accounting sync?' });
    await visible(confirm.getByText('Anything using it stops working at once.'));
    await confirm.getByRole('button', { name: 'Revoke Token' }).click();
    await expectToast(page, 'Token revoked', 'Accounting sync no longer works.');
    await hidden(row);
    expect((await readBookings(secret)).status).toBe(401);
  });

  it('when the admin adds an endpoint and a haul-out is booked, then a signed delivery arrives, shows in Deliveries, and Retry sends it again with the same event id', async () => {
    const { admin, page } = await integrationsTab();
    const hooks = page.getByRole('region', { name: 'Webhooks' });
    await hooks.getByLabel('URL').fill(receiver.url);
    await hooks.getByRole('checkbox', { name: /^booking\.created/ }).click();
    await hooks.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = await visible(
      page.getByRole('dialog', { name: 'Your endpoint’s signing secret' }),
    );
    const secret = await dialog.getByLabel('Signing secret').inputValue();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await hidden(dialog);
    const row = await visible(page.getByTestId('webhook-row').filter({ hasText: receiver.url }));
    await visible(row.getByText('Active'));

    const owner = await newContext();
    await registerOwner(owner, { fullName: 'Wren Hook' });
    const booking = await bookViaApi(owner, {
      bookingDate: marinaDaysFromNow(15),
      timeSlot: '10:00 AM',
    });

    const [first] = await receiver.arrivals(1);
    expect(signatureProblem(first!, secret)).toBeNull();
    const body = JSON.parse(first!.body) as HookBody;
    expect(body.type).toBe('booking.created');
    expect(body.data.booking.id).toBe(booking.id);
    expect(first!.headers['x-marina-webhook-id']).toBe(body.id);

    await waitForRecordedAttempts(admin, receiver.url, 1);
    const opener = row.getByRole('button', { name: `Deliveries for ${receiver.url}` });
    await opener.click();
    const sheet = await visible(page.getByRole('dialog', { name: 'Deliveries' }));
    const delivery = await visible(sheet.getByTestId('delivery'));
    await visible(delivery.getByText('booking.created', { exact: true }));
    await visible(delivery.getByText('Delivered', { exact: true }));
    expect(await delivery.locator(`code[title="${body.id}"]`).count()).toBe(1);
    await visible(delivery.getByTestId('attempt').getByText('HTTP 200'));

    await delivery.getByRole('button', { name: /^Retry booking\.created/ }).click();
    await expectToast(page, 'Sent again');
    const [, second] = await receiver.arrivals(2);
    expect(second!.headers['x-marina-webhook-id']).toBe(body.id);
    expect(signatureProblem(second!, secret)).toBeNull();
    expect(receiver.received).toHaveLength(2);

    // Opened again once the server has stored the second answer, the panel lists both.
    await waitForRecordedAttempts(admin, receiver.url, 2);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await hidden(sheet);
    await opener.click();
    const attempts = page.getByRole('dialog', { name: 'Deliveries' }).getByTestId('attempt');
    await visible(attempts.nth(1));
    expect(await attempts.allTextContents()).toEqual([
      expect.stringMatching(/^HTTP 200/),
      expect.stringMatching(/^HTTP 200/),
    ]);
  });
});
