import { describe, expect, it } from 'vitest';
import { TIME_SLOTS } from '../shared/constants';
import { addServiceDays, meetsAdvanceNotice } from '../shared/marina-time';
import { bookViaApi, registerOwner } from './support/api';
import { signInAdmin } from './support/admin';
import { seriousViolations } from './support/axe';
import { becomes, focused, useBrowser, visible } from './support/browser';
import { MARINA_TZ } from './support/constants';
import { formatDay, marinaDaysFromNow, nextMonth, pickDate } from './support/dates';
import { overrideSlot } from './support/new-booking';
import { presetTheme } from './support/theme';

/**
 * The booking horizon this file's server keeps: the default 365 days, or 364 when day 365 is
 * the last of its month, so the day after the horizon is always in the horizon's month, shown
 * and disabled.
 */
function horizonWithNextDayShown(): number {
  const [last, after] = [marinaDaysFromNow(365), marinaDaysFromNow(366)];
  return last.slice(0, 7) === after.slice(0, 7) ? 365 : 364;
}

describe('deadline availability on the schedule page', () => {
  const horizon = horizonWithNextDayShown();
  const { newContext, newPage } = useBrowser({
    server: { BOOKING_HORIZON_DAYS: String(horizon) },
  });

  it('when a deadline is at capacity, then it shows "Full" and cannot be chosen', async () => {
    const date = marinaDaysFromNow(12);
    // SLOT_CAPACITY is 4 on the journeys' servers: four owners fill the 3:00 PM deadline.
    for (let i = 0; i < 4; i += 1) {
      const context = await newContext();
      await registerOwner(context, { fullName: `Filler ${i}` });
      await bookViaApi(context, {
        bookingDate: date,
        timeSlot: '3:00 PM',
        serviceType: i % 2 ? 'launch' : 'haul-out',
      });
    }
    const { page } = await newPage();
    await page.goto('/schedule');
    await pickDate(page, date);
    const full = await visible(page.getByRole('button', { name: /^3:00 PM/ }));
    expect(await full.textContent()).toContain('Full');
    expect(await full.isDisabled()).toBe(true);
    const open = page.getByRole('button', { name: /^10:00 AM/ });
    expect(await open.isDisabled()).toBe(false);
    expect(await open.textContent()).toContain('4 of 4 open');
  });

  it('when tomorrow is shown, then only deadlines inside the 24-hour window are marked and disabled', async () => {
    const { page } = await newPage();
    const tomorrow = marinaDaysFromNow(1);
    const before = new Date();
    await page.goto('/schedule');
    await visible(page.getByRole('heading', { name: /^Deadlines for/ }));
    for (const slot of TIME_SLOTS) {
      const button = await visible(page.getByRole('button', { name: new RegExp(`^${slot}`) }));
      const disabled = await button.isDisabled();
      const marked = (await button.textContent())?.includes('Within 24 hours');
      // The page and the server judged the slot between these two moments: a slot whose
      // 24 hours ran out meanwhile may show either answer, any other only the one.
      const tooSoon = [before, new Date()].map(
        (at) => !meetsAdvanceNotice(tomorrow, slot, at, MARINA_TZ),
      );
      expect(tooSoon, slot).toContain(disabled);
      expect(marked, slot).toBe(disabled);
    }
  });

  it('when the owner pages forward, then the calendar stops at the booking horizon (BOOKING_HORIZON_DAYS): Next is disabled in its month and no later day can be picked', async () => {
    const { page } = await newPage();
    await page.goto('/schedule');
    const last = marinaDaysFromNow(horizon);
    const next = page.getByRole('button', { name: 'Next month' });
    await next.waitFor();
    for (let i = 0; i < 14 && !(await next.isDisabled()); i += 1) await nextMonth(page);
    expect(await next.isDisabled()).toBe(true);
    await visible(page.getByRole('heading', { name: formatDay(last, 'MMMM yyyy') }));
    await becomes(
      () => page.locator(`button[data-date="${last}"]`).isDisabled(),
      false,
      "isDisabled() of the horizon's last day",
    );
    const after = page.locator(`button[data-date="${addServiceDays(last, 1)}"]`);
    expect(await after.isDisabled()).toBe(true);
  });

  it('when a keyboard user moves through the calendar with arrows, then Enter picks the focused day', async () => {
    const { page } = await newPage();
    await page.goto('/schedule');
    const tomorrow = marinaDaysFromNow(1);
    await page.locator(`button[data-date="${tomorrow}"]`).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    const target = marinaDaysFromNow(9);
    await focused(page.locator(`button[data-date="${target}"]`));
    await page.keyboard.press('Enter');
    await visible(
      page.getByRole('heading', { name: `Deadlines for ${formatDay(target, 'EEEE, MMMM d')}` }),
    );
    // Nothing before tomorrow can take focus.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await focused(page.locator(`button[data-date="${marinaDaysFromNow(2)}"]`));
  });

  it('when the yard closes a whole day, then the calendar names it closed, the next open deadline is offered, and axe finds nothing serious in either theme', async () => {
    const closed = marinaDaysFromNow(17);
    const office = await newContext();
    await signInAdmin(office);
    await overrideSlot(office, {
      date: closed,
      timeSlot: null,
      closed: true,
      reason: 'Haul-out of the crane',
    });
    for (const theme of ['light', 'dark'] as const) {
      const context = await newContext();
      await presetTheme(context, theme);
      const page = await context.newPage();
      await page.goto('/schedule');
      await pickDate(page, closed);
      await visible(
        page.getByRole('button', {
          name: `${formatDay(closed, 'EEEE, MMMM d, yyyy')}, yard closed (Haul-out of the crane)`,
        }),
      );
      const next = marinaDaysFromNow(18);
      const line = await visible(page.getByTestId('next-open-deadline'));
      await visible(
        line.getByText(
          `The next open deadline is ${formatDay(next, 'EEEE, MMMM d')} at 10:00 AM.`,
          { exact: false },
        ),
      );
      expect(await seriousViolations(page, `schedule, closed day, ${theme}`)).toEqual([]);
    }
  });
});
