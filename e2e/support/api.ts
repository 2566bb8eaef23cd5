import type { BrowserContext } from 'playwright-core';
import type { Booking } from '../../shared/api/booking-views';
import type { PublicUser } from '../../shared/api/users';
import type { ServiceType, StorageType, TimeSlot } from '../../shared/constants';

/** The marker the server's CSRF check wants on every write. */
export const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
let counter = 0;

export interface TestOwner {
  user: PublicUser;
  email: string;
  password: string;
  fullName: string;
}

export function uniqueEmail(prefix = 'owner'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Registers through the API inside a browser context, so the context holds the session. */
export async function registerOwner(
  context: BrowserContext,
  options: {
    fullName?: string;
    storageType?: StorageType;
    /** Such as X-Forwarded-For, for many accounts from one context (the per-address limit). */
    headers?: Record<string, string>;
  } = {},
): Promise<TestOwner> {
  const email = uniqueEmail();
  const password = 'harbor-pass-1';
  const fullName = options.fullName ?? 'Quinn Mariner';
  const res = await context.request.post('/api/register', {
    headers: { ...XHR, ...options.headers },
    data: {
      email,
      password,
      fullName,
      storageType: options.storageType ?? 'wet-slip',
      phoneNumber: '555-0100',
      username: email,
      preferredEmail: email,
      isVibMember: false,
      isAdmin: false,
    },
  });
  if (!res.ok()) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  return { user: (await res.json()) as PublicUser, email, password, fullName };
}

export async function signIn(
  context: BrowserContext,
  email: string,
  password: string,
): Promise<void> {
  const res = await context.request.post('/api/login', { headers: XHR, data: { email, password } });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
}

export async function bookViaApi(
  context: BrowserContext,
  booking: { bookingDate: string; timeSlot: TimeSlot; serviceType?: ServiceType },
): Promise<Booking> {
  const serviceType = booking.serviceType ?? 'haul-out';
  const res = await context.request.post('/api/bookings', {
    headers: XHR,
    data: {
      serviceType,
      sourceSlipType: serviceType === 'haul-out' ? 'my-wet-slip' : 'parking-lot',
      destination: serviceType === 'haul-out' ? 'wash-pad' : 'wet-slip',
      specialRequests: '',
      bookingDate: booking.bookingDate,
      timeSlot: booking.timeSlot,
    },
  });
  if (!res.ok()) throw new Error(`booking failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { booking: Booking }).booking;
}
