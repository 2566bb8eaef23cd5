import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Booking } from '../shared/api/booking-views';
import type { ServiceStatus } from '../shared/constants';
import { registerOwner } from './support/api';
import {
  adminBook,
  bookEarlyLaunch,
  sidewaysOverflow,
  signInAdmin,
  smallTargets,
} from './support/admin';
import { seriousViolations } from './support/axe';
import { useBrowser, visible } from './support/browser';
import {
  assignLift,
  boardCard,
  boardColumn,
  ensureLifts,
  openBoard,
  setStatus,
} from './support/crew-board';
import { marinaDaysFromNow } from './support/dates';
import { openSheet, serviceOf } from './support/day-sheet';
import { presetTheme } from './support/theme';

const LIFTS = ['Travel Lift', 'Forklift', 'Crane'];

/** Waits (at most `timeout` ms) until the card shows the status. */
const cardShows = (page: Page, booking: Booking, status: ServiceStatus) =>
  page
    .locator(`[data-testid="board-card"][data-booking-id="${booking.id}"][data-status="${status}"]`)
    .waitFor();

/** Marks the page, so a later check tells a live update from a reload (which drops the mark). */
const markNotReloaded = (page: Page) =>
  page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
const notReloaded = (page: Page) =>
  page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded);

describe('crew board', () => {
  const { newContext, newPage } = useBrowser();

  // Live, not fetched again: the app reads bookings once (staleTime Infinity, no polling, no
  // refetch on focus), so only the stream brings the change to a page that was not reloaded.
  it('when one admin taps Start then Done, then a second board and the day sheet show it without a reload, and the owner reads Done', async () => {
    const token = `Board${Date.now().toString(36)}`;
    // Today: the crew marks services on their day, and the owner sees the outcome in front.
    const date = marinaDaysFromNow(0);
    const admin = await newContext();
    await signInAdmin(admin);
    const [, forklift] = await ensureLifts(admin, LIFTS);
    const ownerContext = await newContext();
    const owner = await registerOwner(ownerContext, { fullName: `Avery ${token}` });
    const boat = await adminBook(admin, owner.user, {
      bookingDate: date,
      timeSlot: '12:00 PM',
      ownerName: `Avery ${token}`,
      specialRequests: 'Mast up: use the long slings',
    });
    const early = await bookEarlyLaunch(newContext, admin, date, `Blake ${token}`);

    const crew = await newPage({ viewport: { width: 1024, height: 768 }, hasTouch: true });
    const office = await newPage({ viewport: { width: 1024, height: 768 } });
    await signInAdmin(crew.context);
    await signInAdmin(office.context);
    await openBoard(crew.page, date);
    await openBoard(office.page, date);
    await markNotReloaded(office.page);
    // The office's day sheet follows the same stream.
    const sheet = await newPage();
    await signInAdmin(sheet.context);
    await openSheet(sheet.page, date);
    await visible(serviceOf(sheet.page, boat));
    await markNotReloaded(sheet.page);

    // Deadline order in Unassigned, with what the crew needs on the card.
    const unassigned = boardColumn(crew.page, 'Unassigned');
    expect(await unassigned.locator('h3').allTextContents()).toEqual([
      `Blake ${token}`,
      `Avery ${token}`,
    ]);
    const card = boardCard(crew.page, boat);
    const text = (await card.textContent()) ?? '';
    for (const part of ['Haul Out', '12:00 PM', 'Scheduled', 'My Wet Slip', 'Wash Pad']) {
      expect(text, part).toContain(part);
    }
    expect(text).toContain('Mast up: use the long slings');
    expect(await card.getByRole('link', { name: '555-0142' }).getAttribute('href')).toBe(
      'tel:5550142',
    );

    for (const [tap, status] of [
      ['Start', 'in_progress'],
      ['Done', 'done'],
    ] as const) {
      const answered = crew.page.waitForResponse(
        (res) => res.url().endsWith(`/api/bookings/${boat.id}/status`) && res.ok(),
      );
      await card.getByRole('button', { name: tap, exact: true }).click();
      await answered;
      // On the other board, after the server's answer.
      await cardShows(office.page, boat, status);
    }
    await sheet.page.waitForSelector(
      `[data-booking-id="${boat.id}"] [role="switch"][aria-checked="true"]`,
    );
    expect(await notReloaded(sheet.page)).toBe(true);
    const seen = boardCard(office.page, boat);
    expect(await seen.textContent()).toContain('Done');
    expect(await seen.getByRole('button').allTextContents()).toContain('Undo');

    // A lift chosen from the card's menu moves it to that column on the other board too.
    await boardCard(crew.page, early).getByRole('combobox', { name: 'Lift' }).click();
    await crew.page.getByRole('option', { name: 'Forklift' }).click();
    await visible(boardColumn(office.page, 'Forklift').locator(`[data-booking-id="${early.id}"]`));
    const day = await (await admin.request.get(`/api/bookings?from=${date}&to=${date}`)).json();
    expect(day.bookings.find((b: Booking) => b.id === early.id).liftId).toBe(forklift?.id);
    expect(await notReloaded(office.page)).toBe(true);

    const mine = await ownerContext.newPage();
    await mine.goto('/my-bookings');
    const ownerCard = mine.getByTestId('booking-card').filter({ hasText: boat.confirmationCode });
    await visible(ownerCard.getByText('Done', { exact: true }));
  });

  it('when the board is open on a phone and a tablet in landscape, light and dark, then axe finds nothing serious, targets are thumb-sized and the page never scrolls sideways', async () => {
    const date = marinaDaysFromNow(43);
    const admin = await newContext();
    await signInAdmin(admin);
    const [travel, forklift] = await ensureLifts(admin, LIFTS);
    const token = `Look${Date.now().toString(36)}`;
    const booked: Booking[] = [];
    for (const [i, timeSlot] of (
      ['10:00 AM', '12:00 PM', '3:00 PM', '10:00 AM'] as const
    ).entries()) {
      const owner = await registerOwner(await newContext(), { fullName: `Emerson ${token}` });
      booked.push(
        await adminBook(admin, owner.user, {
          bookingDate: date,
          timeSlot,
          ownerName: `Emerson Portside-Whitfield ${token} ${i}`,
          specialRequests: i === 0 ? 'Check the zincs and pressure-wash the hull, please' : null,
        }),
      );
    }
    const [a, b, c] = booked as [Booking, Booking, Booking];
    await assignLift(admin, a, travel?.id ?? null);
    await assignLift(admin, b, forklift?.id ?? null);
    await setStatus(admin, a, 'in_progress');
    await setStatus(admin, c, 'no_show');

    const problems: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1024, height: 768 },
      ]) {
        const context = await newContext({ viewport });
        await presetTheme(context, theme);
        await signInAdmin(context);
        const page = await context.newPage();
        await openBoard(page, date);
        await visible(boardCard(page, a));
        const where = ` ${theme} ${viewport.width}`;
        problems.push(...(await seriousViolations(page, where)));
        problems.push(...(await smallTargets(page, '[data-crew-board]')).map((t) => t + where));
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) problems.push(`scrolls sideways by ${overflow}px${where}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
