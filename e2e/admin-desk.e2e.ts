import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../shared/api/booking-views';
import { TIME_SLOTS } from '../shared/constants';
import { registerOwner } from './support/api';
import {
  adminBook,
  adminSession,
  bookingRows,
  listSettled,
  searchList,
  sidewaysOverflow,
  smallTargets,
  type SessionState,
} from './support/admin';
import { hidden, useBrowser, visible } from './support/browser';
import { marinaDaysFromNow } from './support/dates';

/** A word only these owners carry, so search isolates them from the file's other bookings. */
const TAG = `Skiff${Date.now().toString(36)}`;

describe('admin desk: finding bookings', () => {
  const { newContext, allowConsoleErrors } = useBrowser();
  let session: SessionState;
  beforeAll(async () => {
    session = await adminSession(newContext);
  });

  it('when the list is loading or the server refuses it, then five skeleton rows and then the list says so', async () => {
    const admin = await newContext({ storageState: session });
    const page = await admin.newPage();
    // Hold the first list request (the real server answers it afterwards) to see the skeleton.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/bookings?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin');
    const skeleton = page.getByLabel('Loading bookings');
    await visible(skeleton);
    expect(await skeleton.locator('> *').count()).toBe(5);
    release();
    await hidden(skeleton);
    await page.unroute('**/api/bookings?*');

    // A search longer than the server takes is refused with a 400.
    allowConsoleErrors(/status of 400/);
    await page.getByLabel('Search bookings').fill('x'.repeat(101));
    await visible(page.getByRole('alert').getByText('Error loading bookings. Please try again.'));
  });

  it('when the office searches, filters, sorts and pages, then the list follows, says how many, and the URL keeps it', async () => {
    const admin = await newContext({ storageState: session });
    const { user: customer } = await registerOwner(await newContext());
    // 57 haul-outs and 3 launches under 60 owner names, taken by the office for one customer,
    // each on a deadline of its own, so they can be sent at once.
    const seeded: Booking[] = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        adminBook(admin, customer, {
          bookingDate: marinaDaysFromNow(200 + Math.floor(i / 3)),
          timeSlot: TIME_SLOTS[i % 3]!,
          ownerName: `${TAG} Owner ${String(60 - i).padStart(2, '0')}`,
          serviceType: i % 20 === 7 ? 'launch' : 'haul-out',
        }),
      ),
    );

    // Signing in on the auth page is access-and-pages.e2e.ts's; here the desk opens signed in.
    const page = await admin.newPage();
    await page.goto('/admin');
    await visible(page.getByRole('tab', { name: 'Bookings', selected: true }));

    // 60 matches: the first 50, the total, and the next page; never a silent cut.
    await searchList(page, TAG);
    await visible(page.getByText('1-50 of 60', { exact: true }));
    expect(await bookingRows(page).count()).toBe(50);
    await page.getByRole('button', { name: 'Next' }).click();
    await listSettled(page);
    await visible(page.getByText('51-60 of 60', { exact: true }));
    expect(await bookingRows(page).count()).toBe(10);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    // Upcoming order is by date then deadline: the last page ends with the last seeded booking.
    expect(await bookingRows(page).last().textContent()).toContain(seeded[59]!.confirmationCode);

    // Launch only.
    await page.getByLabel('Service type').click();
    await page.getByRole('option', { name: 'Launch', exact: true }).click();
    await listSettled(page);
    await visible(page.getByText('1-3 of 3', { exact: true }));
    for (const row of await bookingRows(page).all()) {
      expect(await row.textContent()).toContain('Launch');
      expect(await row.textContent()).not.toContain('Haul Out');
    }
    expect(new URL(page.url()).searchParams.get('type')).toBe('launch');

    // Sort by owner: the header's aria-sort and the order change together.
    const ownerHeader = page.getByRole('columnheader', { name: /Owner/ });
    expect(await ownerHeader.getAttribute('aria-sort')).toBe('none');
    await ownerHeader.getByRole('button').click();
    await listSettled(page);
    expect(await ownerHeader.getAttribute('aria-sort')).toBe('ascending');
    const ascending = await ownerNames(page);
    expect(ascending).toEqual([...ascending].sort());
    await ownerHeader.getByRole('button').click();
    await listSettled(page);
    expect(await ownerHeader.getAttribute('aria-sort')).toBe('descending');
    expect(await ownerNames(page)).toEqual([...ascending].reverse());

    // Reload keeps search, filter and order; Back undoes the last order change.
    await page.reload();
    await listSettled(page);
    expect(await page.getByLabel('Search bookings').inputValue()).toBe(TAG);
    expect(await ownerHeader.getAttribute('aria-sort')).toBe('descending');
    expect(await ownerNames(page)).toEqual([...ascending].reverse());
    await page.goBack();
    await listSettled(page);
    expect(await ownerHeader.getAttribute('aria-sort')).toBe('ascending');

    // By confirmation code, and by owner name, from the whole list.
    await page.getByLabel('Service type').click();
    await page.getByRole('option', { name: 'All Service Types' }).click();
    const wanted = seeded[41]!;
    await searchList(page, wanted.confirmationCode.toLowerCase());
    expect(await bookingRows(page).count()).toBe(1);
    expect(await bookingRows(page).first().textContent()).toContain(wanted.ownerName);
    await searchList(page, wanted.ownerName);
    expect(await bookingRows(page).count()).toBe(1);
    expect(await bookingRows(page).first().textContent()).toContain(wanted.confirmationCode);

    // Nothing matches: the filtering hint.
    await searchList(page, `${TAG}-nobody`);
    await visible(page.getByRole('heading', { name: 'No bookings found' }));
    await visible(page.getByText('Try adjusting your search or filters'));

    // The past holds none of these future bookings, newest first by default.
    await searchList(page, TAG);
    await page.getByRole('button', { name: 'Past' }).click();
    await listSettled(page);
    await visible(page.getByRole('heading', { name: 'No bookings found' }));
    expect(new URL(page.url()).searchParams.get('range')).toBe('past');
  });
});

