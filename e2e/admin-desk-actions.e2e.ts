import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '../shared/api/users';
import { registerOwner, XHR } from './support/api';
import {
  adminBook,
  adminSession,
  bookingRows,
  listSettled,
  searchList,
  type SessionState,
} from './support/admin';
import { becomes, expectToast, focused, hidden, useBrowser, visible } from './support/browser';
import { marinaDaysFromNow } from './support/dates';

let day = 240;
const nextDay = () => marinaDaysFromNow((day += 1));

describe('admin desk: changing bookings', () => {
  const { newContext, allowConsoleErrors } = useBrowser();
  let session: SessionState;
  let customer: PublicUser;
  beforeAll(async () => {
    session = await adminSession(newContext);
    customer = (await registerOwner(await newContext())).user;
  });

  /**
   * The admin dashboard. `live: false` is a page that has lost its live stream
   * (docs/product.md#live-events): it keeps showing a booking deleted elsewhere, so the server's
   * refusal is what it meets.
   */
  async function desk(
    options: { live?: boolean } = {},
  ): Promise<{ admin: BrowserContext; page: Page; customer: PublicUser }> {
    const admin = await newContext({ storageState: session });
    const page = await admin.newPage();
    if (options.live === false) {
      allowConsoleErrors(/api\/events|EventSource/);
      await page.route('**/api/events**', (route) => route.abort());
    }
    await page.goto('/admin');
    await visible(page.getByRole('heading', { name: 'Admin Dashboard' }));
    return { admin, page, customer };
  }

  /** Opens the first row's panel; returns its Delete button. */
  async function openPanelDelete(page: Page): Promise<Locator> {
    await bookingRows(page).first().click();
    return visible(page.getByRole('dialog').getByRole('button', { name: /^Delete/ }));
  }

  const checkbox = (page: Page, name: string) =>
    bookingRows(page).first().getByRole('checkbox', { name, exact: true });

  it('when each flag is ticked and unticked, then a toast confirms each change and the last state survives a reload', async () => {
    const { admin, page, customer } = await desk();
    const booking = await adminBook(admin, customer, {
      bookingDate: nextDay(),
      timeSlot: '10:00 AM',
      ownerName: 'Flag Tester',
    });
    await searchList(page, booking.confirmationCode);
    const steps: [string, string][] = [
      ['One-Way', 'Booking marked as one-way'],
      ['One-Way', 'One-way status removed'],
      ['Both Ways', 'Booking marked as both ways'],
      ['Both Ways', 'Both ways status removed'],
      ['Completed', 'Booking marked as completed'],
      ['Completed', 'Booking marked as incomplete'],
      ['Completed', 'Booking marked as completed'],
      ['Both Ways', 'Booking marked as both ways'],
    ];
    for (const [name, message] of steps) {
      await checkbox(page, name).click();
      await expectToast(page, message);
    }
    await page.reload();
    await listSettled(page);
    expect(await checkbox(page, 'Completed').getAttribute('aria-checked')).toBe('true');
    expect(await checkbox(page, 'Both Ways').getAttribute('aria-checked')).toBe('true');
    expect(await checkbox(page, 'One-Way').getAttribute('aria-checked')).toBe('false');

    // Deleted elsewhere: the live stream takes it off this page's list, no reload
    // (docs/product.md#live-events).
    // The list is read once (no polling, no refetch on focus): only the stream can change it.
    await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
    await admin.request.delete(`/api/bookings/${booking.id}`, { headers: XHR });
    await visible(page.getByRole('heading', { name: 'No bookings found' }));
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  it('when a page that lost its live stream changes a booking deleted elsewhere, then the tick rolls back and each refusal says why', async () => {
    const { admin, page, customer } = await desk({ live: false });
    allowConsoleErrors(/status of 404/);
    const flagged = await adminBook(admin, customer, {
      bookingDate: nextDay(),
      timeSlot: '10:00 AM',
      ownerName: 'Stale Tester',
    });
    await searchList(page, flagged.confirmationCode);
    await admin.request.delete(`/api/bookings/${flagged.id}`, { headers: XHR });
    await checkbox(page, 'One-Way').click();
    await expectToast(page, 'Error', 'Failed to update booking status: Booking not found');
    await becomes(
      () => checkbox(page, 'One-Way').getAttribute('aria-checked'),
      'false',
      'the refused One-Way tick',
    );

    const other = await adminBook(admin, customer, {
      bookingDate: nextDay(),
      timeSlot: '12:00 PM',
      ownerName: 'Stale Tester',
    });
    await searchList(page, other.confirmationCode);
    await admin.request.delete(`/api/bookings/${other.id}`, { headers: XHR });
    await (await openPanelDelete(page)).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Booking' }).click();
    await expectToast(page, 'Error', 'Failed to delete booking: Booking not found');
  });

  it('when a booking is deleted after confirming, then it leaves the list; a refused delete says why', async () => {
    const { admin, page, customer } = await desk();
    const booking = await adminBook(admin, customer, {
      bookingDate: nextDay(),
      timeSlot: '12:00 PM',
      ownerName: 'Delete Tester',
    });
    await searchList(page, booking.confirmationCode);
    // Delete is in the booking panel, not on the row.
    expect(
      await bookingRows(page)
        .getByRole('button', { name: /^Delete/ })
        .count(),
    ).toBe(0);
    const remove = await openPanelDelete(page);
    await remove.click();
    const dialog = page.getByRole('alertdialog');
    await visible(dialog.getByText(booking.confirmationCode, { exact: false }));
    await dialog.getByRole('button', { name: 'Keep Booking' }).click();
    await hidden(dialog);
    // Keep Booking gives focus back to Delete.
    await focused(remove);
    expect(await bookingRows(page).count()).toBe(1);

    await remove.click();
    await dialog.getByRole('button', { name: 'Delete Booking' }).click();
    await expectToast(page, 'Booking deleted');
    await visible(page.getByRole('heading', { name: 'No bookings found' }));
    const res = await admin.request.get(`/api/bookings?q=${booking.confirmationCode}`, {
      headers: XHR,
    });
    expect(((await res.json()) as { total: number }).total).toBe(0);
  });

  it('when EXPORT NOW is pressed on a server without Google Sheets, then it says so and the CSV download answers Export Completed; Today opens the crew sheet', async () => {
    const { page } = await desk();
    await visible(page.getByText('as CSV · Google Sheets not set up', { exact: true }));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'EXPORT NOW' }).click();
    const name = (await download).suggestedFilename();
    expect(name).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    await expectToast(page, 'Export Completed');
    expect(await page.getByTestId('toast-viewport').textContent()).toContain(name);

    // The banner's other button: today's crew sheet, in marina time.
    await page.getByRole('link', { name: 'Today', exact: true }).click();
    await page.waitForURL(`**/admin/day/${marinaDaysFromNow(0)}`);
  });

  it('when special requests are long, then the cell cuts them and the full text shows on focus', async () => {
    const { admin, page, customer } = await desk();
    const request = `Please check the zincs, ${'and the prop shaft '.repeat(6)}before launch.`;
    const booking = await adminBook(admin, customer, {
      bookingDate: nextDay(),
      timeSlot: '3:00 PM',
      ownerName: 'Tooltip Tester',
      specialRequests: request,
    });
    await searchList(page, booking.confirmationCode);
    const cell = bookingRows(page).first().getByRole('button', { name: request });
    // Cut to one line: the text is wider than the box that shows it.
    expect(await cell.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await cell.focus();
    await visible(page.getByRole('tooltip').getByText(request));
  });
});
