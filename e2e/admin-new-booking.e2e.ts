import { beforeAll, describe, expect, it } from 'vitest';
import { registerOwner, signIn } from './support/api';
import {
  adminBook,
  adminSession,
  bookingRows,
  searchList,
  sidewaysOverflow,
  type SessionState,
} from './support/admin';
import { seriousViolations } from './support/axe';
import { becomes, expectToast, hidden, useBrowser, visible } from './support/browser';
import { formatDay, marinaDaysFromNow, pickDate } from './support/dates';
import {
  chooseSlot,
  makeAdmin,
  openNewBooking,
  overrideSlot,
  pickCustomer,
  pickOfficeDate,
  slotField,
  slotFieldText,
  slotOptions,
} from './support/new-booking';
import { presetTheme } from './support/theme';

/** A word only this run's customers carry, so the picker and the list find them alone. */
const TAG = `Keel${Date.now().toString(36)}`;

describe('admin New Booking tab', () => {
  const { newContext, newPage, allowConsoleErrors } = useBrowser();
  let session: SessionState;
  beforeAll(async () => {
    session = await adminSession(newContext);
  });

  it('when the office books a customer for today, then the dialog sums it up and the Bookings list has it', async () => {
    const customer = await registerOwner(await newContext(), { fullName: `Anna de ${TAG}` });
    const admin = await newContext({ storageState: session });
    const page = await admin.newPage();
    await openNewBooking(page);
    const tabs = await page.getByRole('tab').allTextContents();
    expect(tabs.slice(0, 3)).toEqual(['Bookings', 'New Booking', 'Users']);
    // Before a customer: the form's placeholders (docs/product.md#new-booking-tab).
    for (const name of ['Source', 'Destination'])
      expect(await page.getByRole('combobox', { name }).textContent()).toContain(
        'Select a customer first',
      );

    await pickCustomer(page, TAG);
    // Filled from the profile (split at the last space), all editable.
    expect(await page.getByLabel('First Name').inputValue()).toBe('Anna de');
    expect(await page.getByLabel('Last Name').inputValue()).toBe(TAG);
    expect(await page.getByLabel('Email').inputValue()).toBe(customer.email);
    expect(await page.getByLabel('Phone').inputValue()).toBe('555-0100');
    expect(await page.getByRole('combobox', { name: 'Source' }).textContent()).toContain(
      'My Wet Slip',
    );
    // A slip customer's sources: the schedule table plus where a slip boat may start from
    // (docs/product.md#locations).
    await page.getByRole('combobox', { name: 'Source' }).click();
    await visible(page.getByRole('option'));
    expect(await page.getByRole('option').allTextContents()).toEqual([
      'My Wet Slip',
      'Wash Pad',
      'Parking Lot',
      'Transient Slip',
    ]);
    await page.getByRole('option', { name: 'Transient Slip' }).click();
    await page.getByLabel('Phone').fill('555-0199');

    // Today, inside 24 hours: the office's deadlines carry no notice rule.
    const today = marinaDaysFromNow(0);
    await pickOfficeDate(page, today);
    const open = (await slotOptions(page)).filter((option) => !option.disabled);
    expect(open.length).toBeGreaterThan(0);
    const slot = open[0]!.text.split(' (')[0]!;
    await chooseSlot(page, slot as '10:00 AM');
    await page.getByRole('button', { name: 'Create Booking' }).click();

    const dialog = page.getByRole('dialog', { name: 'Booking Created' });
    await visible(dialog);
    const summary = (await dialog.textContent()) ?? '';
    for (const text of [`Anna de ${TAG}`, 'Haul Out', formatDay(today, 'MMMM d, yyyy'), slot])
      expect(summary).toContain(text);
    const code = (await dialog.locator('dd.font-mono').textContent()) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    // Each button whole ('Return to Admin Dashboard' was cut to 'n to Admin Dashboard').
    for (const width of [820, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const cut = await dialog.getByRole('button').evaluateAll((buttons) =>
        buttons
          .filter((button) => {
            const box = button.getBoundingClientRect();
            const panel = button.closest('[role="dialog"]')!.getBoundingClientRect();
            return (
              button.scrollWidth > button.clientWidth ||
              box.left < panel.left ||
              box.right > panel.right
            );
          })
          .map((button) => button.textContent),
      );
      expect(cut, `at ${width} px`).toEqual([]);
    }
    await dialog.getByRole('button', { name: 'Return to Admin Dashboard' }).click();
    await visible(page.getByRole('tab', { name: 'Bookings', selected: true }));
    await searchList(page, TAG);
    expect(await bookingRows(page).count()).toBe(1);
    const row = (await bookingRows(page).first().textContent()) ?? '';
    expect(row).toContain(code);
    expect(row).toContain('555-0199');
  });

  it('when the form is sent empty or wrong, then every docs/product.md#validation message shows by its field', async () => {
    await registerOwner(await newContext(), { fullName: `Solo${TAG}` });
    const page = await (await newContext({ storageState: session })).newPage();
    await openNewBooking(page);
    await page.getByRole('button', { name: 'Create Booking' }).click();
    for (const message of [
      'Please select a user',
      'Source slip type is required',
      'Destination is required',
      'First name is required',
      'Last name is required',
      'Valid email is required',
      'Phone number is required',
    ])
      await visible(page.getByRole('alert').getByText(message, { exact: true }));
    // A one-word name fills the first name; the last name is left to the office.
    await pickCustomer(page, `Solo${TAG}`);
    await hidden(page.getByText('Please select a user', { exact: true }));
    expect(await page.getByLabel('First Name').inputValue()).toBe(`Solo${TAG}`);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Create Booking' }).click();
    await visible(page.getByText('Last name is required', { exact: true }));
    await visible(page.getByText('Valid email is required', { exact: true }));
  });

  it('when a date is chosen, then the slot field goes from its first state to loading to the day, full and closed ones disabled with why', async () => {
    const admin = await newContext({ storageState: session });
    const { user } = await registerOwner(await newContext(), { fullName: `Rae ${TAG}` });
    const [closedDay, busyDay] = [marinaDaysFromNow(40), marinaDaysFromNow(41)];
    await overrideSlot(admin, { date: closedDay, timeSlot: null, closed: true, reason: 'Weather' });
    await overrideSlot(admin, { date: busyDay, timeSlot: '12:00 PM', capacity: 1 });
    await adminBook(admin, user, { bookingDate: busyDay, timeSlot: '12:00 PM', ownerName: 'Rae' });

    const page = await admin.newPage();
    await openNewBooking(page);
    expect(await slotFieldText(page)).toContain('Select a date first');
    expect(await slotField(page).isDisabled()).toBe(true);

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/timeslots/available?*', async (route) => {
      await held;
      await route.continue();
    });
    await pickOfficeDate(page, closedDay);
    await page.waitForFunction(() =>
      document.body.textContent?.includes('Loading available slots...'),
    );
    release();
    await page.waitForFunction(() =>
      document.body.textContent?.includes('No slots available for this date'),
    );
    expect(await slotOptions(page)).toEqual([
      { text: '10:00 AM (Closed: Weather)', disabled: true },
      { text: '12:00 PM (Closed: Weather)', disabled: true },
      { text: '3:00 PM (Closed: Weather)', disabled: true },
    ]);

    await pickOfficeDate(page, busyDay);
    await page.waitForFunction(() => document.body.textContent?.includes('Select a time slot'));
    expect(await slotOptions(page)).toEqual([
      { text: '10:00 AM (4 of 4 open)', disabled: false },
      { text: '12:00 PM (Full)', disabled: true },
      { text: '3:00 PM (4 of 4 open)', disabled: false },
    ]);
  });

  it('when the deadline fills before the office sends, then Booking Failed with the server message', async () => {
    allowConsoleErrors(/status of 409/);
    const admin = await newContext({ storageState: session });
    await registerOwner(await newContext(), { fullName: `Lee ${TAG}` });
    const { user: other } = await registerOwner(await newContext());
    const day = marinaDaysFromNow(42);
    await overrideSlot(admin, { date: day, timeSlot: '10:00 AM', capacity: 1 });
    const page = await admin.newPage();
    await openNewBooking(page);
    await pickCustomer(page, `Lee ${TAG}`);
    await pickOfficeDate(page, day);
    await chooseSlot(page, '10:00 AM');
    // Someone else takes the last place meanwhile.
    await adminBook(admin, other, { bookingDate: day, timeSlot: '10:00 AM', ownerName: 'Other' });
    await page.getByRole('button', { name: 'Create Booking' }).click();
    await expectToast(
      page,
      'Booking Failed',
      'This deadline is full and unavailable. Please choose another.',
    );
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('when an admin books for themself on /schedule, then it is their own booking under the owner rules', async () => {
    const suite = await newContext({ storageState: session });
    const context = await newContext();
    const self = await registerOwner(context, { fullName: `Harbor ${TAG}` });
    await makeAdmin(suite, self.user.id);
    // A role change signs the user out everywhere (docs/product.md#staff-roles).
    await signIn(context, self.email, self.password);
    const page = await context.newPage();
    await page.goto('/schedule');
    await pickDate(page, marinaDaysFromNow(30));
    await page.getByRole('button', { name: /^10:00 AM/ }).click();
    await page.getByRole('button', { name: 'CONFIRM SERVICE' }).click();
    await visible(page.getByRole('dialog', { name: 'Service Scheduled!' }));
    await page.getByRole('button', { name: 'View My Bookings' }).click();
    await visible(page.getByText(`Harbor ${TAG}`));
    // They are an admin all the same.
    await page.goto('/admin');
    await visible(page.getByRole('heading', { name: 'Admin Dashboard' }));
  });

  it.each(['light', 'dark'] as const)(
    'when the tab is shown in the %s theme, filled in and with the picker open, then axe finds nothing serious',
    async (theme) => {
      const context = await newContext({ storageState: session });
      await presetTheme(context, theme);
      const page = await context.newPage();
      await openNewBooking(page);
      await page.getByRole('button', { name: 'Create Booking' }).click();
      await visible(page.getByText('Please select a user', { exact: true }));
      expect(await seriousViolations(page, ` empty ${theme}`)).toEqual([]);
      await pickCustomer(page, TAG);
      await pickOfficeDate(page, marinaDaysFromNow(43));
      await page.waitForFunction(() => document.body.textContent?.includes('Select a time slot'));
      expect(await seriousViolations(page, ` filled ${theme}`)).toEqual([]);
      await page.getByRole('button', { name: /^Customer/ }).click();
      await visible(page.getByRole('option').first());
      expect(await seriousViolations(page, ` picker ${theme}`)).toEqual([]);
      // The search box keeps focus; arrows move the option a screen reader announces.
      const box = page.getByRole('combobox', { name: /^Search customers/ });
      const second = await page.getByRole('option').nth(1).getAttribute('id');
      await box.press('ArrowDown');
      await becomes(() => box.getAttribute('aria-activedescendant'), second, 'the active option');
      expect(await page.getByRole('option', { selected: true }).getAttribute('id')).toBe(second);
      await box.press('Escape');
      await visible(page.getByRole('button', { name: /^Customer/ }).and(page.locator(':focus')));
    },
  );

  it('when the tab is opened on a phone, then nothing scrolls sideways', async () => {
    const { page } = await newPage({
      storageState: session,
      viewport: { width: 390, height: 844 },
    });
    await openNewBooking(page);
    await pickCustomer(page, TAG);
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
