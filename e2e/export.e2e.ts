import { readFileSync } from 'node:fs';
import type { BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../shared/api/booking-views';
import type { SheetsExportResult } from '../shared/api/export';
import { startFakeGoogle, type FakeGoogle } from '../server/test/fake-google/fake-google';
import { registerOwner } from './support/api';
import { activeTotal, adminBook, adminSession, type SessionState } from './support/admin';
import { seriousViolations } from './support/axe';
import { expectToast, useBrowser, visible } from './support/browser';
import { marinaDaysFromNow } from './support/dates';

/**
 * The export's header row (docs/product.md#export), as the office sees it in the sheet and the CSV.
 */
const HEADER =
  'Confirmation code,Service,Date,Deadline,Source,Destination,Owner,Email,Phone,Username,' +
  'Storage type,VIB,Special requests,One-way,Both ways,Completed,Created at,' +
  'Boat,Length (ft),Beam (ft),Draft (ft),Weight (lb),Insurance';
const SHEETS_CALL = '**/api/export/sheets';

/** Three office bookings for a fresh customer. */
async function seedBookings(admin: BrowserContext, customerContext: BrowserContext) {
  const customer = (await registerOwner(customerContext)).user;
  const bookings: Booking[] = [];
  for (const [i, ownerName] of ['Export Avery', 'Export Blake', 'Export Casey'].entries()) {
    bookings.push(
      await adminBook(admin, customer, {
        bookingDate: marinaDaysFromNow(320 + i),
        timeSlot: '10:00 AM',
        ownerName,
      }),
    );
  }
  return bookings;
}

async function csvText(download: Download): Promise<string> {
  return readFileSync(await download.path(), 'utf8');
}

describe('export: to Google Sheets (a fake Google behind the server)', () => {
  let fake: FakeGoogle;
  const { newContext, allowConsoleErrors } = useBrowser({
    server: async () => {
      fake = await startFakeGoogle();
      return fake.env();
    },
  });
  let session: SessionState;
  let bookings: Booking[];

  beforeAll(async () => {
    session = await adminSession(newContext);
    bookings = await seedBookings(await newContext({ storageState: session }), await newContext());
  });
  afterAll(async () => {
    // Before the server stops (hooks run in reverse): it makes no calls on its way down.
    await fake?.close();
  });

  async function adminPage(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await newContext({ storageState: session });
    // The sheet's address is Google's: answer it here so a test never leaves the machine.
    await context.route('https://docs.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Bookings sheet</title>' }),
    );
    return { context, page: await context.newPage() };
  }

  it('when the admin opens the export screen, then a spinner, then the count and an Open sheet link to the sheet Google holds', async () => {
    const { context, page } = await adminPage();
    // Hold the export until the spinner has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SHEETS_CALL, async (route) => {
      await held;
      await route.continue();
    });
    const answer = page.waitForResponse(SHEETS_CALL);
    await page.goto('/admin/export');
    await visible(page.getByRole('status').getByText('Exporting bookings to Google Sheets'));
    release();
    const result = (await (await answer).json()) as SheetsExportResult;

    const total = await activeTotal(context);
    await visible(page.getByRole('heading', { name: 'Export Successful' }));
    await visible(page.getByText(`${total} bookings exported to Google Sheets`, { exact: true }));
    const link = page.getByRole('link', { name: 'Open sheet' });
    expect(await link.getAttribute('href')).toBe(result.url);
    expect(result.url).toContain(fake.spreadsheetId);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    await visible(page.getByRole('link', { name: 'Download CSV' }));

    // Google holds the header and one row per active booking, ours among them.
    const rows = fake.rows();
    expect(rows[0]?.join(',')).toBe(HEADER);
    expect(rows).toHaveLength(total + 1);
    const codes = rows.map((row) => row[0]);
    expect(codes).toEqual(expect.arrayContaining(bookings.map((b) => b.confirmationCode)));

    expect(await seriousViolations(page, ' (export succeeded)')).toEqual([]);
    await page.getByRole('link', { name: 'Return to dashboard' }).click();
    await visible(page.getByRole('heading', { name: 'Admin Dashboard' }));
  });

  it('when EXPORT NOW is pressed, then a toast announces the count and the sheet opens in a new tab', async () => {
    const { context, page } = await adminPage();
    await page.goto('/admin');
    const button = page.getByRole('button', { name: 'EXPORT NOW' });
    await visible(page.getByText('to Google Sheets', { exact: true }));
    expect(await button.getAttribute('aria-describedby')).toBeTruthy();

    const answer = page.waitForResponse(SHEETS_CALL);
    const popup = context.waitForEvent('page');
    await button.click();
    const result = (await (await answer).json()) as SheetsExportResult;
    const total = await activeTotal(context);
    await expectToast(page, 'Export Successful', `${total} bookings exported to Google Sheets`);
    const sheet = await popup;
    await sheet.waitForURL(result.url);
    expect(sheet.url()).toBe(result.url);
    // Exporting again replaced the sheet's rows instead of adding a second copy.
    expect(fake.rows()).toHaveLength(total + 1);
  });

  // Last on this server: the fake keeps refusing for its remaining failures.
  it('when Google refuses the service account, then Export Failed names the status and the account to share the sheet with', async () => {
    fake.failNext(403, 10);
    allowConsoleErrors(/status of 502/);
    const { page } = await adminPage();
    await page.goto('/admin/export');
    const alert = page.getByRole('alert').filter({ hasText: 'Export Failed' });
    await visible(alert.getByRole('heading', { name: 'Export Failed' }));
    const text = (await alert.getByText(/^Error: /).textContent()) ?? '';
    expect(text).toMatch(/^Error: 502 Bad Gateway: /);
    expect(text).toContain(fake.account.clientEmail);
    await visible(page.getByRole('link', { name: 'Download CSV' }));
    expect(await page.getByRole('link', { name: 'Open sheet' }).count()).toBe(0);
    expect(await seriousViolations(page, ' (export failed)')).toEqual([]);
  });
});

