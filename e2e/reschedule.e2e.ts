import { describe, expect, it } from 'vitest';
import { bookViaApi, registerOwner } from './support/api';
import { seriousViolations } from './support/axe';
import { smallTargets } from './support/admin';
import { expectToast, focused, useBrowser, visible } from './support/browser';
import { formatDay, marinaDaysFromNow, pickDate } from './support/dates';
import { waitForMail } from './support/outbox';

describe('reschedule from /my-bookings', () => {
  const { newPage, server } = useBrowser();

  it('when an owner changes the date of a booking, then the card shows the new date and deadline, a toast says so and the mail says Booking changed', async () => {
    const { context, page } = await newPage();
    const owner = await registerOwner(context, { fullName: 'Avery Keel' });
    const from = marinaDaysFromNow(13);
    const to = marinaDaysFromNow(16);
    const booking = await bookViaApi(context, { bookingDate: from, timeSlot: '10:00 AM' });
    const card = page.getByTestId('booking-card').filter({ hasText: booking.confirmationCode });

    await page.goto('/my-bookings');
    await (await visible(card.getByRole('button', { name: /^Change date/ }))).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Change date' }));
    // The current deadline is marked and cannot be chosen again; nothing to move yet.
    const current = await visible(dialog.getByRole('button', { name: /^10:00 AM/ }));
    expect(await current.textContent()).toContain('Booked now');
    expect(await current.isDisabled()).toBe(true);
    const move = dialog.getByRole('button', { name: 'Move booking' });
    expect(await move.isDisabled()).toBe(true);
    expect(await seriousViolations(page, 'change date dialog')).toEqual([]);

    await pickDate(page, to);
    await dialog.getByRole('button', { name: /^3:00 PM/ }).click();
    await visible(dialog.getByText(`New time: ${formatDay(to, 'EEEE, MMMM d, yyyy')} at 3:00 PM`));
    await move.click();

    const longTo = formatDay(to, 'EEEE, MMMM d, yyyy');
    await expectToast(
      page,
      'Booking changed',
      `${booking.confirmationCode} is now on ${longTo} at 3:00 PM.`,
    );
    await page.getByRole('dialog', { name: 'Change date' }).waitFor({ state: 'hidden' });
    await visible(card.getByText(longTo));
    await visible(card.getByText('Deadline: 3:00 PM'));

    const text = await waitForMail(server.dataDir, owner.email, /has been changed as you asked/);
    expect(text).toContain(`now on ${longTo}, deadline 3:00 PM`);
    expect(text).toContain(`It was on ${formatDay(from, 'EEEE, MMMM d, yyyy')}, deadline 10:00 AM`);
    expect(text).toContain(booking.confirmationCode);
  });

  it('when an owner on a phone picks a date in Change date, then its deadlines show above the footer, Escape returns focus and every target is thumb-sized', async () => {
    const { context, page } = await newPage({ viewport: { width: 390, height: 844 } });
    await registerOwner(context, { fullName: 'Robin Cleat' });
    const booking = await bookViaApi(context, {
      bookingDate: marinaDaysFromNow(13),
      timeSlot: '10:00 AM',
    });
    await page.goto('/my-bookings');
    const change = await visible(
      page.getByRole('button', { name: `Change date of ${booking.confirmationCode}` }),
    );
    expect(await smallTargets(page, 'main')).toEqual([]);

    await change.click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Change date' }));
    expect(await smallTargets(page, '[role="dialog"]')).toEqual([]);
    await page.locator(`button[data-date="${marinaDaysFromNow(14)}"]`).click();
    const late = dialog.getByRole('button', { name: /^3:00 PM/ });
    // Nothing is drawn over the deadline: the point at its centre is the button itself.
    await page.waitForFunction(() => {
      const button = [...document.querySelectorAll('[role="dialog"] button')].find((element) =>
        element.textContent?.startsWith('3:00 PM'),
      );
      const box = button?.getBoundingClientRect();
      if (!button || !box) return false;
      const top = document.elementFromPoint(box.x + box.width / 2, box.bottom - 4);
      return top !== null && button.contains(top);
    });
    await late.click();

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Radix hands focus back as the dialog unmounts, a moment after it is hidden.
    await focused(page.locator(`[aria-label="Change date of ${booking.confirmationCode}"]`));

    await page.goto('/schedule');
    await visible(page.getByRole('button', { name: /^10:00 AM/ }));
    // Left out: the radio inputs (their whole card is the target) and the selects' hidden
    // native mirrors (1 x 1, for autofill).
    const small = await smallTargets(page, 'main');
    expect(small.filter((target) => !/^: 20 x 20$| 1 x 1$/.test(target))).toEqual([]);
  });
});
