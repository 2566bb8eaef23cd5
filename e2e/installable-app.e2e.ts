import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '@shared/test/wait-for';
import {
  startPushEndpoint,
  type LocalBrowser,
  type PushEndpoint,
} from '../server/test/fake-push/push-endpoint';
import { OWNER_DATA_CACHE } from '../client/service-worker/offline-data';
import { bookViaApi, registerOwner, XHR, type TestOwner } from './support/api';
import { expectToast, hidden, useBrowser, visible } from './support/browser';
import { CHROMIUM_ARGS } from './support/constants';
import { marinaDaysFromNow } from './support/dates';
import { REPO_ROOT } from './support/server';

const MARINA_NAME = 'Gull Harbor Yacht Club';
const ANDROID_FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

// The push service behind a phone's browser (FCM, Mozilla's, Apple's) is out of reach here: a
// local one (https, its own certificate) stands in, and the server's worker trusts it through
// NODE_EXTRA_CA_CERTS. What arrives there is decrypted and handed to the page's service worker.
let push: PushEndpoint | undefined;
const certDir = mkdtempSync(join(tmpdir(), 'push-ca-'));
afterAll(async () => {
  await push?.close();
  rmSync(certDir, { recursive: true, force: true });
});

describe('the owner’s phone: installable, readable offline, told by push', () => {
  const { newContext, server, allowConsoleErrors } = useBrowser({
    server: async () => {
      push = await startPushEndpoint();
      const ca = join(certDir, 'push-ca.pem');
      writeFileSync(ca, push.ca);
      return { MARINA_NAME, PUSH_ALLOW_PRIVATE: 'true', NODE_EXTRA_CA_CERTS: ca };
    },
  });

  /** A phone's browser: the service worker runs, as it does for every visitor. */
  async function phone(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await newContext({
      serviceWorkers: 'allow',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    return { context, page: await context.newPage() };
  }

  /** Until the page is controlled by the worker, which keeps and answers its reads. */
  async function untilControlled(page: Page): Promise<void> {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return;
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    });
  }

  /** The paths the worker keeps a copy of for this browser. */
  const keptPaths = (page: Page) =>
    page.evaluate(async (cacheName) => {
      if (!(await caches.has(cacheName))) return [];
      const cache = await caches.open(cacheName);
      return (await cache.keys()).map((request) => new URL(request.url).pathname).sort();
    }, OWNER_DATA_CACHE);

  async function ownerWithBooking(context: BrowserContext) {
    const owner = await registerOwner(context, { fullName: 'Marlo Keel' });
    const booking = await bookViaApi(context, {
      bookingDate: marinaDaysFromNow(12),
      timeSlot: '10:00 AM',
    });
    return { owner, booking };
  }

  /** Opens /my-bookings online, then waits until the worker holds the page's reads. */
  async function openMyBookingsOnline(page: Page, owner: TestOwner, code: string) {
    await page.goto('/my-bookings');
    await untilControlled(page);
    // The first load may have run before the worker took the page: load it under the worker.
    await page.reload();
    await visible(page.getByTestId('booking-card').filter({ hasText: code }));
    const wanted = [
      '/api/session',
      `/api/bookings/user/${owner.user.id}`,
      `/api/bookings/user/${owner.user.id}/cancelled`,
    ];
    await waitFor(
      async () => {
        const kept = await keptPaths(page);
        if (wanted.every((path) => kept.includes(path))) return true;
        throw new Error(`it keeps ${JSON.stringify(kept)}`);
      },
      `the worker to keep ${wanted.join(', ')}`,
    );
  }

  it('when an owner opens the app on a phone, then Chromium finds the manifest and calls it installable', async () => {
    // Chromium installs nothing from an incognito profile, which every test context is: this
    // check runs in a profile on disk, as a phone's browser has.
    const profile = mkdtempSync(join(tmpdir(), 'chromium-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      baseURL: server.baseURL,
      viewport: { width: 390, height: 844 },
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      // The worker is registered for a signed-in owner (a visitor who only looks gets none).
      await page.goto('/');
      expect(await page.evaluate(() => navigator.serviceWorker.getRegistration())).toBeUndefined();
      await registerOwner(context);
      await page.goto('/my-bookings');
      await untilControlled(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toBe(`${server.baseURL}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
        name: MARINA_NAME,
        short_name: 'Gull Harbor',
        start_url: '/my-bookings',
        display: 'standalone',
      });
      const registered = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return { script: registration.active?.scriptURL, scope: registration.scope };
      });
      expect(registered).toEqual({
        script: `${server.baseURL}/sw.js`,
        scope: `${server.baseURL}/`,
      });
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('when the phone goes offline and reloads /my-bookings, then the bookings show as of their read, with actions off', async () => {
    const { context, page } = await phone();
    const { owner, booking } = await ownerWithBooking(context);
    await openMyBookingsOnline(page, owner, booking.confirmationCode);

    // Chromium reports each read the network failed, even those the worker then answered.
    allowConsoleErrors(/net::ERR_(?:FAILED|INTERNET_DISCONNECTED)/);
    await context.setOffline(true);
    await page.reload();
    const card = await visible(
      page.getByTestId('booking-card').filter({ hasText: booking.confirmationCode }),
    );
    await visible(
      page.getByText(/^Offline: showing your bookings as of \w{3} \w{3} \d+, \d+:\d\d [AP]M$/),
    );
    const cancel = card.getByRole('button', { name: 'Cancel Service' });
    const move = card.getByRole('button', { name: `Change date of ${booking.confirmationCode}` });
    expect(await cancel.isDisabled()).toBe(true);
    expect(await move.isDisabled()).toBe(true);
    const note = page.locator('#offline-note');
    expect(await note.textContent()).toContain('need a connection');
    expect(await cancel.getAttribute('aria-describedby')).toBe('offline-note');

    // Back online, the page reads again by itself: the notice goes, the buttons come back.
    await context.setOffline(false);
    // (The 'online' event, or the retry 10 s later if the worker was still offline then.)
    await page.getByText(/^Offline: showing/).waitFor({ state: 'detached', timeout: 25_000 });
    expect(await cancel.isEnabled()).toBe(true);
  });

  it('when the owner signs out, then nothing of theirs is kept: offline, the app shows no booking', async () => {
    const { context, page } = await phone();
    const { owner, booking } = await ownerWithBooking(context);
    await openMyBookingsOnline(page, owner, booking.confirmationCode);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expectToast(page, 'Logged out');
    expect(await keptPaths(page)).not.toContain(`/api/bookings/user/${owner.user.id}`);

    allowConsoleErrors(/net::ERR_(?:FAILED|INTERNET_DISCONNECTED)/);
    await context.setOffline(true);
    await page.goto('/my-bookings').catch(() => {});
    await visible(page.getByRole('tab', { name: 'Login' }));
    expect(await page.getByText(booking.confirmationCode).count()).toBe(0);
  });

  it('when a new version is deployed while the app is open, then it says so and Reload runs it', async () => {
    const { context, page } = await phone();
    await registerOwner(context);
    await page.goto('/my-bookings');
    await untilControlled(page);
    // A deploy replaces the built files; this file's tests are the only ones running a worker.
    const swFile = join(REPO_ROOT, 'dist/client/sw.js');
    const shipped = readFileSync(swFile, 'utf8');
    try {
      writeFileSync(
        swFile,
        `${shipped}\nself.addEventListener('message', (event) => {` +
          `if (event.data === 'release?') event.source.postMessage('next'); });\n`,
      );
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const prompt = await visible(
        page.getByRole('status').filter({ hasText: 'A new version is available' }),
      );
      // The open page keeps the worker it started with until the owner chooses.
      expect(await olderWorkerControls(page)).toBe(true);
      await Promise.all([
        page.waitForEvent('load'),
        prompt.getByRole('button', { name: 'Reload' }).click(),
      ]);
      await untilControlled(page);
      expect(await olderWorkerControls(page)).toBe(false);
      expect(await releaseOf(page)).toBe('next');
      expect(await page.getByText('A new version is available').count()).toBe(0);
    } finally {
      writeFileSync(swFile, shipped);
    }
  });

  it('when the owner turns on notifications on /profile, then a booking’s news arrives as a notification', async () => {
    const { context, page } = await phone();
    await context.grantPermissions(['notifications']);
    const browser = push!.browser();
    await standInForPushService(context, browser);
    await registerOwner(context, { fullName: 'Marlo Keel' });

    await page.goto('/profile');
    await untilControlled(page);
    const card = page.getByRole('region', { name: 'Notifications on this device' });
    await card.getByRole('button', { name: 'Turn on notifications' }).click();
    await expectToast(page, 'Notifications on');
    await visible(card.getByText('Notifications are on for this device.'));

    const booking = await bookViaApi(context, {
      bookingDate: marinaDaysFromNow(14),
      timeSlot: '12:00 PM',
    });
    await waitFor(() => push!.received(browser).length === 1, 'the push to reach the browser', {
      timeoutMs: 30_000,
    });
    expect(push!.errors).toEqual([]);
    const [received] = push!.received(browser);
    expect(received!.payload).toEqual({
      title: MARINA_NAME,
      body: expect.stringContaining(`is confirmed. Code ${booking.confirmationCode}.`) as string,
      url: '/my-bookings',
      tag: `booking-${booking.id}`,
    });

    const cdp = await context.newCDPSession(page);
    const registrationId = await registrationIdOf(cdp, server.baseURL);
    await deliverToServiceWorker(
      cdp,
      server.baseURL,
      registrationId,
      JSON.stringify(received!.payload),
    );
    const notifications = await waitFor(async () => {
      const shown = await shownNotifications(page);
      return shown.length > 0 && shown;
    }, 'the service worker to show the notification');
    expect(notifications.map(({ title, body, tag }) => ({ title, body, tag }))).toEqual([
      { title: MARINA_NAME, body: received!.payload.body, tag: `booking-${booking.id}` },
    ]);

    // A push this build cannot read is still shown (the subscription promised it), plainly.
    await deliverToServiceWorker(cdp, server.baseURL, registrationId, 'not the news');
    await waitFor(
      async () => (await shownNotifications(page)).some((shown) => shown.title === 'Booking news'),
      'the unreadable push to be shown as "Booking news"',
    );

    // The card lists the owner's devices: this one with the push it took, and one subscribed
    // elsewhere, which the owner removes from here (a lost phone).
    const elsewhere = push!.browser();
    const added = await context.request.post('/api/push/subscriptions', {
      headers: { ...XHR, 'User-Agent': ANDROID_FIREFOX },
      data: elsewhere.subscription,
    });
    expect(added.status()).toBe(201);
    await page.reload();
    const devices = card.getByRole('region', { name: 'Devices that get your notifications' });
    const thisOne = devices.getByRole('listitem').filter({ hasText: 'This browser' });
    await visible(thisOne.getByText(/^Last notification \w{3} \d+, \d{4}/));
    const lost = devices.getByRole('listitem').filter({ hasText: 'Firefox on Android' });
    await visible(lost.getByText('No notifications yet'));
    await lost.getByRole('button', { name: /^Remove Firefox on Android, added / }).click();
    await expectToast(page, 'Device removed');
    await hidden(lost);
    expect(await devices.getByRole('listitem').count()).toBe(1);

    // Signing out stops the pushes: the server forgets this browser before the session ends.
    const deleted = page.waitForResponse(
      (res) => res.url().endsWith('/api/push/subscriptions') && res.request().method() === 'DELETE',
    );
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    expect((await deleted).status()).toBe(204);
    expect(
      await page.evaluate(
        () => (window as { pushStandIn?: { unsubscribed: boolean } }).pushStandIn?.unsubscribed,
      ),
    ).toBe(true);
  });
});

/** The notifications the page's service worker shows now. */
function shownNotifications(page: Page): Promise<{ title: string; body: string; tag: string }[]> {
  return page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
      title: shown.title,
      body: shown.body,
      tag: shown.tag,
    })),
  );
}

/**
 * Whether the page is still controlled by the worker it started with while a newer one waits:
 * read from the registration's state, not from a question the older worker leaves unanswered.
 */
function olderWorkerControls(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const controller = navigator.serviceWorker.controller;
    return Boolean(registration?.waiting && controller && controller === registration.active);
  });
}

/** What the worker controlling the page answers 'release?': only the next release's does. */
function releaseOf(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const worker = navigator.serviceWorker.controller;
        if (!worker) return resolve('none');
        navigator.serviceWorker.addEventListener(
          'message',
          (event) => resolve(String(event.data)),
          {
            once: true,
          },
        );
        worker.postMessage('release?');
      }),
  );
}

/**
 * The browser's side of the push service: PushManager's subscribe and getSubscription answer
 * with the local endpoint's subscription for this browser (its keys are the ones the endpoint
 * decrypts with), in the shape the page reads (endpoint, toJSON, options, unsubscribe); a
 * reload keeps it.
 */
async function standInForPushService(context: BrowserContext, browser: LocalBrowser) {
  await context.addInitScript((subscription) => {
    // Kept across a reload of the tab, as a browser keeps its subscription.
    const KEY = 'push-stand-in-subscribed';
    const standIn = {
      get subscribed() {
        return sessionStorage.getItem(KEY) === 'yes';
      },
      set subscribed(value: boolean) {
        sessionStorage.setItem(KEY, value ? 'yes' : 'no');
      },
      unsubscribed: false,
    };
    (window as { pushStandIn?: typeof standIn }).pushStandIn = standIn;
    const held = () => ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: { applicationServerKey: null, userVisibleOnly: true },
      toJSON: () => ({ ...subscription, expirationTime: null }),
      unsubscribe: () => {
        standIn.subscribed = false;
        standIn.unsubscribed = true;
        return Promise.resolve(true);
      },
    });
    PushManager.prototype.subscribe = function () {
      standIn.subscribed = true;
      return Promise.resolve(held() as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function () {
      return Promise.resolve(standIn.subscribed ? (held() as unknown as PushSubscription) : null);
    };
  }, browser.subscription);
}

/** What the push service would do next: hand the decrypted message to the service worker. */
async function deliverToServiceWorker(
  cdp: CDPSession,
  origin: string,
  registrationId: string,
  data: string,
) {
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
}

/** The worker's registration as CDP names it (told once, when its domain is enabled). */
function registrationIdOf(cdp: CDPSession, origin: string): Promise<string> {
  return new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${origin}/`);
      if (ours) resolve(ours.registrationId);
    });
    void cdp.send('ServiceWorker.enable');
  });
}
