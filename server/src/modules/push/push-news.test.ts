import { beforeEach, describe, expect, it } from 'vitest';
import { addServiceDays } from '@shared/marina-time';
import { signUpOwner, type SignedInOwner } from '../../../test/factories';
import type { LocalBrowser } from '../../../test/fake-push/push-endpoint';
import { book, setCapacity, START } from '../../../test/kits/booking-kit';
import { usePushApp } from '../../../test/kits/push-kit';
import { joined } from '../../../test/kits/waitlist-kit';
import { holdBody, placeHold } from '../../../test/kits/weather-hold-kit';

/**
 * The news someone else brings about an owner's booking, pushed to their browsers and read there as
 * they would read it (docs/product.md#web-push): a place off the waitlist, a date the office
 * closed, a weather hold. Each news item is one push row per owner and shows once in each browser,
 * however often and however many workers drain the queue.
 */
const pushApp = usePushApp();
const { t, clock, worker, subscribedBrowser, pushRows } = pushApp;

// Each test counts its own pushes: what earlier tests left queued goes out first.
beforeEach(async () => {
  await worker().drain();
});

/** Past the lease a worker holds its rows for (10 minutes): a row left pending is due again. */
const PAST_THE_LEASE_MS = 15 * 60_000;

/** Two instances' workers race for the rows; past the lease, a restarted worker looks again. */
async function drainAsTwoInstancesThenAgain() {
  await Promise.all([worker().drain(), worker().drain()]);
  clock.instant = new Date(clock.instant.getTime() + PAST_THE_LEASE_MS);
  await worker().drain();
}

/** The owner subscribes two browsers: from now on each of them hears the owner's news. */
async function subscribeTwo(owner: SignedInOwner): Promise<LocalBrowser[]> {
  return [await subscribedBrowser(owner), await subscribedBrowser(owner)];
}

async function booked(owner: SignedInOwner, bookingDate: string, timeSlot = '10:00 AM') {
  const res = await book(owner, { bookingDate, timeSlot });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.booking as { id: number; confirmationCode: string };
}

/** What each of the browsers showed, in order: the same list for every one of them. */
function shownIn(browsers: readonly LocalBrowser[]) {
  const shown = browsers.map((browser) => pushApp.endpoint.received(browser).map((p) => p.payload));
  for (const other of shown.slice(1)) expect(other).toEqual(shown[0]);
  expect(pushApp.endpoint.errors).toEqual([]);
  return shown[0]!;
}

const news = (booking: { id: number }, body: string) => ({
  title: 'Harbor Point Marina',
  body,
  url: '/my-bookings',
  tag: `booking-${booking.id}`,
});

