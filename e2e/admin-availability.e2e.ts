import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@shared/test/wait-for';
import { bookViaApi, registerOwner, XHR } from './support/api';
import { adminSession, smallTargets, type SessionState } from './support/admin';
import { seriousViolations } from './support/axe';
import { expectToast, hidden, useBrowser, visible } from './support/browser';
import { formatDay, marinaDaysFromNow, pickDate } from './support/dates';
import { waitForMail } from './support/outbox';
import { presetTheme } from './support/theme';

const CAPACITY_DAY = marinaDaysFromNow(343);
const CLOSED_DAY = marinaDaysFromNow(46);

describe('admin: availability and activity', () => {
  const { newContext, newPage, server } = useBrowser();
  let session: SessionState;
  beforeAll(async () => {
    session = await adminSession(newContext);
  });

  async function openTab(tab: 'availability' | 'activity', admin?: BrowserContext) {
    const context = admin ?? (await newContext({ storageState: session }));
    const page = await context.newPage();
    await page.goto(`/admin?tab=${tab}`);
    await visible(
      page.getByRole('tab', {
        name: tab === 'activity' ? 'Activity' : 'Availability',
        selected: true,
      }),
    );
    return { context, page };
  }

  /** The owner's schedule page on a date, and the text of one deadline's button there. */
  async function deadlineOnSchedule(page: Page, date: string, slot: string) {
    await page.goto('/schedule');
    await pickDate(page, date);
    const button = await visible(page.getByRole('button', { name: new RegExp(`^${slot}`) }));
    await page.waitForFunction(
      (name) =>
        [...document.querySelectorAll('button')].some(
          (b) => b.textContent?.startsWith(name) && !b.textContent.includes('Open'),
        ),
      slot,
    );
    return button;
  }

  /** Pages the month view forward to a date's month, each month waited for until it has loaded. */
  async function showCapacityMonth(page: Page, date: string) {
    const loaded = page.locator('[data-testid="capacity-month"][data-month]');
    for (let i = 0; i < 3; i += 1) {
      const shown = await loaded.getAttribute('data-month');
      if (shown === date.slice(0, 7)) return;
      await page.getByRole('button', { name: 'Next month' }).click();
      // data-month is the loaded month's (absent while the next one loads).
      await page
        .locator(`[data-testid="capacity-month"][data-month]:not([data-month="${shown}"])`)
        .waitFor();
    }
  }

  it("when the office sets a deadline's capacity to 1, then the owner's schedule offers 1 place; Reset brings back the default", async () => {
    const { context: admin, page } = await openTab('availability');
    const owner = await newPage();
    try {
      const form = page.getByRole('form', { name: '3:00 PM capacity' });
      await form.getByLabel('3:00 PM', { exact: true }).fill('1');
      await form.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Capacity saved', '3:00 PM: 1 per day');
      await visible(form.getByText('Custom (default 4)'));

      const button = await deadlineOnSchedule(owner.page, CAPACITY_DAY, '3:00 PM');
      expect(await button.textContent()).toContain('1 of 1 open');

      await form.getByRole('button', { name: 'Reset 3:00 PM to the default of 4' }).click();
      await expectToast(page, 'Capacity reset', '3:00 PM: back to the default of 4');
      await visible(form.getByText('Marina default'));
      // The schedule page reads capacity when it opens: each check opens it again.
      await waitFor(
        async () =>
          (
            await (await deadlineOnSchedule(owner.page, CAPACITY_DAY, '3:00 PM')).textContent()
          )?.includes('4 of 4 open'),
        "the owner's 3:00 PM deadline to offer 4 of 4 places",
      );
    } finally {
      // The closure test below expects the default: it comes back whatever happened above.
      await admin.request.delete(`/api/admin/capacity?timeSlot=${encodeURIComponent('3:00 PM')}`, {
        headers: XHR,
      });
    }
  });

  it('when the office closes a date with a reason, then the booked owner is told, owners see it closed with the reason, and Reopen opens it again', async () => {
    const ownerContext = await newContext();
    const owner = await registerOwner(ownerContext, { fullName: 'Rowan Tiller' });
    await bookViaApi(ownerContext, { bookingDate: CLOSED_DAY, timeSlot: '10:00 AM' });
    const { context: admin, page } = await openTab('availability');
    try {
      await page.getByLabel('Date', { exact: true }).fill(CLOSED_DAY);
      await page.locator('#close-reason').click();
      await page.getByRole('option', { name: 'Holiday' }).click();
      await page.getByRole('button', { name: 'Close Date' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Close this date?' });
      const day = formatDay(CLOSED_DAY, 'EEEE, MMMM d, yyyy');
      await visible(
        dialog.getByText(`Close ${day} for "Holiday"? This affects 1 booked owner.`, {
          exact: false,
        }),
      );
      await visible(dialog.getByText('They will be emailed', { exact: false }));
      await dialog.getByRole('button', { name: 'Close and Email Owners' }).click();
      await hidden(dialog);
      await expectToast(page, 'Closed');
      const row = page
        .getByTestId('closure-row')
        .filter({ hasText: formatDay(CLOSED_DAY, 'EEE, MMM d, yyyy') });
      await visible(row.getByText('Whole day · Holiday'));
      // The booking left on the closed day heads the tab, with its reason.
      const stranded = page.getByTestId('closed-booking').filter({ hasText: 'Rowan Tiller' });
      await visible(stranded.getByText('Closed: Holiday'));

      // The month view marks the day closed.
      await showCapacityMonth(page, CLOSED_DAY);
      await visible(
        page.getByTestId('capacity-month').locator(`[data-date="${CLOSED_DAY}"][data-closed]`),
      );

      const mail = await waitForMail(server.dataDir, owner.email, /is closed on .*: Holiday/);
      expect(mail).toContain('Rowan Tiller');

      const schedule = await ownerContext.newPage();
      for (const slot of ['10:00 AM', '12:00 PM', '3:00 PM']) {
        const button = await deadlineOnSchedule(schedule, CLOSED_DAY, slot);
        expect(await button.textContent()).toContain('Closed: Holiday');
        expect(await button.isDisabled()).toBe(true);
      }

      await row.getByRole('button', { name: /^Reopen / }).click();
      await expectToast(page, 'Reopened');
      await hidden(row);
      await hidden(stranded);
      const reopened = await deadlineOnSchedule(schedule, CLOSED_DAY, '3:00 PM');
      expect(await reopened.textContent()).toContain('4 of 4 open');
      expect(await reopened.isDisabled()).toBe(false);
    } finally {
      const res = await admin.request.get(
        `/api/admin/slot-overrides?from=${CLOSED_DAY}&to=${CLOSED_DAY}`,
        { headers: XHR },
      );
      for (const o of ((await res.json()) as { overrides: { id: number }[] }).overrides) {
        await admin.request.delete(`/api/admin/slot-overrides/${o.id}`, { headers: XHR });
      }
    }
  });

  it('when the office reads Activity, then the capacity and closure changes above are there in words, filtered by kind', async () => {
    const { page } = await openTab('activity');
    const list = page.getByTestId('activity-list');
    await visible(list.getByTestId('activity-entry'));
    await page.locator('#activity-kind').click();
    await page.getByRole('option', { name: 'Closures' }).click();
    // The unfiltered rows stay on screen (faded) until the filtered page arrives.
    await page.locator('[data-testid="activity-list"][data-settled*="closures"]').waitFor();
    await visible(list.getByText(`reopened ${CLOSED_DAY}`, { exact: false }));
    await visible(
      list.getByText(`closed ${CLOSED_DAY} (Holiday); 1 booking emailed`, { exact: false }),
    );
    expect(await list.getByText("deadline's capacity", { exact: false }).count()).toBe(0);

    await page.locator('#activity-kind').click();
    await page.getByRole('option', { name: 'Capacity' }).click();
    await page.locator('[data-testid="activity-list"][data-settled*="capacity"]').waitFor();
    await visible(
      list.getByText("reset the 3:00 PM deadline's capacity to the default 4 (was 1)", {
        exact: false,
      }),
    );
    await visible(
      list.getByText("set the 3:00 PM deadline's capacity to 1 (was 4)", { exact: false }),
    );
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`when both tabs are shown in the ${theme} theme, then axe finds nothing serious`, async () => {
      const admin = await newContext({ storageState: session });
      await presetTheme(admin, theme);
      const found: string[] = [];
      const { page } = await openTab('availability', admin);
      await visible(page.getByRole('button', { name: 'Save' }));
      await visible(page.locator('[data-testid="capacity-month"][data-month]'));
      found.push(...(await seriousViolations(page, ` availability ${theme}`)));
      await page.getByRole('button', { name: 'Close Date' }).click();
      await visible(page.getByText('Choose a date'));
      found.push(...(await seriousViolations(page, ` availability errors ${theme}`)));

      await page.getByRole('tab', { name: 'Activity' }).click();
      await visible(page.getByTestId('activity-entry'));
      found.push(...(await seriousViolations(page, ` activity ${theme}`)));
      if (theme === 'dark') {
        // Thumb-sized targets on a phone, on both tabs.
        await page.setViewportSize({ width: 390, height: 844 });
        found.push(...(await smallTargets(page, '[role="tabpanel"]')));
        await page.getByRole('tab', { name: 'Availability' }).click();
        await visible(page.locator('[data-testid="capacity-month"][data-month]'));
        found.push(...(await smallTargets(page, '[role="tabpanel"]')));
      }
      expect(found).toEqual([]);
    });
  }
});