describe('export: without Google Sheets settings', () => {
  const { newContext } = useBrowser();
  let session: SessionState;
  let bookings: Booking[];
  beforeAll(async () => {
    session = await adminSession(newContext);
    bookings = await seedBookings(await newContext({ storageState: session }), await newContext());
  });

  it('when the admin opens /export-data, then it says Google Sheets is not set up, asks no export, and Download CSV saves a dated CSV with a BOM', async () => {
    const { page } = await newPageAsAdmin();
    const exportCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/export/sheets')) exportCalls.push(request.url());
    });
    await page.goto('/export-data');
    await visible(page.getByRole('heading', { name: 'Google Sheets is not set up' }));
    await visible(page.getByText(/GOOGLE_SHEETS_SPREADSHEET_ID/));
    expect(exportCalls).toEqual([]);
    expect(await seriousViolations(page, ' (export not set up)')).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`bookings-${marinaDaysFromNow(0)}.csv`);
    const csv = await csvText(file);
    expect(csv.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    expect(csv).toContain(bookings[0]!.confirmationCode);
  });

  it('when EXPORT NOW is pressed, then the bookings download as CSV and Export Completed names the file', async () => {
    const { page } = await newPageAsAdmin();
    await page.goto('/admin');
    await visible(page.getByText('as CSV · Google Sheets not set up', { exact: true }));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'EXPORT NOW' }).click();
    const file = await download;
    const name = `bookings-${marinaDaysFromNow(0)}.csv`;
    expect(file.suggestedFilename()).toBe(name);
    await expectToast(page, 'Export Completed');
    expect(await page.getByTestId('toast-viewport').textContent()).toContain(name);
    const csv = await csvText(file);
    expect(csv.startsWith(`\uFEFF${HEADER}`)).toBe(true);
    for (const booking of bookings) expect(csv).toContain(booking.confirmationCode);
  });

  async function newPageAsAdmin() {
    const context = await newContext({ storageState: session });
    return { context, page: await context.newPage() };
  }
});