describe('pushes of news the owner did not make', () => {
  it('when a booking is cancelled and the owner first in line for its deadline gets the place, then their browsers show that a place opened up, once', async () => {
    const date = '2030-08-13';
    await setCapacity(t.admin.client, date, '10:00 AM', 1);
    const holder = await signUpOwner(t.app);
    const holding = await booked(holder, date);
    const waiting = await signUpOwner(t.app);
    const browsers = await subscribeTwo(waiting);
    await joined(waiting, { date });

    expect((await holder.client.delete(`/api/bookings/${holding.id}`)).status).toBe(200);
    await drainAsTwoInstancesThenAgain();

    const mine = await waiting.client.get(`/api/bookings/user/${waiting.user.id}`);
    const [place] = mine.body.bookings as { id: number; confirmationCode: string }[];
    expect(shownIn(browsers)).toEqual([
      news(
        place!,
        `A place opened up: your haul out Tue Aug 13 10:00 AM is booked. Code ${place!.confirmationCode}.`,
      ),
    ]);
    expect(await pushRows(waiting.user.id)).toMatchObject([
      { kind: 'booking-confirmed', status: 'sent', attempts: 1 },
    ]);
    // The holder subscribed no browser: their cancellation goes by mail, no push row at all.
    expect(await pushRows(holder.user.id)).toEqual([]);
  });

  it('when the office closes a deadline and then its whole day, then each owner is told once, of the deadline or the day their booking was on, with a long reason cut short', async () => {
    const date = '2030-08-20';
    const [morning, afternoon] = [await signUpOwner(t.app), await signUpOwner(t.app)];
    const early = await booked(morning, date, '10:00 AM');
    const late = await booked(afternoon, date, '3:00 PM');
    // Subscribed after booking: the closure is the only news their browsers hear.
    const [morningBrowsers, afternoonBrowsers] = [
      await subscribeTwo(morning),
      await subscribeTwo(afternoon),
    ];
    const longReason = `Crane inspection by the state: ${'the boom, the cables and the pads; '.repeat(4)}`;
    const close = (body: object) =>
      t.admin.client.put('/api/admin/slot-overrides', { date, closed: true, ...body });

    expect((await close({ timeSlot: '10:00 AM', reason: 'Crane service' })).status).toBe(200);
    expect((await close({ reason: longReason })).status).toBe(200);
    // Saved again with another reason: already closed, so nobody is told again.
    expect((await close({ reason: 'Crane broken' })).status).toBe(200);
    await drainAsTwoInstancesThenAgain();

    expect(shownIn(morningBrowsers)).toEqual([
      news(
        early,
        `We closed Tue Aug 20 10:00 AM (Crane service). Please choose a new date for your haul out ${early.confirmationCode}.`,
      ),
    ]);
    expect(shownIn(afternoonBrowsers)).toEqual([
      news(
        late,
        `We closed Tue Aug 20 (${longReason.slice(0, 99)}…). Please choose a new date for your haul out ${late.confirmationCode}.`,
      ),
    ]);
    for (const owner of [morning, afternoon]) {
      expect(await pushRows(owner.user.id)).toMatchObject([
        { kind: 'date-closed', status: 'sent', attempts: 1 },
      ]);
    }
  });

  it('when a weather hold moves one booking and finds no place for another, then each owner is told once where theirs went or to choose a date, even when the office sends the hold again', async () => {
    const date = '2030-08-27';
    await setCapacity(t.admin.client, date, '10:00 AM', 2);
    await setCapacity(t.admin.client, date, '12:00 PM', 1);
    await setCapacity(t.admin.client, date, '3:00 PM', 1);
    const [moved, stuck] = [await signUpOwner(t.app), await signUpOwner(t.app)];
    const movedBooking = await booked(moved, date);
    const stuckBooking = await booked(stuck, date);
    await booked(await signUpOwner(t.app), date, '3:00 PM');
    const [movedBrowsers, stuckBrowsers] = [await subscribeTwo(moved), await subscribeTwo(stuck)];
    // The booking horizon (3,660 days in tests) ends on the held day: nowhere later to go.
    clock.set(`${addServiceDays(date, -3660)}T16:00:00Z`);

    const hold = holdBody(date, ['10:00 AM']);
    expect((await placeHold(t.admin.client, hold, `push-${date}`)).status).toBe(201);
    const replay = await placeHold(t.admin.client, hold, `push-${date}`);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await placeHold(t.admin.client, hold)).status).toBe(409);
    clock.instant = START;
    await drainAsTwoInstancesThenAgain();

    expect(shownIn(movedBrowsers)).toEqual([
      news(
        movedBooking,
        `Weather hold (Gale warning). Your haul out ${movedBooking.confirmationCode} moved from Tue Aug 27 10:00 AM to Tue Aug 27 12:00 PM.`,
      ),
    ]);
    expect(shownIn(stuckBrowsers)).toEqual([
      news(
        stuckBooking,
        `Weather hold (Gale warning) on Tue Aug 27 10:00 AM. Please choose a new date for your haul out ${stuckBooking.confirmationCode}.`,
      ),
    ]);
    for (const owner of [moved, stuck]) {
      expect(await pushRows(owner.user.id)).toMatchObject([
        { kind: 'weather-hold', status: 'sent', attempts: 1 },
      ]);
    }
  });
});
