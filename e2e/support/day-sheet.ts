import type { BrowserContext, Page } from 'playwright-core';
import type { Booking } from '../../shared/api/booking-views';
import { registerOwner } from './api';
import { adminBook, bookEarlyLaunch, signInAdmin } from './admin';
import { saveBoatPlace } from './boat-place';
import { visible } from './browser';
import { marinaDaysFromNow } from './dates';

export interface DaySheetSeed {
  token: string;
  date: string;
  /** Booked in this order: 3:00 PM, 10:00 AM, 12:00 PM. */
  late: Booking;
  early: Booking;
  noon: Booking;
}

/** Three services on one day, booked out of deadline order; the 3 PM owner keeps slip B-14 and is VIB, the 10 AM one is not. */
export async function seedDay(
  newContext: () => Promise<BrowserContext>,
  days: number,
): Promise<DaySheetSeed> {
  const token = `Day${Date.now().toString(36)}`;
  const admin = await newContext();
  await signInAdmin(admin);
  const ownerContext = await newContext();
  const owner = await registerOwner(ownerContext, { fullName: `Avery ${token}` });
  await saveBoatPlace(ownerContext, owner.fullName, { wetSlipNumber: 'B-14', isVibMember: true });
  const date = marinaDaysFromNow(days);
  const late = await adminBook(admin, owner.user, {
    bookingDate: date,
    timeSlot: '3:00 PM',
    ownerName: `Avery ${token}`,
    specialRequests: 'Pressure-wash the hull and check the zincs',
  });
  const early = await bookEarlyLaunch(newContext, admin, date, `Blake ${token}`);
  const noon = await adminBook(admin, owner.user, {
    bookingDate: date,
    timeSlot: '12:00 PM',
    ownerName: `Casey ${token}`,
  });
  return { token, date, late, early, noon };
}

export const services = (page: Page, token: string) =>
  page.getByTestId('day-sheet-service').filter({ hasText: token });
export const serviceOf = (page: Page, booking: Booking) =>
  page.locator(`[data-testid="day-sheet-service"][data-booking-id="${booking.id}"]`);
export const completedSwitch = (page: Page, booking: Booking) =>
  serviceOf(page, booking).getByRole('switch', { name: 'Completed' });

export async function openSheet(page: Page, date: string): Promise<void> {
  await page.goto(`/admin/day/${date}`);
  await visible(page.getByRole('heading', { level: 1 }));
}
