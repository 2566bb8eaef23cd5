// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PushDevice } from '@shared/api/push';
import Toaster from '@/components/ui/toaster';
import { fakeApi, ok, type FakeRoute } from '@/test/fake-api';
import { aPublicConfig } from '@/test/public-config';
import { pushBrowser } from '@/test/push-browser-fake';
import { renderInApp } from '@/test/render';
import { PushDevices } from './push-devices';

// Which subscription this browser holds, and turning it off, are the browser's side.
const browser = pushBrowser;

const HERE = 'https://push.example/here';
const phone: PushDevice = {
  id: 12,
  browser: 'Chrome on Android',
  endpoint: 'https://push.example/phone',
  createdAt: '2026-11-02T15:00:00.000Z',
  lastPushAt: '2026-11-28T19:30:00.000Z',
};
const laptop: PushDevice = {
  id: 15,
  browser: 'Firefox on Mac',
  endpoint: HERE,
  createdAt: '2026-11-20T15:00:00.000Z',
  lastPushAt: null,
};

beforeEach(() => {
  browser.thisBrowserEndpoint.mockReset().mockResolvedValue(HERE);
  browser.turnOffPush.mockReset();
});

function setUp(lists: PushDevice[][], routes: Record<string, FakeRoute> = {}) {
  let read = 0;
  const api = fakeApi({
    'GET /api/config': ok(aPublicConfig({ timeZone: 'America/New_York' })),
    'GET /api/push/subscriptions': () =>
      ok({ subscriptions: lists[Math.min(read++, lists.length - 1)] }),
    ...routes,
  });
  const view = renderInApp(
    <>
      <PushDevices userId={7} enabled />
      <Toaster />
    </>,
  );
  const list = () =>
    within(screen.getByRole('region', { name: 'Devices that get your notifications' }));
  return { ...view, api, list };
}

describe('the device list in the Notifications card', () => {
  it('when the owner has two devices, then each shows its browser, when it was added and its last notification or none yet, this one marked', async () => {
    const { list } = setUp([[phone, laptop]]);
    const rows = (await screen.findAllByRole('listitem')).map((row) => row.textContent);
    expect(rows).toEqual([
      expect.stringContaining('Chrome on Android'),
      expect.stringContaining('Firefox on MacThis browser'),
    ]);
    expect(rows[0]).toContain('Added Nov 2, 2026');
    expect(rows[0]).toContain('Last notification Nov 28, 2026, 2:30 PM');
    expect(rows[0]).not.toContain('This browser');
    expect(rows[1]).toContain('Added Nov 20, 2026');
    expect(rows[1]).toContain('No notifications yet');
    expect(
      list()
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Remove Chrome on Android, added Nov 2, 2026',
      'Remove Firefox on Mac (this browser), added Nov 20, 2026',
    ]);
  });

  it('when the owner removes another device, then the server removes it by id, the list drops it and a toast says so', async () => {
    const { api, list, user } = setUp([[phone, laptop], [laptop]], {
      'DELETE /api/push/subscriptions/12': { status: 204 },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Remove Chrome on Android, added Nov 2, 2026' }),
    );
    expect(await screen.findByText('Device removed')).toBeTruthy();
    await waitFor(() => expect(list().queryByText('Chrome on Android')).toBeNull());
    expect(api.callsTo('DELETE /api/push/subscriptions/12')).toHaveLength(1);
    expect(browser.turnOffPush).not.toHaveBeenCalled();
  });

  it('when the owner removes this browser, then it is turned off here too, so the next read does not save it again', async () => {
    browser.turnOffPush.mockResolvedValue('off');
    const { api, user } = setUp([[phone, laptop], [phone]]);
    await user.click(
      await screen.findByRole('button', {
        name: 'Remove Firefox on Mac (this browser), added Nov 20, 2026',
      }),
    );
    await waitFor(() => expect(browser.turnOffPush).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Device removed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Firefox on Mac')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it('when the server refuses the removal, then the toast gives its reason and the device stays', async () => {
    const { user } = setUp([[phone]], {
      'DELETE /api/push/subscriptions/12': {
        status: 404,
        body: { code: 'not_found', message: 'That device is not receiving your notifications' },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Remove Chrome on Android, added Nov 2, 2026' }),
    );
    expect(
      await screen.findByText(
        'Could not remove Chrome on Android: That device is not receiving your notifications',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Chrome on Android')).toBeTruthy();
  });

  it('when no device gets the owner’s notifications, then no list shows', async () => {
    const { api } = setUp([[]]);
    await waitFor(() => expect(api.callsTo('GET /api/push/subscriptions')).toHaveLength(1));
    expect(
      screen.queryByRole('region', { name: 'Devices that get your notifications' }),
    ).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