describe('admin desk: fitting the screen', () => {
  const { newContext } = useBrowser();

  it('when the list is seen at 1024, 1280 and 1440 px, then nothing scrolls sideways, every flag shows and rows are short; at 390 px every control is 44 px', async () => {
    const session = await adminSession(newContext);
    const admin = await newContext({ storageState: session });
    const { user: customer } = await registerOwner(await newContext());
    const long = `${TAG}fit Alexandra Wetherington-Smythe of the Northern Harbour Yacht Club`;
    for (const [i, timeSlot] of TIME_SLOTS.entries()) {
      await adminBook(admin, customer, {
        bookingDate: marinaDaysFromNow(300),
        timeSlot,
        ownerName: i === 0 ? long : `${TAG}fit Owner ${i}`,
        specialRequests: 'Mast stepped; please use the long slings and check the zincs.',
      });
    }
    const page = await admin.newPage();
    await page.goto(`/admin?q=${encodeURIComponent(`${TAG}fit`)}`);
    await listSettled(page);
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      // Cards below 1100 px, the table from there.
      await page.waitForFunction(
        (wide) => !!document.querySelector('table') === wide,
        width >= 1100,
      );
      expect(await sidewaysOverflow(page), `page at ${width}`).toBe(0);
      const list = page.getByTestId('bookings-list');
      expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth), `list at ${width}`).toBe(
        0,
      );
      const flags = bookingRows(page).first().getByRole('checkbox');
      expect(await flags.count()).toBe(3);
      for (const flag of await flags.all()) {
        const box = (await flag.boundingBox())!;
        expect(box.x + box.width, `flag at ${width}`).toBeLessThanOrEqual(width);
      }
      if (width >= 1100) {
        const heights = await bookingRows(page).evaluateAll((rows) =>
          rows.map((row) => row.getBoundingClientRect().height),
        );
        expect(Math.max(...heights), `row height at ${width}`).toBeLessThanOrEqual(90);
        // The long name is cut on one line, not broken over several.
        const name = page.getByTestId('owner-name').filter({ hasText: long });
        expect(await name.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThan(24);
      }
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(() => !document.querySelector('table'));
    expect(await smallTargets(page, '[data-testid="bookings-toolbar"]')).toEqual([]);
    expect(await smallTargets(page, '[data-testid="bookings-list"]')).toEqual([]);
    await bookingRows(page).first().getByRole('button', { name: 'Details', exact: true }).click();
    await visible(page.getByTestId('booking-history').getByRole('listitem'));
    expect(await smallTargets(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Calendar' }).click();
    await visible(page.getByRole('button', { name: 'Day', pressed: true }));
    expect(await smallTargets(page, '[data-testid="bookings-calendar"]')).toEqual([]);
  });
});

async function ownerNames(page: Page): Promise<string[]> {
  return page.locator('[data-testid="booking-row"] [data-testid="owner-name"]').allTextContents();
}
