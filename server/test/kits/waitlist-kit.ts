import { eq } from 'drizzle-orm';
import type { TimeSlot } from '@shared/constants';
import type { Database } from '../../src/db/client';
import { mailQueue, waitlistEntries } from '../../src/db/schema';
import type { ApiClient } from '../api-client';
import { freshDate, ownerPayload, setCapacity } from './booking-kit';

/**
 * Waitlist test helpers (docs/product.md#waitlist): full deadlines, joining, the rows behind them.
 */

/** A fresh date whose deadline holds `capacity` places, each booked by one of `holders`. */
export async function fullDeadline(
  admin: ApiClient,
  holders: { client: ApiClient }[],
  timeSlot: TimeSlot = '10:00 AM',
): Promise<{ date: string; timeSlot: TimeSlot; bookingIds: number[] }> {
  const date = freshDate();
  await setCapacity(admin, date, timeSlot, holders.length);
  const bookingIds: number[] = [];
  for (const holder of holders) {
    const res = await holder.client.post(
      '/api/bookings',
      ownerPayload({ bookingDate: date, timeSlot }),
    );
    if (res.status !== 201) throw new Error(`booking failed: ${JSON.stringify(res.body)}`);
    bookingIds.push(res.body.booking.id as number);
  }
  return { date, timeSlot, bookingIds };
}

export function joinWaitlist(
  owner: { client: ApiClient },
  deadline: { date: string; timeSlot?: TimeSlot },
  overrides: Record<string, unknown> = {},
) {
  return owner.client.post(
    '/api/waitlist',
    ownerPayload({
      bookingDate: deadline.date,
      timeSlot: deadline.timeSlot ?? '10:00 AM',
      ...overrides,
    }),
  );
}

/** Joins, or throws: the entry's id. */
export async function joined(
  owner: { client: ApiClient },
  deadline: { date: string; timeSlot?: TimeSlot },
): Promise<number> {
  const res = await joinWaitlist(owner, deadline);
  if (res.status !== 201) throw new Error(`join failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.entry.id as number;
}

export async function entryRow(db: Database, id: number) {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  return row!;
}

/** Queued confirmations that say the booking came off the waitlist. */
export async function waitlistConfirmations(db: Database) {
  const rows = await db.select().from(mailQueue).orderBy(mailQueue.id);
  return rows.filter(
    (row) =>
      row.kind === 'booking-confirmed' &&
      (row.payload as { fromWaitlist?: boolean }).fromWaitlist === true,
  );
}
