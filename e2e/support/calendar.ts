import type { BrowserContext, Page } from 'playwright-core';
import type { Booking } from '../../shared/api/booking-views';
import { registerOwner, XHR } from './api';
import { adminBook, signInAdmin } from './admin';
import { visible } from './browser';
import { formatDay, marinaDaysFromNow } from './dates';

/** The admin calendar filtered to one test's owners, so other tests' bookings stay out of its cells. */
export async function openCalendar(page: Page, q: string): Promise<void> {
  await page.goto(`/admin?view=calendar&q=${encodeURIComponent(q)}`);
  await visible(page.getByTestId('bookings-calendar'));
}

export const calendarEvent = (page: Page, bookingId: number) =>
  page.locator(`.rbc-event[data-booking-id="${bookingId}"]`);

/** Waits until the calendar has the bookings of the range it shows. */
export async function settled(page: Page): Promise<void> {
  await page.locator('[data-testid="bookings-calendar"][aria-busy="false"]').waitFor();
}

/** Moves the pointer off the calendar the way a hand does, so Radix's hover grace ends. */
export async function pointerAway(page: Page): Promise<void> {
  await page.mouse.move(1, 1, { steps: 8 });
}

/** Pages the month view forward until it shows the month of a marina date. */
export async function showMonthOf(page: Page, date: string): Promise<void> {
  const title = formatDay(date, 'MMMM yyyy');
  await settled(page);
  const label = page.getByTestId('bookings-calendar').getByRole('heading', { level: 2 });
  for (let i = 0; i < 3 && (await label.textContent())?.trim() !== title; i += 1) {
    await page.getByRole('button', { name: 'Next month' }).click();
    await settled(page);
  }
  await visible(label.filter({ hasText: title }));
}

/** The day number of the month cell an event is drawn in ('off-range' outside the month). */
export function monthCellUnder(page: Page, bookingId: number): Promise<string> {
  return page.evaluate((id) => {
    const event = document.querySelector(`.rbc-event[data-booking-id="${id}"]`);
    if (!event) return 'missing';
    const box = event.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    for (const row of document.querySelectorAll('.rbc-month-row')) {
      const rowBox = row.getBoundingClientRect();
      if (y < rowBox.top || y > rowBox.bottom) continue;
      const backgrounds = [...row.querySelectorAll('.rbc-day-bg')];
      const column = backgrounds.findIndex((bg) => {
        const b = bg.getBoundingClientRect();
        return x >= b.left && x <= b.right;
      });
      const cell = row.querySelectorAll('.rbc-date-cell')[column];
      if (!cell) return 'no cell';
      return cell.classList.contains('rbc-off-range')
        ? 'off-range'
        : (cell.textContent ?? '').trim();
    }
    return 'outside the grid';
  }, bookingId);
}

/** The week view's column header above an event. */
export function weekHeaderAbove(page: Page, bookingId: number): Promise<string> {
  return page.evaluate((id) => {
    const event = document.querySelector(`.rbc-event[data-booking-id="${id}"]`);
    if (!event) return 'missing';
    const box = event.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const header = [...document.querySelectorAll('.rbc-time-header .rbc-header')].find((h) => {
      const b = h.getBoundingClientRect();
      return x >= b.left && x <= b.right;
    });
    return (header?.textContent ?? 'no header').trim();
  }, bookingId);
}

/** The time-gutter hour an event starts in (week and day views). */
export function hourBeside(page: Page, bookingId: number): Promise<string> {
  return page.evaluate((id) => {
    const event = document.querySelector(`.rbc-event[data-booking-id="${id}"]`);
    if (!event) return 'missing';
    const top = event.getBoundingClientRect().top + 2;
    const group = [...document.querySelectorAll('.rbc-time-gutter .rbc-timeslot-group')].find(
      (g) => {
        const b = g.getBoundingClientRect();
        return top >= b.top && top < b.bottom;
      },
    );
    return (group?.textContent ?? 'no hour').trim();
  }, bookingId);
}

/** Clicks a day number in the month grid: react-big-calendar drills down to that day. */
export async function drillDownTo(page: Page, date: string): Promise<void> {
  const day = String(Number(date.slice(8)));
  await page
    .locator('.rbc-date-cell:not(.rbc-off-range) button')
    .filter({ hasText: new RegExp(`^${day}$`) })
    .click();
}

export interface CalendarSeed {
  token: string;
  date: string;
  haulOut: Booking;
  launch: Booking;
  done: Booking;
}

/** Three services on one day for owners whose names share a token the calendar is filtered by. */
export async function seedCalendar(
  newContext: () => Promise<BrowserContext>,
  days: number,
): Promise<CalendarSeed> {
  const token = `Cal${Date.now().toString(36)}`;
  const admin = await newContext();
  await signInAdmin(admin);
  const customer = (await registerOwner(await newContext(), { fullName: `Avery ${token}` })).user;
  const date = marinaDaysFromNow(days);
  const haulOut = await adminBook(admin, customer, {
    bookingDate: date,
    timeSlot: '10:00 AM',
    ownerName: `Avery ${token}`,
  });
  const launch = await adminBook(admin, customer, {
    bookingDate: date,
    timeSlot: '12:00 PM',
    ownerName: `Blake ${token}`,
    serviceType: 'launch',
  });
  const done = await adminBook(admin, customer, {
    bookingDate: date,
    timeSlot: '3:00 PM',
    ownerName: `Casey ${token}`,
  });
  const patched = await admin.request.patch(`/api/bookings/${done.id}/completed`, {
    headers: XHR,
    data: { completed: true },
  });
  if (!patched.ok()) throw new Error(`completing failed: ${patched.status()}`);
  return { token, date, haulOut, launch, done: { ...done, completed: true } };
}
