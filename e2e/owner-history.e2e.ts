import { describe, expect, it } from 'vitest';
import { registerOwner, XHR } from './support/api';
import { adminBook, adminSession } from './support/admin';
import { seriousViolations } from './support/axe';
import { becomes, expectToast, hidden, useBrowser, visible } from './support/browser';
import { formatDay, marinaDaysFromNow } from './support/dates';

describe('the owner side: status and history on /my-bookings, signed-out schedule and menu', () => {
  const { newContext, newPage } = useBrowser();

  it('when the office completes one booking and deletes another, then /my-bookings keeps only upcoming ones in front and History tells what became of the rest', async () => {
    const admin = await newContext({ storageState: await adminSession(newContext) });
    const { context, page } = await newPage();
    const owner = await registerOwner(context, { fullName: 'Robin Hull' });
    const seed = (days: number) =>
      adminBook(admin, owner.user, {
        bookingDate: marinaDaysFromNow(days),
        timeSlot: '10:00 AM',
        ownerName: 'Robin Hull',
      });
    const upcoming = await seed(10);
    const completed = await seed(11);
    const deleted = await seed(12);
    const mine = await seed(13);
    const patched = await admin.request.patch(`/api/bookings/${completed.id}/completed`, {
      headers: XHR,
      data: { completed: true },
    });
    expect(patched.ok()).toBe(true);
    expect((await admin.request.delete(`/api/bookings/${deleted.id}`, { headers: XHR })).ok()).toBe(
      true,
    );
    const today = formatDay(marinaDaysFromNow(0), 'MMMM d, yyyy');

    await page.goto('/my-bookings');
    await visible(page.getByRole('heading', { name: 'My Haul/Launches Scheduled' }));
    const cardOf = (code: string) => page.getByTestId('booking-card').filter({ hasText: code });
    await visible(cardOf(upcoming.confirmationCode));
    await visible(cardOf(mine.confirmationCode).getByRole('button', { name: 'Cancel Service' }));

    // History starts folded: its cards are not on the page until the button opens it.
    const toggle = page.getByRole('button', { name: 'History (2)' });
    await visible(toggle);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await hidden(cardOf(completed.confirmationCode));
    await toggle.click();
    await becomes(() => toggle.getAttribute('aria-expanded'), 'true', "History's aria-expanded");

    const completedCard = await visible(cardOf(completed.confirmationCode));
    // The office's Completed is the crew's Done (docs/product.md#service-status): the owner reads
    // Done.
    await visible(completedCard.getByText('Done', { exact: true }));
    expect(await completedCard.getByRole('button', { name: 'Cancel Service' }).count()).toBe(0);
    const deletedCard = await visible(cardOf(deleted.confirmationCode));
    await visible(deletedCard.getByText(`Cancelled by the office on ${today}`));
    expect(await deletedCard.getByRole('button').count()).toBe(0);

    expect(await seriousViolations(page, 'history open')).toEqual([]);

    // The owner cancels one: it moves from the front into History, marked as theirs.
    await cardOf(mine.confirmationCode).getByRole('button', { name: 'Cancel Service' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await confirm.getByRole('button', { name: 'Yes, Cancel Service' }).click();
    await expectToast(page, 'Service canceled', 'Your service has been canceled successfully.');
    await visible(page.getByRole('button', { name: 'History (3)' }));
    await visible(cardOf(mine.confirmationCode).getByText(`Cancelled by you on ${today}`));
    expect(
      await cardOf(mine.confirmationCode).getByRole('button', { name: 'Cancel Service' }).count(),
    ).toBe(0);

    // The search covers both lists.
    const search = page.getByPlaceholder('Search by confirmation code or name...');
    await search.fill(deleted.confirmationCode.toLowerCase());
    await visible(page.getByText('No services found'));
    await visible(page.getByRole('button', { name: 'History (1)' }));
    await visible(cardOf(deleted.confirmationCode));
    await hidden(cardOf(completed.confirmationCode));
    await search.fill(upcoming.confirmationCode);
    await visible(cardOf(upcoming.confirmationCode));
    await visible(page.getByRole('button', { name: 'History (0)' }));
  });

  it('when signed out on /schedule, then the booking details show disabled with Sign In to Book where the submit button would be', async () => {
    const { page } = await newPage();
    await page.goto('/schedule');
    await visible(page.getByRole('heading', { name: 'Haul Out Details' }));
    const from = page.getByRole('combobox', { name: 'From where' });
    const to = page.getByRole('combobox', { name: 'To where' });
    const requests = page.getByLabel('Special Requests');
    await visible(requests);
    expect(await from.isDisabled()).toBe(true);
    expect(await to.isDisabled()).toBe(true);
    expect(await requests.isDisabled()).toBe(true);
    expect(await requests.getAttribute('placeholder')).toBe('Any special instructions or requests');
    await visible(page.getByText('You must sign in to schedule services'));
    const signIn = await visible(page.getByRole('link', { name: 'Sign In to Book' }));
    expect(await signIn.getAttribute('href')).toBe('/auth');
    expect(await page.getByRole('button', { name: 'CONFIRM SERVICE' }).count()).toBe(0);
    await page.getByRole('radio', { name: /Launch/ }).click();
    await visible(page.getByRole('heading', { name: 'Launch Details' }));
    expect(await page.getByLabel('Special Requests').isDisabled()).toBe(true);
  });

  it('when signed out on a phone, then the header menu opens with what a visitor can reach', async () => {
    const { page } = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/schedule');
    await visible(page.getByRole('heading', { name: 'Schedule Haul or Launch' }));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = await visible(page.getByRole('dialog', { name: 'Menu' }));
    for (const name of ['Schedule', 'Sign In', 'Create Account']) {
      await visible(menu.getByRole('link', { name, exact: true }));
    }
    await menu.getByRole('link', { name: 'Create Account', exact: true }).click();
    await page.waitForURL('**/register');
    await hidden(menu);
    await visible(page.getByRole('tab', { name: 'Register', selected: true }));
  });
});
