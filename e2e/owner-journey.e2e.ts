import { describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/api';
import { becomes, expectToast, hidden, pathOf, useBrowser, visible } from './support/browser';
import { formatDay, marinaDaysFromNow, pickDate } from './support/dates';

describe('boat owner journey', () => {
  const { newPage } = useBrowser();

  it('when an owner registers, edits the profile, books, and cancels, then each step shows what the product promises', async () => {
    const { page } = await newPage();
    const email = uniqueEmail('journey');
    const bookingDate = marinaDaysFromNow(9);

    // Register (the /register route preselects the Register tab) -> /schedule after 500 ms.
    await page.goto('/register');
    await visible(page.getByRole('tab', { name: 'Register', selected: true }));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('harbor-pass-1');
    await page.getByLabel('Full name').fill('Jordan Keel');
    await page.getByLabel('Storage type').click();
    await page.getByRole('option', { name: 'Wet Slip', exact: true }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Registration successful');
    await page.waitForURL('**/schedule');

    // Profile: prefilled from registration; a change survives a reload.
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await visible(page.getByRole('heading', { name: 'My Profile' }));
    // The form is filled once the profile has been read, a moment after the page shows.
    await becomes(() => page.getByLabel('Full name').inputValue(), 'Jordan Keel', 'Full name');
    await page.getByLabel('Phone').fill('555-0199');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await visible(page.getByText('Invalid email address'));
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expectToast(page, 'Profile Updated', 'Your profile has been updated successfully.');
    await page.reload();
    await visible(page.getByRole('heading', { name: 'My Profile' }));
    await becomes(() => page.getByLabel('Phone').inputValue(), '555-0199', 'Phone');

    // Schedule: the details panel follows the service type and the profile's storage.
    await page.getByRole('link', { name: 'Schedule', exact: true }).click();
    await visible(page.getByRole('heading', { name: 'Schedule Haul or Launch' }));
    await visible(page.getByText(`Booking as: Jordan Keel (${email})`));
    await visible(page.getByText('Times are in marina time (America/New_York).'));
    await page.getByRole('radio', { name: /Launch/ }).click();
    await visible(page.getByRole('heading', { name: 'Launch Details' }));
    expect(await page.getByLabel('From where').textContent()).toContain('Parking Lot');
    expect(await page.getByLabel('To where').textContent()).toContain('Wet Slip');
    await page.getByRole('radio', { name: /Haul Out/ }).click();
    await visible(page.getByRole('heading', { name: 'Haul Out Details' }));
    expect(await page.getByLabel('From where').textContent()).toContain('My Wet Slip');
    expect(await page.getByLabel('To where').textContent()).toContain('Wash Pad');

    await pickDate(page, bookingDate);
    await visible(
      page.getByRole('heading', {
        name: `Deadlines for ${formatDay(bookingDate, 'EEEE, MMMM d')}`,
      }),
    );
    await visible(page.getByText('Please select a date and deadline to enable booking.'));
    // aria-disabled, not disabled: it still explains itself when pressed.
    await page.getByRole('button', { name: 'CONFIRM SERVICE' }).click({ force: true });
    await expectToast(
      page,
      'Incomplete booking',
      'Please select a date and deadline for your booking.',
    );

    await page.getByRole('button', { name: /^10:00 AM/ }).click();
    await hidden(page.getByText('Please select a date and deadline to enable booking.'));
    await page.getByLabel('Special Requests').fill('Please check the zincs');
    await page.getByRole('button', { name: 'CONFIRM SERVICE' }).click();

    const dialog = page.getByRole('dialog', { name: 'Service Scheduled!' });
    await visible(dialog);
    await expectToast(page, 'Booking successful!');
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain(formatDay(bookingDate, 'MMMM d, yyyy'));
    expect(text).toContain('10:00 AM');
    expect(text).toContain('wash pad');
    expect(text).toContain('A confirmation email has been sent to your email address.');
    const code = /Confirmation #([2-9A-HJKMNP-Z]{8})/.exec(text)?.[1];
    expect(code, 'an 8-character confirmation code').toBeTruthy();

    // Close -> 'Make Another Booking?' -> stay with date and deadline cleared.
    await dialog.getByRole('button', { name: 'Close' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Make Another Booking?' });
    await visible(prompt);
    await prompt.getByRole('button', { name: 'Make Another Booking' }).click();
    await hidden(prompt);
    expect(pathOf(page)).toBe('/schedule');
    await visible(page.getByText('Please select a date and deadline to enable booking.'));

    // My bookings: the card, the search, the cancel dialog.
    await page.getByRole('link', { name: 'My Services', exact: true }).click();
    await visible(page.getByRole('heading', { name: 'My Haul/Launches Scheduled' }));
    const card = page.getByTestId('booking-card');
    await visible(card);
    const cardText = (await card.textContent()) ?? '';
    expect(cardText).toContain(code!);
    expect(cardText).toContain('Deadline: 10:00 AM');
    expect(cardText).toContain(formatDay(bookingDate, 'EEEE, MMMM d, yyyy'));
    expect(cardText).toContain('Wash Pad');
    expect(cardText).toContain('Jordan Keel');

    const search = page.getByPlaceholder('Search by confirmation code or name...');
    await search.fill('no-such-code');
    await visible(page.getByText('No services found'));
    await visible(page.getByText('Try a different search term'));
    await search.fill(code!.toLowerCase());
    await visible(card);
    await search.fill('');

    await card.getByRole('button', { name: 'Cancel Service' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await visible(confirm.getByText(/This action cannot be undone\./));
    await confirm.getByRole('button', { name: 'Keep Service' }).click();
    await hidden(confirm);
    await visible(card);
    await card.getByRole('button', { name: 'Cancel Service' }).click();
    await confirm.getByRole('button', { name: 'Yes, Cancel Service' }).click();
    await expectToast(page, 'Service canceled', 'Your service has been canceled successfully.');
    await visible(page.getByText('No services found'));
    await visible(page.getByRole('link', { name: 'Schedule your first service' }));

    // Sign out from the user menu, then sign back in.
    await page.getByRole('button', { name: 'Account menu for Jordan Keel' }).click();
    await visible(page.getByText('Signed in as'));
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expectToast(page, 'Logged out', 'You have been logged out successfully.');
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('harbor-pass-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Login successful', 'Welcome back, Jordan Keel!');
    await page.waitForURL('**/schedule');
  });
});
