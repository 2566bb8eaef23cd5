import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../shared/api/booking-views';
import { XHR } from './support/api';
import {
  adminAndOwnerSessions,
  bookingRows,
  listSettled,
  searchList,
  sidewaysOverflow,
  type SessionState,
} from './support/admin';
import { seriousViolations } from './support/axe';
import { expectToast, hidden, useBrowser, visible } from './support/browser';
import { boardCard, openBoard } from './support/crew-board';
import { marinaDaysFromNow, pickDate } from './support/dates';
import { presetTheme } from './support/theme';

/**
 * Boats (docs/product.md#boats): an owner puts two boats on record in feet and pounds and books
 * one; the office sees its size on the list, in the panel and on the crew board.
 */
describe('boats: on the owner’s record, on the booking, at the well', () => {
  const { newContext } = useBrowser();
  let session: SessionState;
  let ownerSession: SessionState;
  let booking: Booking;
  const bookingDate = marinaDaysFromNow(9);
  const SIZE = '32 ft 6 in · beam 11 ft 2 in · draft 5 ft 3 in · 14,000 lb';

  beforeAll(async () => {
    ({ session, ownerSession } = await adminAndOwnerSessions(newContext, 'Robin Keel'));
  });

  async function addBoat(page: Page, fields: Record<string, string>, kind?: string) {
    await page.getByRole('button', { name: 'Add boat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a boat' });
    await visible(dialog);
    for (const [label, value] of Object.entries(fields)) {
      await dialog.getByLabel(label, { exact: true }).fill(value);
    }
    if (kind) {
      await dialog.getByRole('combobox', { name: 'Kind' }).click();
      await page.getByRole('option', { name: kind, exact: true }).click();
    }
    await dialog.getByRole('button', { name: 'Add boat' }).click();
    await hidden(dialog);
  }

  it('when an owner adds two boats in feet and pounds and books one, then the card shows them as typed and the booking is for the boat chosen', async () => {
    const context = await newContext({ storageState: ownerSession });
    const page = await context.newPage();
    await page.goto('/profile');
    await visible(page.getByRole('heading', { name: 'Your boats' }));
    await addBoat(
      page,
      {
        Name: 'Sea Breeze',
        Length: '32 ft 6 in',
        Beam: '11\' 2"',
        Draft: '5 ft 3 in',
        Weight: '14,000 lb',
      },
      'Sail',
    );
    await expectToast(page, 'Boat added', 'Sea Breeze is on record.');
    await addBoat(page, { Name: 'Skylark', Length: '24' });
    const inService = page.getByRole('list', { name: 'Boats in service' });
    await visible(inService.getByText(SIZE));
    await visible(inService.getByText('24 ft', { exact: true }));

    await page.goto('/schedule');
    await pickDate(page, bookingDate);
    const boat = page.getByRole('radiogroup', { name: 'Boat' });
    await boat.getByRole('radio', { name: /Sea Breeze/ }).click();
    await page.getByRole('button', { name: /^10:00 AM/ }).click();
    await page.getByRole('button', { name: 'CONFIRM SERVICE' }).click();
    const done = page.getByRole('dialog', { name: 'Service Scheduled!' });
    await visible(done);
    expect(await done.textContent()).toContain('Sea Breeze');

    const res = await context.request.get('/api/bookings/user/' + (await ownerId(context)), {
      headers: XHR,
    });
    const { bookings } = (await res.json()) as { bookings: Booking[] };
    booking = bookings.find((b) => b.bookingDate === bookingDate)!;
    expect(booking.boat).toMatchObject({ name: 'Sea Breeze', lengthM: 9.91, weightKg: 6350 });
  });

  it('when the office looks at the booking, then the list, the panel and the crew board show the boat’s size in feet and pounds', async () => {
    const context = await newContext({ storageState: session });
    const page = await context.newPage();
    await page.goto('/admin');
    await listSettled(page);
    // The list finds the booking by its boat's name.
    await searchList(page, 'sea breeze');
    const row = bookingRows(page).filter({ hasText: booking.confirmationCode });
    await visible(row.getByText('Sea Breeze', { exact: true }));
    await visible(row.getByText('32 ft 6 in · Sail'));

    await page
      .getByRole('button', { name: `${booking.confirmationCode} details` })
      .first()
      .click();
    const panel = page.getByRole('dialog');
    for (const value of ['11 ft 2 in', '5 ft 3 in', '14,000 lb', 'Sail']) {
      await visible(panel.getByText(value, { exact: true }));
    }
    await page.keyboard.press('Escape');
    await hidden(panel);

    await openBoard(page, bookingDate);
    const card = boardCard(page, booking);
    await visible(card.getByText('Sea Breeze (Sail)'));
    await visible(card.getByText(SIZE));
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`when the boats are shown on a 390 px phone and a desktop in the ${theme} theme, then nothing scrolls sideways and axe finds nothing serious`, async () => {
      const owner = await newContext({ storageState: ownerSession });
      const admin = await newContext({ storageState: session });
      await presetTheme(owner, theme);
      await presetTheme(admin, theme);
      const found: string[] = [];
      for (const width of [390, 1280]) {
        const profile = await owner.newPage();
        await profile.setViewportSize({ width, height: 844 });
        await profile.goto('/profile');
        await visible(profile.getByText(SIZE));
        found.push(...(await seriousViolations(profile, ` ${width}px ${theme}`)));
        expect(await sidewaysOverflow(profile)).toBe(0);

        const desk = await admin.newPage();
        await desk.setViewportSize({ width, height: 844 });
        await desk.goto('/admin');
        await searchList(desk, booking.confirmationCode);
        await visible(bookingRows(desk).getByText('Sea Breeze', { exact: true }));
        found.push(...(await seriousViolations(desk, ` ${width}px ${theme}`)));
        expect(await sidewaysOverflow(desk)).toBe(0);

        const board = await admin.newPage();
        await board.setViewportSize({ width, height: 844 });
        await openBoard(board, bookingDate);
        await visible(boardCard(board, booking).getByText(SIZE));
        found.push(...(await seriousViolations(board, ` ${width}px ${theme}`)));
      }
      expect(found).toEqual([]);
    });
  }
});

async function ownerId(context: BrowserContext): Promise<number> {
  const res = await context.request.get('/api/user', { headers: XHR });
  return ((await res.json()) as { id: number }).id;
}
