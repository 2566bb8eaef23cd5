import { beforeAll, describe, expect, it } from 'vitest';
import { bookViaApi, type TestOwner } from './support/api';
import {
  activeTotal,
  adminAndOwnerSessions,
  adminBook,
  bookingRows,
  searchList,
  sidewaysOverflow,
  type SessionState,
} from './support/admin';
import { seriousViolations } from './support/axe';
import { becomes, expectToast, hidden, useBrowser, visible } from './support/browser';
import { marinaDaysFromNow } from './support/dates';
import { presetTheme } from './support/theme';

describe('admin desk: the booking panel, looks and clearing', () => {
  const { newContext } = useBrowser();
  let session: SessionState;
  let owner: TestOwner;
  let ownerSession: SessionState;
  beforeAll(async () => {
    ({ session, owner, ownerSession } = await adminAndOwnerSessions(newContext, 'Rowan Bilge'));
  });

  it("when a row's details open, then the panel shows the booking, the owner's profile and its history as it grows", async () => {
    const ownerContext = await newContext({ storageState: ownerSession });
    const booking = await bookViaApi(ownerContext, {
      bookingDate: marinaDaysFromNow(260),
      timeSlot: '3:00 PM',
    });
    const admin = await newContext({ storageState: session });
    const page = await admin.newPage();
    await page.goto('/admin');
    await searchList(page, booking.confirmationCode);

    // Keyboard: the code badge is the way in.
    await bookingRows(page)
      .first()
      .getByRole('button', { name: `${booking.confirmationCode} details` })
      .focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog');
    await visible(panel.getByRole('heading', { name: 'Haul Out · Rowan Bilge' }));
    await visible(panel.getByText('My Wet Slip', { exact: true }));
    await visible(panel.getByRole('heading', { name: 'Owner profile' }));
    await visible(panel.getByText('Wet Slip', { exact: true }));
    const history = panel.getByTestId('booking-history');
    await visible(history.getByText('Booked', { exact: true }));
    await visible(history.getByText(new RegExp(`Rowan Bilge \\(${owner.email}\\)`)));

    await panel.getByRole('checkbox', { name: 'Completed', exact: true }).click();
    await expectToast(page, 'Booking marked as completed');
    await visible(history.getByText('Booking marked as completed', { exact: true }));
    expect(await history.getByRole('listitem').count()).toBe(2);
    // The row behind the panel shows the same tick. (Escape would close the toast first.)
    await panel.getByRole('button', { name: 'Close' }).click();
    await hidden(panel);
    await becomes(
      () =>
        bookingRows(page)
          .first()
          .getByRole('checkbox', { name: 'Completed' })
          .getAttribute('aria-checked'),
      'true',
      "the row's Completed tick",
    );

    // Delete from the panel closes it and the row goes.
    await bookingRows(page).first().click();
    await panel.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Booking' }).click();
    await hidden(panel);
    await visible(page.getByRole('heading', { name: 'No bookings found' }));
  });

  it('when the list and the panel are checked in both themes, then axe finds nothing serious and a 390 px phone gets cards without sideways scrolling', async () => {
    const seed = await newContext({ storageState: session });
    for (const [index, timeSlot] of (['10:00 AM', '12:00 PM'] as const).entries()) {
      await adminBook(seed, owner.user, {
        bookingDate: marinaDaysFromNow(270 + index),
        timeSlot,
        ownerName: 'Axel Hull',
        serviceType: index === 0 ? 'haul-out' : 'launch',
        specialRequests: 'Mast down, please',
      });
    }
    const problems: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      const context = await newContext({ storageState: session });
      await presetTheme(context, theme);
      const page = await context.newPage();
      await page.goto('/admin?q=Axel%20Hull');
      await visible(bookingRows(page));
      problems.push(...(await seriousViolations(page, ` ${theme} list`)));
      await bookingRows(page).first().click();
      await visible(page.getByTestId('booking-history').getByRole('listitem'));
      problems.push(...(await seriousViolations(page, ` ${theme} panel`)));

      await page.setViewportSize({ width: 390, height: 844 });
      // The list behind the panel turns into cards once the phone width is seen.
      await page.waitForFunction(() => !document.querySelector('table'));
      if ((await sidewaysOverflow(page)) > 0) problems.push(`${theme} panel scrolls sideways`);
      await page.keyboard.press('Escape');
      await visible(bookingRows(page).getByRole('button', { name: 'Details' }));
      expect(await page.locator('table').count()).toBe(0);
      if ((await sidewaysOverflow(page)) > 0) problems.push(`${theme} cards scroll sideways`);
      problems.push(...(await seriousViolations(page, ` ${theme} phone list`)));
    }
    expect(problems).toEqual([]);
  });

  it('when the admin types the count in the danger zone and clears, then the empty list follows', async () => {
    const admin = await newContext({ storageState: session });
    await adminBook(admin, owner.user, {
      bookingDate: marinaDaysFromNow(280),
      timeSlot: '10:00 AM',
      ownerName: 'Clear Tester',
    });
    const total = await activeTotal(admin);
    expect(total).toBeGreaterThan(0);
    const page = await admin.newPage();
    await page.goto('/admin');
    await visible(bookingRows(page));
    // The danger zone sits under the list, not in the toolbar.
    const zone = page.getByRole('form', { name: 'Clear all bookings' });
    const listBottom = (await page.getByTestId('bookings-list').boundingBox())!;
    expect((await zone.boundingBox())!.y).toBeGreaterThan(listBottom.y + listBottom.height);
    const count = total.toLocaleString('en-US');
    await zone.getByLabel(`Type ${count} to confirm`).fill(String(total));
    await zone.getByRole('button', { name: 'Clear All Bookings' }).click();
    await visible(page.getByRole('heading', { name: 'No bookings found' }));
    await visible(page.getByText('There are no bookings scheduled yet'));
    expect(await activeTotal(admin)).toBe(0);
  });
});
