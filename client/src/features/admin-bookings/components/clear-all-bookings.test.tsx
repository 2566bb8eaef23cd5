// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Toaster from '@/components/ui/toaster';
import { fakeApi, ok, type FakeReply } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { ClearAllBookings } from './clear-all-bookings';

/** GET /api/bookings answering `counts` in turn (the last one from then on). */
function countsInTurn(...counts: number[]) {
  let call = 0;
  return (): FakeReply => ok({ bookings: [], total: counts[Math.min(call++, counts.length - 1)] });
}

function setUp(clear: Parameters<typeof fakeApi>[0][string], ...counts: number[]) {
  const api = fakeApi({
    'GET /api/bookings': countsInTurn(...counts),
    'DELETE /api/bookings': clear,
  });
  const view = renderInApp(
    <>
      <ClearAllBookings />
      <Toaster />
    </>,
  );
  return { api, ...view };
}

const clearButton = () => screen.getByRole('button', { name: 'Clear All Bookings' });

describe('the danger zone', () => {
  it('when the admin has not typed the count shown, then Clear All Bookings stays disabled', async () => {
    const { user } = setUp(ok({ cleared: 12, notified: 9 }), 12);
    await screen.findByText('There are 12 active bookings now.');
    const field = screen.getByLabelText('Type 12 to confirm');
    expect(clearButton()).toHaveProperty('disabled', true);

    await user.type(field, '11');
    expect(clearButton()).toHaveProperty('disabled', true);
    await user.clear(field);
    await user.type(field, '12');
    expect(clearButton()).toHaveProperty('disabled', false);
  });

  it('when the admin types the count and clears, then the count and the mail choice are sent, and the toast says how many', async () => {
    const { api, user } = setUp(ok({ cleared: 12, notified: 9 }), 12, 0);
    await user.type(await screen.findByLabelText('Type 12 to confirm'), '12');
    const notify = screen.getByRole('checkbox', {
      name: /Email each owner that their booking was cancelled/,
    });
    expect(notify.getAttribute('aria-checked')).toBe('true');
    await user.click(clearButton());

    expect(
      await screen.findByText('12 bookings cancelled; 9 cancellation emails sent.'),
    ).toBeTruthy();
    expect(api.callsTo('DELETE /api/bookings').map((call) => call.body)).toEqual([
      { expectedCount: 12, notifyOwners: true },
    ]);
    expect(await screen.findByText('There are no active bookings to clear.')).toBeTruthy();
  });

  it('when the admin unticks the mail, then owners are not to be emailed', async () => {
    const { api, user } = setUp(ok({ cleared: 1, notified: 0 }), 1);
    await user.type(await screen.findByLabelText('Type 1 to confirm'), '1');
    await user.click(screen.getByRole('checkbox', { name: /Email each owner/ }));
    await user.click(clearButton());

    expect(await screen.findByText('1 booking cancelled; no owner was emailed.')).toBeTruthy();
    expect(api.callsTo('DELETE /api/bookings')[0]?.body).toEqual({
      expectedCount: 1,
      notifyOwners: false,
    });
  });

  it('when the count changed meanwhile, then the server’s message shows and the new count is asked for', async () => {
    const message =
      'There are 13 active bookings now, not the number you typed. Nothing was cleared: check the count and type it again.';
    const { user } = setUp({ status: 409, body: { message, code: 'count_changed' } }, 12, 13);
    await user.type(await screen.findByLabelText('Type 12 to confirm'), '12');
    await user.click(clearButton());

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(await screen.findByLabelText('Type 13 to confirm')).toBeTruthy();
    await waitFor(() => expect(clearButton()).toHaveProperty('disabled', true));
  });
});
