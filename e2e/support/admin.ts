import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { Booking } from '../../shared/api/booking-views';
import type { PublicUser } from '../../shared/api/users';
import type { ServiceType, TimeSlot } from '../../shared/constants';
import { registerOwner, signIn, XHR, type TestOwner } from './api';
import { visible } from './browser';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './constants';

export const signInAdmin = (context: BrowserContext) =>
  signIn(context, ADMIN_EMAIL, ADMIN_PASSWORD);

/** Signs the admin in through the auth page, as a person would, and waits for the dashboard. */
export async function signInAdminOnPage(page: Page): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin');
  await visible(page.getByRole('heading', { name: 'Admin Dashboard' }));
}

export type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** One admin sign-in whose cookie every later context of a file reuses, instead of one each. */
export async function adminSession(
  newContext: () => Promise<BrowserContext>,
): Promise<SessionState> {
  const context = await newContext();
  await signInAdmin(context);
  return context.storageState();
}

/**
 * The admin's session and an owner's, for a file's beforeAll: the file's later contexts reuse
 * the cookies instead of signing in each time.
 */
export async function adminAndOwnerSessions(
  newContext: () => Promise<BrowserContext>,
  ownerName: string,
): Promise<{ session: SessionState; owner: TestOwner; ownerSession: SessionState }> {
  const session = await adminSession(newContext);
  const context = await newContext();
  const owner = await registerOwner(context, { fullName: ownerName });
  return { session, owner, ownerSession: await context.storageState() };
}

export interface AdminBookingSeed {
  bookingDate: string;
  timeSlot: TimeSlot;
  ownerName: string;
  serviceType?: ServiceType;
  specialRequests?: string | null;
  /** The customer's boat the booking is for (the lift rules then judge it). */
  boatId?: number;
}

/**
 * The office books for a wet-slip customer (POST /api/bookings with userId): exempt from the
 * owner cap and the 24-hour rule, so one customer can carry many bookings under other names.
 */
export async function adminBook(
  admin: BrowserContext,
  customer: PublicUser,
  seed: AdminBookingSeed,
): Promise<Booking> {
  const serviceType = seed.serviceType ?? 'haul-out';
  const res = await admin.request.post('/api/bookings', {
    headers: XHR,
    data: {
      userId: customer.id,
      serviceType,
      sourceSlipType: serviceType === 'haul-out' ? 'my-wet-slip' : 'parking-lot',
      destination: serviceType === 'haul-out' ? 'wash-pad' : 'wet-slip',
      bookingDate: seed.bookingDate,
      timeSlot: seed.timeSlot,
      ownerName: seed.ownerName,
      ownerEmail: customer.email,
      ownerPhone: '555-0142',
      isVibMember: false,
      specialRequests: seed.specialRequests ?? null,
      ...(seed.boatId === undefined ? {} : { boatId: seed.boatId }),
    },
  });
  if (!res.ok()) throw new Error(`admin booking failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { booking: Booking }).booking;
}

/** A new owner, `name`, whose 10:00 AM launch on `date` the office books: a day's early service. */
export async function bookEarlyLaunch(
  newContext: () => Promise<BrowserContext>,
  admin: BrowserContext,
  date: string,
  name: string,
): Promise<Booking> {
  const { user } = await registerOwner(await newContext(), { fullName: name });
  return adminBook(admin, user, {
    bookingDate: date,
    timeSlot: '10:00 AM',
    ownerName: name,
    serviceType: 'launch',
  });
}

/** Active bookings in total, as GET /api/bookings counts them. */
export async function activeTotal(admin: BrowserContext): Promise<number> {
  const res = await admin.request.get('/api/bookings?limit=1', { headers: XHR });
  return ((await res.json()) as { total: number }).total;
}

/** The list's rows (table rows on wide screens, cards on a phone). */
export const bookingRows = (page: Page) => page.getByTestId('booking-row');

/** Types into the list's search box and waits for the debounced search to reach the URL. */
export async function searchList(page: Page, text: string): Promise<void> {
  await page.getByLabel('Search bookings').fill(text);
  await page.waitForURL((url) => (url.searchParams.get('q') ?? '') === text);
  await listSettled(page);
}

/** Finds the booking in the list and opens its panel with its code's button; returns the panel. */
export async function openBookingPanel(page: Page, booking: Booking): Promise<Locator> {
  await page.goto('/admin');
  await searchList(page, booking.confirmationCode);
  await page
    .getByRole('button', { name: `${booking.confirmationCode} details` })
    .first()
    .click();
  return page.getByRole('dialog');
}

/** Opens the first row's booking panel and waits for its history; returns the history list. */
export async function openFirstPanel(page: Page): Promise<Locator> {
  await page
    .getByRole('button', { name: / details$/ })
    .first()
    .click();
  const history = page.getByTestId('booking-history');
  await history.getByRole('listitem').first().waitFor();
  return history;
}

/** Waits until the list shows the page it asked for (no skeleton, no dimmed previous page). */
export async function listSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const list = document.querySelector<HTMLElement>('[data-testid="bookings-list"]');
    return list?.dataset.search === window.location.search && !list.querySelector('[aria-busy]');
  });
}

/** Pixels the page scrolls sideways (0 when it fits). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The controls inside `scope` smaller than 44 px either way (thumb-sized targets at 390 px),
 * as 'name: width x height'. Hidden ones (0 px) do not count.
 */
export function smallTargets(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) return [`${selector} is missing`];
    const controls = root.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [role="button"], [role="checkbox"], [role="switch"]',
    );
    return [...controls].flatMap((control) => {
      const { width, height } = control.getBoundingClientRect();
      if (width === 0 || height === 0 || (width >= 44 && height >= 44)) return [];
      const name =
        control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
      return [`${name}: ${Math.round(width)} x ${Math.round(height)}`];
    });
  }, scope);
}
