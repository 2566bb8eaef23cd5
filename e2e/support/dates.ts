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

/** Moves the schedule calendar forward until the day is shown, then picks it. */
export async function pickDate(page: Page, date: string): Promise<void> {
  const day = page.locator(`button[data-date="${date}"]`);
  // The calendar appears once the marina settings have loaded.
  await page.getByRole('button', { name: 'Next month' }).waitFor();
  for (let i = 0; i < 14 && (await day.count()) === 0; i += 1) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  if ((await day.count()) === 0) throw new Error(`${date} is not in the next 14 months`);
  await day.click();
}
