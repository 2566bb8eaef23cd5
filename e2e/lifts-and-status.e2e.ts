import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestOwner } from './support/api';
import {
  adminAndOwnerSessions,
  adminBook,
  openBookingPanel,
  type SessionState,
} from './support/admin';
import { seriousViolations } from './support/axe';
import { becomes, expectToast, hidden, useBrowser, visible } from './support/browser';
import { marinaDaysFromNow } from './support/dates';
import { presetTheme } from './support/theme';

describe('the live yard: lifts on the Availability tab, status from the panel', () => {
  const { newContext, allowConsoleErrors } = useBrowser();
  let session: SessionState;
  let owner: TestOwner;
  let ownerSession: SessionState;
  beforeAll(async () => {
    ({ session, owner, ownerSession } = await adminAndOwnerSessions(newContext, 'Kit Halyard'));
  });

  async function availabilityTab(admin?: BrowserContext): Promise<Page> {
    const context = admin ?? (await newContext({ storageState: session }));
    const page = await context.newPage();
    await page.goto('/admin?tab=availability');
    await visible(page.getByRole('heading', { name: 'Lifts', exact: true }));
    return page;
  }

  const liftsInService = (page: Page) => page.getByRole('list', { name: 'Lifts in service' });

  async function addLift(page: Page, name: string) {
    await page.getByLabel('New lift name').fill(name);
    await page.getByRole('button', { name: 'Add Lift' }).click();
  }

  it('when the admin adds two lifts, renames one and retires one, then the tab shows the one in service and the retired one apart', async () => {
    const page = await availabilityTab();
    await addLift(page, 'Travel lift');
    await expectToast(page, 'Lift added', 'Travel lift is in service.');
    await addLift(page, 'Forklift');
    await expectToast(page, 'Lift added', 'Forklift is in service.');

    // A second lift of the same name: the server's word, under the field.
    allowConsoleErrors(/status of 409 .*\/api\/lifts/);
    await addLift(page, 'Forklift');
    await visible(
      page.getByText('A lift in service is already called "Forklift"', { exact: false }),
    );

    await page.getByRole('button', { name: 'Edit Forklift' }).click();
    const edit = page.getByRole('form', { name: 'Change Forklift' });
    await edit.getByLabel('Name', { exact: true }).fill('Yard crane');
    await edit.getByRole('button', { name: 'Save Lift' }).click();
    await expectToast(page, 'Lift renamed', 'Forklift is now Yard crane.');
    await hidden(edit);

    await page.getByRole('button', { name: 'Retire Travel lift' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Retire Travel lift?' });
    await dialog.getByRole('button', { name: 'Retire Lift' }).click();
    await hidden(dialog);
    await expectToast(page, 'Lift retired', 'Travel lift is out of service.');

    // Added by name alone: the kind's default and no limits.
    await becomes(
      () => liftsInService(page).getByTestId('lift-row').allTextContents(),
      ['Yard crane · OtherNo size limitsEditRetire'],
      'the lifts in service',
    );
    const retired = page.getByRole('list', { name: 'Retired' });
    await visible(retired.getByText('Travel lift', { exact: true }));
  });

  it("when the office puts a booking on a lift and marks it Done from the panel, then the owner's /my-bookings shows Done", async () => {
    const admin = await newContext({ storageState: session });
    const lifts = await admin.request.get('/api/lifts');
    const names = ((await lifts.json()) as { lifts: { name: string; retiredAt: string | null }[] })
      .lifts;
    if (!names.some((lift) => lift.name === 'Yard crane' && !lift.retiredAt)) {
      await addLift(await availabilityTab(admin), 'Yard crane');
    }
    // Today: a service marked done on its day stays in front of the owner's page that day.
    const booking = await adminBook(admin, owner.user, {
      bookingDate: marinaDaysFromNow(0),
      timeSlot: '10:00 AM',
      ownerName: 'Kit Halyard',
      serviceType: 'launch',
    });
    const page = await admin.newPage();
    const panel = await openBookingPanel(page, booking);
    await visible(panel.getByRole('heading', { name: 'Launch · Kit Halyard' }));

    await panel.getByRole('combobox', { name: 'Lift' }).click();
    await page.getByRole('option', { name: 'Yard crane' }).click();
    await expectToast(page, 'Lift assigned', 'Kit Halyard is on Yard crane.');
    await visible(panel.getByRole('combobox', { name: 'Lift' }).getByText('Yard crane'));

    const steps = panel.getByRole('group', { name: 'Change service status' });
    await steps.getByRole('button', { name: 'Mark In progress' }).click();
    await expectToast(page, 'Status set to In progress');
    await steps.getByRole('button', { name: 'Mark Done' }).click();
    await expectToast(page, 'Status set to Done');
    await visible(steps.getByRole('button', { name: 'Back to Scheduled' }));
    // completed is done: the Completed flag ticks with it.
    await becomes(
      () =>
        panel
          .getByRole('checkbox', { name: 'Completed', exact: true })
          .getAttribute('aria-checked'),
      'true',
      "the panel's Completed checkbox",
    );
    const history = panel.getByTestId('booking-history');
    await visible(history.getByText('Put on Yard crane', { exact: true }));
    await visible(history.getByText('Status set to Done (was In progress)', { exact: true }));

    const ownerContext = await newContext({ storageState: ownerSession });
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto('/my-bookings');
    const card = ownerPage
      .getByTestId('booking-card')
      .filter({ hasText: booking.confirmationCode });
    await visible(card.getByTestId('booking-status').getByText('Done', { exact: true }));
    expect(await card.getByRole('button').count()).toBe(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`when the lifts, the panel's status and the owner's Missed card are shown in the ${theme} theme, then axe finds nothing serious`, async () => {
      const admin = await newContext({ storageState: session });
      await presetTheme(admin, theme);
      const found: string[] = [];
      const page = await availabilityTab(admin);
      await visible(liftsInService(page).getByTestId('lift-row').first());
      found.push(...(await seriousViolations(page, ` lifts ${theme}`)));

      // Today, so the owner's Missed card is in front, where a missed service shows on its day.
      const booking = await adminBook(admin, owner.user, {
        bookingDate: marinaDaysFromNow(0),
        timeSlot: theme === 'light' ? '12:00 PM' : '3:00 PM',
        ownerName: 'Kit Halyard',
      });
      const panel = await openBookingPanel(page, booking);
      await panel.getByRole('button', { name: 'Mark Missed' }).click();
      await expectToast(page, 'Status set to Missed');
      found.push(...(await seriousViolations(page, ` panel ${theme}`)));

      const ownerContext = await newContext({ storageState: ownerSession });
      await presetTheme(ownerContext, theme);
      const ownerPage = await ownerContext.newPage();
      await ownerPage.goto('/my-bookings');
      await visible(ownerPage.getByText('Missed', { exact: true }).first());
      found.push(...(await seriousViolations(ownerPage, ` my-bookings ${theme}`)));
      expect(found).toEqual([]);
    });
  }
});
