import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookViaApi, registerOwner } from './support/api';
import { adminSession, type SessionState } from './support/admin';
import { seriousViolations } from './support/axe';
import { hidden, useBrowser, visible } from './support/browser';
import { formatDay, marinaDaysFromNow } from './support/dates';
import { waitForMail } from './support/outbox';
import { presetTheme } from './support/theme';

const HOLD_DAY = marinaDaysFromNow(52);
const NEXT_DAY = marinaDaysFromNow(53);
/** The last date of the 365-day horizon: nothing later can take its 3:00 PM booking. */
const LAST_DAY = marinaDaysFromNow(365);

describe('admin: weather hold', () => {
  const { newContext, server } = useBrowser();
  let session: SessionState;
  beforeAll(async () => {
    session = await adminSession(newContext);
  });

  async function ownerWithBooking(
    fullName: string,
    bookingDate: string,
    timeSlot: '10:00 AM' | '3:00 PM',
  ) {
    const context = await newContext();
    const owner = await registerOwner(context, { fullName });
    const booking = await bookViaApi(context, { bookingDate, timeSlot });
    return { context, owner, booking };
  }

  async function availabilityTab(theme?: 'light' | 'dark') {
    const admin = await newContext({ storageState: session });
    if (theme) await presetTheme(admin, theme);
    const page = await admin.newPage();
    await page.goto('/admin?tab=availability');
    await visible(page.getByRole('tab', { name: 'Availability', selected: true }));
    return page;
  }

  async function myBookingCard(context: BrowserContext, code: string) {
    const page = await context.newPage();
    await page.goto('/my-bookings');
    return visible(page.getByTestId('booking-card').filter({ hasText: code }));
  }

  it('when the office previews and holds a stormy day, then the bookings move to the next day, the list and the owner show the new date, and the owner is mailed', async () => {
    const first = await ownerWithBooking('Avery Gale', HOLD_DAY, '10:00 AM');
    const second = await ownerWithBooking('Blake Squall', HOLD_DAY, '3:00 PM');
    const page = await availabilityTab();

    await page.getByLabel('Date', { exact: true }).fill(HOLD_DAY);
    await page.getByRole('button', { name: 'Weather Hold', exact: true }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Weather hold' }));
    await dialog.getByLabel('Reason owners will read').fill('Gale warning');
    const preview = await visible(dialog.getByTestId('weather-hold-preview'));
    const to = `${formatDay(NEXT_DAY, 'EEE, MMM d')} · 10:00 AM`;
    for (const { owner, booking } of [first, second]) {
      const row = preview.getByTestId('hold-move').filter({ hasText: booking.confirmationCode });
      await visible(row.getByText(owner.fullName));
      await visible(row.getByText(to));
    }
    await dialog.getByRole('button', { name: 'Hold and move 2 bookings' }).click();

    const summary = await visible(page.getByTestId('weather-hold-summary'));
    await visible(summary.getByText('Held. 2 bookings moved and their owners emailed.'));
    await summary.getByRole('button', { name: 'Done' }).click();
    await hidden(page.getByRole('dialog'));
    const held = page
      .getByTestId('weather-hold-row')
      .filter({ hasText: formatDay(HOLD_DAY, 'EEE, MMM d, yyyy') });
    await visible(held.getByText('Held'));
    await visible(held.getByText('Gale warning', { exact: false }));

    await page.goto(`/admin?q=${first.booking.confirmationCode}`);
    const listed = page
      .getByTestId('booking-row')
      .filter({ hasText: first.booking.confirmationCode });
    await visible(listed.getByText(formatDay(NEXT_DAY, 'EEE, MMM d, yyyy')));

    const card = await myBookingCard(second.context, second.booking.confirmationCode);
    await visible(card.getByText(formatDay(NEXT_DAY, 'EEEE, MMMM d, yyyy')));
    const mail = await waitForMail(server.dataDir, second.owner.email, /Gale warning/);
    expect(mail).toContain(`It was on ${formatDay(HOLD_DAY, 'EEEE, MMMM d, yyyy')} at 3:00 PM`);
  });

  it('when a held booking has no later place within the horizon, then its owner sees it needs a new date with Change date as the main action', async () => {
    const stuck = await ownerWithBooking('Casey Driftwood', LAST_DAY, '3:00 PM');
    const admin = await newContext({ storageState: session });
    const res = await admin.request.post('/api/weather-holds', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { date: LAST_DAY, timeSlots: ['3:00 PM'], reason: 'Lift breakdown' },
    });
    expect(res.status()).toBe(201);

    const card = await myBookingCard(stuck.context, stuck.booking.confirmationCode);
    await visible(card.getByText('Yard closed (Lift breakdown): pick a new date'));
    const change = card.getByRole('button', {
      name: `Change date of ${stuck.booking.confirmationCode}`,
    });
    expect(await change.getAttribute('class')).toContain('bg-primary');
    await waitForMail(server.dataDir, stuck.owner.email, /Lift breakdown/);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`when the hold dialog shows its preview in the ${theme} theme, then axe finds nothing serious`, async () => {
      await ownerWithBooking('Dana Breaker', marinaDaysFromNow(58), '10:00 AM');
      const page = await availabilityTab(theme);
      await page.getByLabel('Date', { exact: true }).fill(marinaDaysFromNow(58));
      await page.getByRole('button', { name: 'Weather Hold', exact: true }).click();
      const dialog = await visible(page.getByRole('dialog', { name: 'Weather hold' }));
      await visible(dialog.getByTestId('hold-move'));
      expect(await seriousViolations(page, ` weather hold ${theme}`)).toEqual([]);
    });
  }
});
