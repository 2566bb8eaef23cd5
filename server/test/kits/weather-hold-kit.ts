import { eq } from 'drizzle-orm';
import type { TimeSlot } from '@shared/constants';
import type { Database } from '../../src/db/client';
import { bookings, weatherHolds } from '../../src/db/schema';
import type { ApiClient } from '../api-client';
import { freshDate, ownerPayload } from './booking-kit';

/** Weather hold test helpers (docs/product.md#weather-holds). */

/** `n` consecutive dates no other test uses: a held day and the days after it. */
export function freshDays(n: number): string[] {
  return Array.from({ length: n }, () => freshDate());
}

/** The owner books one deadline or the test stops: the booking as the API answered it. */
export async function booked(
  owner: { client: ApiClient },
  bookingDate: string,
  timeSlot: TimeSlot = '10:00 AM',
): Promise<{ id: number; confirmationCode: string }> {
  const res = await owner.client.post('/api/bookings', ownerPayload({ bookingDate, timeSlot }));
  if (res.status !== 201)
    throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.booking as { id: number; confirmationCode: string };
}

export const holdBody = (date: string, timeSlots?: TimeSlot[], reason = 'Gale warning') => ({
  date,
  ...(timeSlots ? { timeSlots } : {}),
  reason,
});

export const previewHold = (admin: ApiClient, body: object) =>
  admin.post('/api/weather-holds/preview', body);

export function placeHold(admin: ApiClient, body: object, idempotencyKey?: string) {
  const req = admin.post('/api/weather-holds', body);
  return idempotencyKey ? req.set('Idempotency-Key', idempotencyKey) : req;
}

export async function bookingRow(db: Database, id: number) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

export async function holdsOn(db: Database, date: string) {
  return db.select().from(weatherHolds).where(eq(weatherHolds.date, date));
}

/** Where each booking is now, for comparing with a hold's answer. */
export async function deadlinesOf(db: Database, ids: readonly number[]) {
  const rows = await Promise.all(ids.map((id) => bookingRow(db, id)));
  return rows.map((row) => ({ bookingDate: row.bookingDate, timeSlot: row.timeSlot }));
}
