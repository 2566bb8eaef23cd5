// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Webhook } from '@shared/api/webhooks';
import Toaster from '@/components/ui/toaster';
import { fakeApi, ok, type FakeRoute } from '@/test/fake-api';
import { aWebhook } from '@/test/integrations';
import { aPublicConfig } from '@/test/public-config';
import { renderInApp } from '@/test/render';
import { WebhooksCard } from './webhooks-card';

const SECRET = 'whsec_8bR4cT6wZ1aS5dF0gH3jK9mQ2xY7pL2vN3k';

/** GET /api/webhooks answers whatever `state.webhooks` holds now. */
function setUp(initial: Webhook[], routes: Record<string, FakeRoute> = {}) {
  const state = { webhooks: initial };
  const api = fakeApi({
    'GET /api/config': ok(aPublicConfig()),
    'GET /api/webhooks': () => ok({ webhooks: state.webhooks }),
    ...routes,
  });
  const view = renderInApp(
    <>
      <WebhooksCard />
      <Toaster />
    </>,
  );
  return { api, state, ...view };
}

const add = () => screen.getByRole('button', { name: 'Add endpoint' });
const eventBox = (type: string) => screen.getByRole('checkbox', { name: new RegExp(`^${type}`) });

describe('Webhooks: the Add endpoint form', () => {
  it('when nothing is filled in, then the URL and the events each say what is missing, the URL takes focus, and nothing is sent', async () => {
    const { api, user } = setUp([]);
    expect(await screen.findByRole('heading', { name: 'No endpoints yet' })).toBeTruthy();
    await user.click(add());
    const url = screen.getByLabelText('URL');
    expect(
      screen
        .getAllByRole('alert')
        .map((alert) => alert.textContent)
        .sort(),
    ).toEqual(['Choose at least one event', 'URL is required']);
    await waitFor(() => expect(document.activeElement).toBe(url));
    expect(api.callsTo('POST /api/webhooks')).toHaveLength(0);
  });

  it.each([
    ['example.com/hook', 'URL must be a full address such as https://example.com/hook'],
    ['ftp://example.com/hook', 'URL must start with https://'],
    ['https://me:pw@example.com/hook', 'URL must not hold a user name or password'],
  ])('when the URL is %s, then the schema’s message shows under it', async (typed, message) => {
    const { api, user } = setUp([]);
    await user.type(await screen.findByLabelText('URL'), typed);
    await user.click(eventBox('booking.created'));
    await user.click(add());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(api.callsTo('POST /api/webhooks')).toHaveLength(0);
  });

  it('when only the events are missing, then the first event takes focus', async () => {
    const { user } = setUp([]);
    await user.type(await screen.findByLabelText('URL'), 'https://example.com/hook');
    await user.click(add());
    expect((await screen.findByRole('alert')).textContent).toBe('Choose at least one event');
    await waitFor(() => expect(document.activeElement).toBe(eventBox('booking.created')));
  });

  it('when an endpoint is added, then the URL and events are sent, and its signing secret shows once with how to use it', async () => {
    const { api, state, user } = setUp([], {
      'POST /api/webhooks': ({ body }) => {
        state.webhooks = [aWebhook(body as Partial<Webhook>)];
        return { status: 201, body: { webhook: state.webhooks[0], secret: SECRET } };
      },
    });
    await user.type(await screen.findByLabelText('URL'), 'https://books.example.test/hook');
    await user.click(eventBox('booking.created'));
    await user.click(eventBox('booking.cancelled'));
    await user.click(add());

    const dialog = await screen.findByRole('dialog', { name: 'Your endpoint’s signing secret' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Signing secret').value).toBe(SECRET);
    expect(dialog.textContent).toContain('Copy this secret now. It will not be shown again.');
    expect(dialog.textContent).toContain('Use it to verify the X-Marina-Signature header.');
    expect(
      within(dialog)
        .getByRole('link', { name: /API documentation/ })
        .getAttribute('href'),
    ).toBe('/api/docs');
    expect(api.callsTo('POST /api/webhooks').map((call) => call.body)).toEqual([
      { url: 'https://books.example.test/hook', events: ['booking.created', 'booking.cancelled'] },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = await screen.findByTestId('webhook-row');
    expect(row.textContent).toContain('https://books.example.test/hook');
    expect(document.body.innerHTML).not.toContain(SECRET);
  });
});

describe('Webhooks: the list', () => {
  it('when endpoints answer, fail or were disabled, then each status says so with its time', async () => {
    setUp([
      aWebhook({ id: 1, url: 'https://a.example.test/' }),
      aWebhook({ id: 2, url: 'https://b.example.test/', failingSince: '2026-11-20T15:00:00.000Z' }),
      aWebhook({ id: 3, url: 'https://c.example.test/', disabledAt: '2026-11-23T15:00:00.000Z' }),
    ]);
    const rows = await screen.findAllByTestId('webhook-row');
    expect(within(rows[0]!).getByText('Active')).toBeTruthy();
    expect(within(rows[1]!).getByText('Failing since Nov 20, 10:00 AM')).toBeTruthy();
    expect(within(rows[2]!).getByText('Disabled Nov 23, 10:00 AM')).toBeTruthy();
    expect(within(rows[0]!).getByText('booking.created')).toBeTruthy();
  });

  it('when Delete is confirmed, then the endpoint is deleted and the list says none are left', async () => {
    const { api, state, user } = setUp([aWebhook()], {
      'DELETE /api/webhooks/5': () => {
        state.webhooks = [];
        return ok({ message: 'Endpoint deleted', id: 5 });
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Delete https://books.example.test/marina' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this endpoint?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Endpoint' }));
    expect(await screen.findByRole('heading', { name: 'No endpoints yet' })).toBeTruthy();
    expect(api.callsTo('DELETE /api/webhooks/5')).toHaveLength(1);
  });
});
