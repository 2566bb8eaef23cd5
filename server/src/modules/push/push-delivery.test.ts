import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signUpOwner } from '../../../test/factories';
import { book, freshDate } from '../../../test/kits/booking-kit';
import { usePushApp } from '../../../test/kits/push-kit';
import { statusSet } from '../../../test/kits/service-status-kit';
import { mailQueue } from '../../db/schema';

/**
 * Pushes through the queue to a local push service that decrypts them (docs/product.md#web-push).
 */
const pushApp = usePushApp({ env: { STATUS_MAIL_DELAY_MS: '1000' } });
const { t, clock, worker, subscribedBrowser, pushRows, subscriptionsOf } = pushApp;

// Each test counts its own pushes: what earlier tests left queued goes out first.
beforeEach(async () => {
  await worker().drain();
});

async function bookedOwner() {
  const owner = await signUpOwner(t.app, { fullName: 'Casey Mariner' });
  const browsers = [await subscribedBrowser(owner), await subscribedBrowser(owner)];
  const res = await book(owner, { bookingDate: freshDate() });
  expect(res.status).toBe(201);
  const booking = res.body.booking as { id: number; confirmationCode: string };
  return { owner, browsers, booking };
}

describe('pushes with the news', () => {
  it('when an owner with two subscribed browsers books, then the confirmation arrives once at each, encrypted for it and signed with the server key', async () => {
    const { owner, browsers, booking } = await bookedOwner();
    await worker().drain();
    await worker().drain();
    const { publicKey } = (await owner.client.get('/api/push/key')).body as { publicKey: string };
    for (const browser of browsers) {
      const received = pushApp.endpoint.received(browser);
      expect(received).toHaveLength(1);
      expect(received[0]!.payload).toEqual({
        title: 'Harbor Point Marina',
        body: expect.stringMatching(
          new RegExp(
            `^Your haul out \\w{3} \\w{3} \\d+ 10:00 AM is confirmed\\. Code ${booking.confirmationCode}\\.$`,
          ),
        ),
        url: '/my-bookings',
        tag: `booking-${booking.id}`,
      });
      expect(received[0]).toMatchObject({ ttl: '86400', urgency: 'normal' });
      expect(received[0]!.vapid).toMatchObject({ aud: pushApp.endpoint.origin, publicKey });
      expect(received[0]!.vapid.sub).toMatch(/^(mailto:|https:)/);
    }
    expect(pushApp.endpoint.errors).toEqual([]);
    const rows = await pushRows(owner.user.id);
    expect(rows.map((row) => row.status)).toEqual(['sent']);
  });

  it('when a browser’s push service answers 410, then that subscription is removed and the row is not tried again', async () => {
    const owner = await signUpOwner(t.app);
    const browser = await subscribedBrowser(owner);
    pushApp.endpoint.answer(browser, 410);
    expect((await book(owner, { bookingDate: freshDate() })).status).toBe(201);
    const pass = await worker().drain();
    expect(pass.held).toBeGreaterThanOrEqual(1);
    expect(await subscriptionsOf(owner.user.id)).toEqual([]);
    const [row] = await pushRows(owner.user.id);
    expect(row).toMatchObject({ status: 'held', attempts: 1 });
    clock.instant = new Date(clock.instant.getTime() + 6 * 60 * 60_000);
    await worker().drain();
    expect((await pushRows(owner.user.id))[0]).toMatchObject({ status: 'held', attempts: 1 });
  });

  it('when one of two browsers’ push services fails for now, then only that one gets the retry, and each shows the push once', async () => {
    const { owner, browsers } = await bookedOwner();
    const [steady, flaky] = browsers as [(typeof browsers)[0], (typeof browsers)[0]];
    pushApp.endpoint.answer(flaky, 503);
    await worker().drain();
    const [waiting] = await pushRows(owner.user.id);
    expect(waiting).toMatchObject({ status: 'pending', lastError: 'push service answered 503' });
    pushApp.endpoint.answer(flaky, 201);
    clock.instant = new Date(clock.instant.getTime() + 60 * 60_000);
    await worker().drain();
    expect(pushApp.endpoint.received(steady)).toHaveLength(1);
    expect(pushApp.endpoint.received(flaky)).toHaveLength(1);
    expect((await pushRows(owner.user.id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('when a push reaches one browser and the other’s push service refuses it, then only the one shows a last push in the device list, at the worker’s time', async () => {
    const { owner, browsers } = await bookedOwner();
    const [steady, flaky] = browsers as [(typeof browsers)[0], (typeof browsers)[0]];
    // Refused for good (not 5xx), so no retry is left pending for the tests after this one.
    pushApp.endpoint.answer(flaky, 400);
    clock.instant = new Date(clock.instant.getTime() + 60_000);
    const sentAt = clock.instant.toISOString();
    await worker().drain();
    const listed = (await owner.client.get('/api/push/subscriptions')).body.subscriptions as {
      endpoint: string;
      lastPushAt: string | null;
    }[];
    const lastPushOf = (browser: typeof steady) =>
      listed.find((device) => device.endpoint === browser.subscription.endpoint)?.lastPushAt;
    expect(lastPushOf(steady)).toBe(sentAt);
    expect(lastPushOf(flaky)).toBeNull();
  });

  it('when the owner unsubscribed every browser before the push went, then the row is held, not failed', async () => {
    const owner = await signUpOwner(t.app);
    const browser = await subscribedBrowser(owner);
    expect((await book(owner, { bookingDate: freshDate() })).status).toBe(201);
    const res = await owner.client.delete('/api/push/subscriptions', {
      endpoint: browser.subscription.endpoint,
    });
    expect(res.status).toBe(204);
    await worker().drain();
    expect(await pushRows(owner.user.id)).toMatchObject([
      { status: 'held', lastError: 'held: the owner has no subscribed browser any more' },
    ]);
    expect(pushApp.endpoint.received(browser)).toEqual([]);
  });

  it('when a booking is marked done, and another a no-show, then each owner’s browser gets the news, urgently', async () => {
    const done = await bookedOwner();
    const missed = await bookedOwner();
    await worker().drain();
    await statusSet(t.admin.client, done.booking.id, 'done');
    await statusSet(t.admin.client, missed.booking.id, 'no_show');
    clock.instant = new Date(clock.instant.getTime() + 2_000);
    await worker().drain();
    const last = (browser: (typeof done.browsers)[0]) => pushApp.endpoint.received(browser).at(-1);
    expect(last(done.browsers[0]!)).toMatchObject({
      urgency: 'high',
      payload: {
        body: `Your boat is out of the water. Your haul out ${done.booking.confirmationCode} is done.`,
      },
    });
    expect(last(missed.browsers[1]!)?.payload.body).toMatch(
      /^We missed you for your haul out \w+ today\./,
    );
  });

  it('when the reminder is due, then the owner’s browsers get it once', async () => {
    const owner = await signUpOwner(t.app);
    const browser = await subscribedBrowser(owner);
    const res = await book(owner, { bookingDate: '2030-06-20', timeSlot: '10:00 AM' });
    expect(res.status).toBe(201);
    await worker().drain();
    clock.instant = new Date('2030-06-19T14:30:00Z');
    await worker().drain();
    await worker().drain();
    const reminders = pushApp.endpoint
      .received(browser)
      .filter((push) => String(push.payload.body).startsWith('Reminder:'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.payload.body).toBe(
      `Reminder: your haul out is Thu Jun 20 10:00 AM. Code ${res.body.booking.confirmationCode as string}.`,
    );
  });

  it('when two workers drain at once, then every push still reaches each browser exactly once', async () => {
    const owners = await Promise.all([bookedOwner(), bookedOwner(), bookedOwner()]);
    await Promise.all([worker().drain(), worker().drain()]);
    for (const { browsers } of owners) {
      for (const browser of browsers) expect(pushApp.endpoint.received(browser)).toHaveLength(1);
    }
    const rows = await t.database.db.select().from(mailQueue).where(eq(mailQueue.channel, 'push'));
    expect(rows.every((row) => row.status !== 'pending')).toBe(true);
  });
});
