// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import Toaster from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import type { PushState } from '@/lib/push-on-this-browser';
import { fakeApi, ok } from '@/test/fake-api';
import { aPublicConfig } from '@/test/public-config';
import { pushBrowser } from '@/test/push-browser-fake';
import { renderInApp } from '@/test/render';
import { PushNotificationsCard } from './push-notifications-card';

// The browser's side (permission prompt, PushManager, the service worker) is what this card
// drives: each call here answers as a browser in that state would.
const browser = pushBrowser;

beforeEach(() => {
  browser.readPushState.mockReset();
  browser.turnOnPush.mockReset();
  browser.turnOffPush.mockReset();
  browser.thisBrowserEndpoint.mockReset().mockResolvedValue(null);
});

function setUp(state: PushState) {
  browser.readPushState.mockResolvedValue(state);
  // The card's device list (push-devices.test.tsx tests it): none yet.
  fakeApi({
    'GET /api/config': ok(aPublicConfig()),
    'GET /api/push/subscriptions': ok({ subscriptions: [] }),
  });
  const view = renderInApp(
    <>
      <PushNotificationsCard userId={7} />
      <Toaster />
    </>,
  );
  return {
    ...view,
    card: () => within(screen.getByRole('region', { name: 'Notifications on this device' })),
  };
}

describe('Notifications card on /profile', () => {
  it('when the card shows, then nothing is asked of the browser until the owner taps Turn on', async () => {
    const { card, user } = setUp('off');
    await card().findByText(/Your booking news as a notification on this device/);
    expect(browser.turnOnPush).not.toHaveBeenCalled();

    browser.turnOnPush.mockResolvedValue('on');
    await user.click(card().getByRole('button', { name: 'Turn on notifications' }));
    expect(browser.turnOnPush).toHaveBeenCalledTimes(1);
    expect(await card().findByText('Notifications are on for this device.')).toBeTruthy();
    expect(await screen.findByText('Notifications on')).toBeTruthy();
    expect(card().getByRole('button', { name: 'Turn off notifications' })).toBeTruthy();
  });

  it('when the owner declines the browser’s prompt, then the card says notifications are blocked, with no button', async () => {
    const { card, user } = setUp('off');
    browser.turnOnPush.mockResolvedValue('blocked');
    await user.click(await card().findByRole('button', { name: 'Turn on notifications' }));
    expect(
      await card().findByText(/blocked for this site in this browser’s settings/),
    ).toBeTruthy();
    expect(card().queryByRole('button')).toBeNull();
    expect(screen.queryByText('Notifications on')).toBeNull();
  });

  it('when the server refuses the subscription, then the toast gives its reason and the card stays off', async () => {
    const { card, user } = setUp('off');
    browser.turnOnPush.mockRejectedValue(
      new ApiError(422, '', { message: 'This push service address is not allowed.' }),
    );
    await user.click(await card().findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText('Notifications not turned on')).toBeTruthy();
    expect(screen.getByText('This push service address is not allowed.')).toBeTruthy();
    expect(card().getByRole('button', { name: 'Turn on notifications' })).toBeTruthy();
  });

  it('when notifications are on and the owner turns them off, then the card offers Turn on again', async () => {
    const { card, user } = setUp('on');
    browser.turnOffPush.mockResolvedValue('off');
    await user.click(await card().findByRole('button', { name: 'Turn off notifications' }));
    await waitFor(() => expect(browser.turnOffPush).toHaveBeenCalledTimes(1));
    expect(await card().findByRole('button', { name: 'Turn on notifications' })).toBeTruthy();
    expect(await screen.findByText('Notifications off')).toBeTruthy();
  });

  it('when the browser cannot show notifications, then the card says how an iPhone can, with no button', async () => {
    const { card } = setUp('unsupported');
    expect(await card().findByText(/add this app to your Home Screen/)).toBeTruthy();
    expect(card().queryByRole('button')).toBeNull();
  });
});
