import { describe, expect, it } from 'vitest';
import { bookViaApi, registerOwner } from './support/api';
import { seriousViolations } from './support/axe';
import { expectToast, useBrowser, visible } from './support/browser';
import { formatDay, marinaDaysFromNow, pickDate } from './support/dates';
import { waitForMail } from './support/outbox';

describe('reschedule from /my-bookings (issue 15 item 2)', () => {
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
});
