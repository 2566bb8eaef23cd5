import { describe, expect, it } from 'vitest';
import { TIME_SLOTS } from '../shared/constants';
import { addServiceDays, meetsAdvanceNotice } from '../shared/marina-time';
import { bookViaApi, registerOwner } from './support/api';
import { useBrowser, visible } from './support/browser';
import { MARINA_TZ } from './support/constants';
import { formatDay, marinaDaysFromNow, pickDate } from './support/dates';

describe('deadline availability on the schedule page', () => {
  const { newContext, newPage } = useBrowser();

  it('when a deadline is at capacity, then it shows "Full" and cannot be chosen', async () => {
    const date = marinaDaysFromNow(12);
    // SLOT_CAPACITY is 4 in the suite's server: four owners fill the 3:00 PM deadline.
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
    await page.goto('/schedule');
    const tomorrow = marinaDaysFromNow(1);
    await visible(page.getByRole('heading', { name: /^Deadlines for/ }));
    for (const slot of TIME_SLOTS) {
      const button = await visible(page.getByRole('button', { name: new RegExp(`^${slot}`) }));
      // Judged a moment later than the page did; skip a slot that sits right on the boundary.
      const ok = meetsAdvanceNotice(tomorrow, slot, new Date(), MARINA_TZ);
      const okSoon = meetsAdvanceNotice(tomorrow, slot, new Date(Date.now() + 60_000), MARINA_TZ);
      if (ok !== okSoon) continue;
      expect(await button.isDisabled()).toBe(!ok);
      expect((await button.textContent())?.includes('Within 24 hours')).toBe(!ok);
    }
  });

  it('when the owner pages forward, then the calendar stops at the booking horizon (365 days): Next is disabled in its month and no later day can be picked', async () => {
    const { page } = await newPage();
    await page.goto('/schedule');
    const last = marinaDaysFromNow(365);
    const next = page.getByRole('button', { name: 'Next month' });
    await next.waitFor();
    for (let i = 0; i < 14 && !(await next.isDisabled()); i += 1) await next.click();
    expect(await next.isDisabled()).toBe(true);
    await visible(page.getByRole('heading', { name: formatDay(last, 'MMMM yyyy') }));
    expect(await page.locator(`button[data-date="${last}"]`).isDisabled()).toBe(false);
    const after = page.locator(`button[data-date="${addServiceDays(last, 1)}"]`);
    if ((await after.count()) > 0) expect(await after.isDisabled()).toBe(true);
  });

  it('when a keyboard user moves through the calendar with arrows, then Enter picks the focused day', async () => {
    const { page } = await newPage();
    await page.goto('/schedule');
    const tomorrow = marinaDaysFromNow(1);
    await page.locator(`button[data-date="${tomorrow}"]`).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    const target = marinaDaysFromNow(9);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-date'))).toBe(
      target,
    );
    await page.keyboard.press('Enter');
    await visible(
      page.getByRole('heading', { name: `Deadlines for ${formatDay(target, 'EEEE, MMMM d')}` }),
    );
    // Nothing before tomorrow can take focus.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-date'))).toBe(
      marinaDaysFromNow(2),
    );
  });
});
