import { TIME_SLOTS } from '@shared/constants';
import { timedRequest, type RecordedRequest } from './recorded-requests';

/** An owner registered through the API, and the session cookie the browser would keep. */
export interface RegisteredOwner {
  id: number;
  email: string;
  cookie: string;
}

const JSON_WRITE = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

/** A wet-slip owner (so a haul-out from their slip is legal), signed in by registering. */
export async function registerOwner(url: string, label: string): Promise<RegisteredOwner> {
  const email = `${label}-${Date.now()}@owners.test`;
  const res = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: JSON_WRITE,
    body: JSON.stringify({
      email,
      password: 'harbor-pass-1',
      fullName: 'Casey Mariner',
      storageType: 'wet-slip',
      phoneNumber: '555-0100',
      isVibMember: false,
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { id } = (await res.json()) as { id: number };
  return { id, email, cookie };
}

/** A date 10 days ahead or more (past the 24-hour notice, inside the horizon), one per n. */
export function serviceDate(n: number): string {
  return new Date(Date.now() + (10 + (n % 300)) * 86_400_000).toISOString().slice(0, 10);
}

export function availabilityPath(n: number): string {
  return `/api/timeslots/available?date=${serviceDate(n)}&serviceType=haul-out`;
}

/** The n-th haul-out of the owner: a different date and deadline each time. */
export function bookHaulOut(
  url: string,
  owner: RegisteredOwner,
  n: number,
): Promise<RecordedRequest> {
  return timedRequest('booking', `${url}/api/bookings`, {
    method: 'POST',
    headers: { ...JSON_WRITE, cookie: owner.cookie },
    body: JSON.stringify({
      serviceType: 'haul-out',
      sourceSlipType: 'my-wet-slip',
      destination: 'wash-pad',
      bookingDate: serviceDate(n),
      timeSlot: TIME_SLOTS[n % TIME_SLOTS.length],
    }),
  });
}

export function bookingIdOf(record: RecordedRequest): number {
  return (record.body as { booking: { id: number } }).booking.id;
}

export async function ownBookings(
  url: string,
  owner: RegisteredOwner,
): Promise<{ id: number; confirmationCode: string }[]> {
  const res = await fetch(`${url}/api/bookings/user/${owner.id}`, {
    headers: { cookie: owner.cookie },
  });
  if (res.status !== 200) throw new Error(`own bookings: ${res.status}`);
  return ((await res.json()) as { bookings: { id: number; confirmationCode: string }[] }).bookings;
}
