import { describe, expect, it } from 'vitest';
import { waitFor } from '@shared/test/wait-for';
import { registerOwner, bookViaApi, XHR } from './support/api';
import { signInAdmin } from './support/admin';
import { expectToast, hidden, useBrowser, visible } from './support/browser';
import { formatDay, marinaDaysFromNow, pickDate } from './support/dates';
import { waitForMail } from './support/outbox';

describe('waitlist on a full deadline', () => {
  const { newPage, newContext, server } = useBrowser();

  it('when an owner joins the waitlist of a full deadline and the holder cancels, then the booking shows on /my-bookings and the mail says they came off the waitlist', async () => {
    const date = marinaDaysFromNow(19);
    const admin = await newContext();
    await signInAdmin(admin);
    const full = await admin.request.put('/api/admin/slot-overrides', {
      headers: XHR,
      data: { date, timeSlot: '3:00 PM', capacity: 1 },
    });
    expect(full.status()).toBe(200);
    const holder = await newContext();
    await registerOwner(holder, { fullName: 'Avery Holder' });
    const held = await bookViaApi(holder, { bookingDate: date, timeSlot: '3:00 PM' });

    const { context, page } = await newPage();
    const waiting = await registerOwner(context, { fullName: 'Blake Waiting' });
    await page.goto('/schedule');
    await pickDate(page, date);
    const deadline = await visible(page.getByRole('button', { name: /^3:00 PM/ }));
    expect(await deadline.textContent()).toContain('Full: join waitlist');
    await deadline.click();
    // Counted once the form has answered the click, not before it may have.
    await visible(page.getByRole('button', { name: 'Join waitlist', exact: true }));
    expect(await page.getByRole('button', { name: 'CONFIRM SERVICE' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Join waitlist', exact: true }).click();
    const longDay = formatDay(date, 'EEEE, MMMM d');
    await expectToast(
      page,
      "You're on the waitlist",
      `You are number 1 in line for the haul out on ${longDay} at 3:00 PM. If a place opens, it is booked for you and we will email you.`,
    );

    // Not only a toast: the form says where the owner stands, with a way to the list.
    const place = await visible(page.getByTestId('waitlist-place'));
    expect(await place.textContent()).toContain("You're number 1 in line");
    await waitFor(
      async () => (await deadline.textContent())?.includes("You're number 1 in line"),
      "the 3:00 PM deadline to show the owner's place in line",
    );
    await place.getByRole('link', { name: 'My Services' }).click();
    const entry = await visible(page.getByTestId('waitlist-card'));
    expect(await entry.textContent()).toContain('Next in line');
    expect(await entry.textContent()).toContain(formatDay(date, 'EEEE, MMMM d, yyyy'));

    const cancelled = await holder.request.delete(`/api/bookings/${held.id}`, { headers: XHR });
    expect(cancelled.status()).toBe(200);
    // The waitlist is read apart from the bookings: counted once its answer is in.
    const waitlistRead = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/waitlist' && res.ok(),
    );
    await page.reload();
    const card = await visible(page.getByTestId('booking-card'));
    expect(await card.textContent()).toContain('Deadline: 3:00 PM');
    expect(((await (await waitlistRead).json()) as { entries: unknown[] }).entries).toEqual([]);
    await hidden(page.getByTestId('waitlist-card'));

    const text = await waitForMail(server.dataDir, waiting.email, /next on the waitlist/);
    expect(text).toContain('your booking is confirmed');
  });
});
