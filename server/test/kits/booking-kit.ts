import { and, eq, isNull } from 'drizzle-orm';
import type { TimeSlot } from '@shared/constants';
import { addServiceDays } from '@shared/marina-time';
import type { Database } from '../../src/db/client';
import { bookings, mailQueue } from '../../src/db/schema';
import type { ApiClient } from '../api-client';

/**
 * Test clock and payloads shared by the booking, capacity and access tests. The clock starts
 * at 2030-06-10 08:00 in New York (the default MARINA_TZ) and tests may move it.
 */
export const START = new Date('2030-06-10T12:00:00Z');

export function testClock() {
  const clock = {
    instant: START,
    now: () => clock.instant,
    set: (iso: string) => (clock.instant = new Date(iso)),
  };
  return clock;
}

/** Each call gives a new far-future date, so tests never share a slot. */
let dayCounter = 0;
export function freshDate(): string {
  dayCounter += 1;
  return addServiceDays('2030-07-01', dayCounter);
}

export function ownerPayload(overrides: Record<string, unknown> = {}) {
  const timeSlot: TimeSlot = '10:00 AM';
  return {
    serviceType: 'haul-out',
    sourceSlipType: 'my-wet-slip',
    destination: 'wash-pad',
    specialRequests: 'Please check the zincs',
    bookingDate: freshDate(),
    timeSlot,
    ...overrides,
  };
}

/** The owner books through the API: ownerPayload with these choices. */
export function book(owner: { client: ApiClient }, overrides: Record<string, unknown> = {}) {
  return owner.client.post('/api/bookings', ownerPayload(overrides));
}

export function adminPayload(userId: number, overrides: Record<string, unknown> = {}) {
  return {
    userId,
    serviceType: 'launch',
    sourceSlipType: 'parking-lot',
    destination: 'wet-slip',
    bookingDate: freshDate(),
    timeSlot: '12:00 PM',
    ownerName: 'Jamie Hull',
    ownerEmail: 'jamie.hull@example.test',
    ownerPhone: '555-0199',
    isVibMember: true,
    specialRequests: null,
    ...overrides,
  };
}

export async function setCapacity(
  admin: ApiClient,
  date: string,
  timeSlot: string,
  capacity: number,
) {
  const res = await admin.put('/api/admin/slot-overrides', { date, timeSlot, capacity });
  if (res.status !== 200)
    throw new Error(`override failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** The queued mails about one booking, oldest first. */
export async function mailsFor(db: Database, bookingId: number) {
  const rows = await db.select().from(mailQueue).orderBy(mailQueue.id);
  return rows.filter(
    (row) => (row.payload as { booking?: { id: number } }).booking?.id === bookingId,
  );
}

/** The active bookings of one deadline, oldest first. */
export async function activeBookingsAt(db: Database, date: string, timeSlot: TimeSlot) {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.bookingDate, date),
        eq(bookings.timeSlot, timeSlot),
        isNull(bookings.cancelledAt),
      ),
    )
    .orderBy(bookings.id);
}
