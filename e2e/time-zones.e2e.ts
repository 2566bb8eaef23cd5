import { describe, expect, it } from 'vitest';
import { bookViaApi, registerOwner, signIn } from './support/api';
import { useBrowser, visible } from './support/browser';
import { formatDay, marinaDaysFromNow } from './support/dates';

/** docs/product.md#time: a service date reads the same in every browser zone, UTC-11 to UTC+14. */
describe('marina time in any browser zone', () => {
  const { newPage } = useBrowser();

  it('when the same booking is viewed from Kiritimati and Pago Pago, then both show the same day and the marina tomorrow', async () => {
    const east = await newPage({ timezoneId: 'Pacific/Kiritimati' });
    const owner = await registerOwner(east.context, { fullName: 'Tess Zone' });
    const bookingDate = marinaDaysFromNow(6);
    const booking = await bookViaApi(east.context, { bookingDate, timeSlot: '12:00 PM' });
    expect(booking.bookingDate).toBe(bookingDate);

    const west = await newPage({ timezoneId: 'Pacific/Pago_Pago' });
    await signIn(west.context, owner.email, owner.password);

    const expectedDay = formatDay(bookingDate, 'EEEE, MMMM d, yyyy');
    const tomorrowTitle = `Deadlines for ${formatDay(marinaDaysFromNow(1), 'EEEE, MMMM d')}`;
    for (const { page } of [east, west]) {
      await page.goto('/my-bookings');
      const card = await visible(page.getByTestId('booking-card'));
      const text = (await card.textContent()) ?? '';
      expect(text).toContain(booking.confirmationCode);
      expect(text).toContain(expectedDay);

      await page.goto('/schedule');
      await visible(page.getByRole('heading', { name: tomorrowTitle }));
      await visible(page.getByText('Times are in marina time (America/New_York).'));
    }
  });
});
