import type { Page } from 'playwright-core';
import type { TimeSlot } from '../../shared/constants';
import { bookViaApi, registerOwner, XHR } from './api';
import { signInAdmin } from './admin';
import { marinaDaysFromNow } from './dates';
import { overrideSlot } from './new-booking';

/** The schedule shots' days: one the yard closed, one full, one deadline the owner waits for. */
export const MARKS = {
  closedDay: marinaDaysFromNow(6),
  fullDay: marinaDaysFromNow(8),
  waitlistDay: marinaDaysFromNow(9),
  waitlistSlot: '12:00 PM' as TimeSlot,
};

let seeded: Promise<void> | null = null;

/**
 * Once per run, for the owner signed in on `page`: the yard closes a whole day (a regatta);
 * another day's only open deadline has one place, taken by someone else (so the day is full);
 * and a one-place deadline taken by that someone gets the owner on its waitlist. Days the
 * other shots use (3, 4, 5, 7, 11) are left alone.
 */
export function seedOwnerMarks(page: Page): Promise<void> {
  seeded ??= seed(page);
  return seeded;
}

async function seed(page: Page): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const baseURL = new URL(page.url()).origin;
  const office = await browser.newContext({ baseURL });
  await signInAdmin(office);
  await overrideSlot(office, {
    date: MARKS.closedDay,
    timeSlot: null,
    closed: true,
    reason: 'Regatta',
  });
  for (const timeSlot of ['12:00 PM', '3:00 PM'] as const) {
    await overrideSlot(office, {
      date: MARKS.fullDay,
      timeSlot,
      closed: true,
      reason: 'Crane service',
    });
  }
  await overrideSlot(office, { date: MARKS.fullDay, timeSlot: '10:00 AM', capacity: 1 });
  await overrideSlot(office, {
    date: MARKS.waitlistDay,
    timeSlot: MARKS.waitlistSlot,
    capacity: 1,
  });
  await office.close();

  const other = await browser.newContext({ baseURL });
  await registerOwner(other, { fullName: 'Jordan Bayliss' });
  await bookViaApi(other, { bookingDate: MARKS.fullDay, timeSlot: '10:00 AM' });
  await bookViaApi(other, { bookingDate: MARKS.waitlistDay, timeSlot: MARKS.waitlistSlot });
  await other.close();

  const res = await page.context().request.post('/api/waitlist', {
    headers: XHR,
    data: {
      serviceType: 'haul-out',
      sourceSlipType: 'my-wet-slip',
      destination: 'wash-pad',
      specialRequests: '',
      bookingDate: MARKS.waitlistDay,
      timeSlot: MARKS.waitlistSlot,
    },
  });
  if (!res.ok()) throw new Error(`waitlist failed: ${res.status()} ${await res.text()}`);
}
