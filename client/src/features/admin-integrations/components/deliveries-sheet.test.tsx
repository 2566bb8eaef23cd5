// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '@shared/api/webhooks';
import Toaster from '@/components/ui/toaster';
import { fakeApi, ok } from '@/test/fake-api';
import { aDelivery, aWebhook } from '@/test/integrations';
import { aPublicConfig } from '@/test/public-config';
import { renderInApp } from '@/test/render';
import { DeliveriesSheet } from './deliveries-sheet';

const timedOut = aDelivery({
  id: 12,
  eventId: '7f3e2a10-9c4b-4e8d-b1a2-c3d4e5f60718',
  eventType: 'booking.cancelled',
  status: 'failed',
  deliveredAt: null,
  attempts: [
    {
      statusCode: null,
      error: 'Timed out after 10 s',
      durationMs: 10000,
      attemptedAt: '2026-11-20T16:00:00.000Z',
    },
  ],
});

/** GET …/deliveries answers whatever `state.deliveries` holds now. */
function setUp(initial: WebhookDelivery[]) {
  const state = { deliveries: initial };
  const api = fakeApi({
    'GET /api/config': ok(aPublicConfig()),
    'GET /api/webhooks': ok({ webhooks: [aWebhook()] }),
    'GET /api/webhooks/5/deliveries': () => ok({ deliveries: state.deliveries }),
    'POST /api/webhooks/5/deliveries/12/retry': () => {
      const again = {
        ...timedOut,
        status: 'delivered' as const,
        attempts: [
          ...timedOut.attempts,
          { statusCode: 204, error: null, durationMs: 30, attemptedAt: '2026-11-21T14:00:00.000Z' },
        ],
      };
      state.deliveries = [again, state.deliveries[1]!];
      return { status: 202, body: { delivery: again } };
    },
  });
  const view = renderInApp(
    <>
      <DeliveriesSheet webhook={aWebhook()} timeZone="America/New_York" />
      <Toaster />
    </>,
  );
  return { api, state, ...view };
}

const opener = () =>
  screen.getByRole('button', { name: 'Deliveries for https://books.example.test/marina' });

describe('the deliveries of an endpoint', () => {
  it('when opened, then each delivery shows its event, id, status and every attempt with its code or error and time', async () => {
    const { user } = setUp([timedOut, aDelivery()]);
    await user.click(opener());
    const sheet = await screen.findByRole('dialog', { name: 'Deliveries' });
    const [failed, delivered] = await within(sheet).findAllByTestId('delivery');

    expect(within(failed!).getByText('booking.cancelled')).toBeTruthy();
    expect(within(failed!).getByText('Failed')).toBeTruthy();
    const id = within(failed!).getByText('7f3e2a10…');
    expect(id.tagName).toBe('CODE');
    expect(id.getAttribute('title')).toBe('7f3e2a10-9c4b-4e8d-b1a2-c3d4e5f60718');
    expect(within(failed!).getByTestId('attempt').textContent).toBe(
      'Timed out after 10 sNov 20, 11:00:00 AM · 10000 ms',
    );

    expect(within(delivered!).getByText('Delivered')).toBeTruthy();
    expect(
      within(delivered!)
        .getAllByTestId('attempt')
        .map((a) => a.textContent),
    ).toEqual(['HTTP 500Nov 20, 10:00:01 AM · 84 ms', 'HTTP 200Nov 20, 10:01:00 AM · 41 ms']);
    // Every delivery can be sent again, delivered or not.
    expect(within(delivered!).getByRole('button', { name: 'Retry booking.created 0b9c3f4e' }));
  });

  it('when Retry is pressed, then that delivery is sent again, the toast says so, and the new attempt shows', async () => {
    const { api, user } = setUp([timedOut, aDelivery()]);
    await user.click(opener());
    const sheet = await screen.findByRole('dialog', { name: 'Deliveries' });
    await user.click(
      await within(sheet).findByRole('button', { name: 'Retry booking.cancelled 7f3e2a10' }),
    );

    expect(await screen.findByText('Sent again')).toBeTruthy();
    expect(api.callsTo('POST /api/webhooks/5/deliveries/12/retry')).toHaveLength(1);
    const failed = () => within(sheet).getAllByTestId('delivery')[0]!;
    await waitFor(() => expect(within(failed()).getAllByTestId('attempt')).toHaveLength(2));
    expect(within(failed()).getByText('Delivered')).toBeTruthy();
  });

  it('when there are none, then the sheet says so, and closing it gives focus back to Deliveries', async () => {
    const { user } = setUp([]);
    await user.click(opener());
    const sheet = await screen.findByRole('dialog', { name: 'Deliveries' });
    expect(await within(sheet).findByText('No deliveries yet')).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener()));
  });

  it('when the panel is opened again, then it shows the attempts made since, read afresh', async () => {
    const { state, user } = setUp([aDelivery()]);
    await user.click(opener());
    let sheet = await screen.findByRole('dialog', { name: 'Deliveries' });
    await waitFor(() => expect(within(sheet).getAllByTestId('attempt')).toHaveLength(2));
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    state.deliveries = [timedOut, aDelivery()];
    await user.click(opener());
    sheet = await screen.findByRole('dialog', { name: 'Deliveries' });
    expect(await within(sheet).findByText('booking.cancelled')).toBeTruthy();
  });
});
