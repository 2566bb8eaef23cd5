import type { Page } from 'playwright-core';
import { format } from 'date-fns';
import { addServiceDays, marinaToday, serviceDateToLocalDate } from '../../shared/marina-time';
import { MARINA_TZ } from './constants';

/** A marina calendar date n days from today (marina time). */
export function marinaDaysFromNow(days: number): string {
  return addServiceDays(marinaToday(new Date(), MARINA_TZ), days);
}

export function formatDay(date: string, pattern: string): string {
  return format(serviceDateToLocalDate(date), pattern);
}

/**
 * Pages a calendar (the schedule's, or the office's date popover) forward until it shows the
 * day's month, then picks the day. Each Next month waits for the next month to be drawn: a
 * count taken before it is would page once too often.
 */
export async function pickDate(page: Page, date: string): Promise<void> {
  const day = page.locator(`button[data-date="${date}"]`);
  // The calendar appears once the marina settings have loaded.
  await page.getByRole('button', { name: 'Next month' }).waitFor();
  for (let i = 0; i < 14 && (await day.count()) === 0; i += 1) await nextMonth(page);
  if ((await day.count()) === 0) throw new Error(`${date} is not in the next 14 months`);
  await day.click();
}

/** Clicks a calendar's Next month and waits until the next month's days are drawn. */
export async function nextMonth(page: Page): Promise<void> {
  const shown = await page.locator('button[data-date]').first().getAttribute('data-date');
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.waitForFunction(
    (before) => document.querySelector('button[data-date]')?.getAttribute('data-date') !== before,
    shown,
  );
}
