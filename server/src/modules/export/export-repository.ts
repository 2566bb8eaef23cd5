import { and, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { SLOT_START_HOUR, type TimeSlot } from '@shared/constants';
import type { Executor } from '../../db/client';
import { boats, bookings, profiles, users } from '../../db/schema';
import { slotStartHour } from '../../db/sql-lists';
import { chronological } from '../bookings/booking-repository';

export interface ExportRange {
  from?: string;
  to?: string;
}

export type ExportBooking = Awaited<ReturnType<typeof exportPage>>[number];

/** Where the previous page ended, in the export's order. */
interface Cursor {
  bookingDate: string;
  timeSlot: TimeSlot;
  id: number;
}

/**
 * One page of active bookings after a cursor, in the admin list's order (chronological()), each
 * with its boat's name, dimensions and insurance (null without a boat).
 */
async function exportPage(db: Executor, range: ExportRange, after: Cursor | null, size: number) {
  const conditions: (SQL | undefined)[] = [isNull(bookings.cancelledAt)];
  if (range.from) conditions.push(gte(bookings.bookingDate, range.from));
  if (range.to) conditions.push(lte(bookings.bookingDate, range.to));
  if (after) {
    // The same expressions as the order, so the keyset walks bookings_date_idx.
    conditions.push(
      sql`(${bookings.bookingDate}, ${slotStartHour(bookings.timeSlot)}, ${bookings.id}) > (${after.bookingDate}, ${SLOT_START_HOUR[after.timeSlot]}, ${after.id})`,
    );
  }
  return db
    .select({
      id: bookings.id,
      confirmationCode: bookings.confirmationCode,
      serviceType: bookings.serviceType,
      bookingDate: bookings.bookingDate,
      timeSlot: bookings.timeSlot,
      sourceSlipType: bookings.sourceSlipType,
      destination: bookings.destination,
      ownerName: bookings.ownerName,
      ownerEmail: bookings.ownerEmail,
      ownerPhone: bookings.ownerPhone,
      username: users.username,
      storageType: profiles.storageType,
      isVibMember: bookings.isVibMember,
      specialRequests: bookings.specialRequests,
      isOneWay: bookings.isOneWay,
      isBothWays: bookings.isBothWays,
      completed: bookings.completed,
      createdAt: bookings.createdAt,
      // The boat as it is now, read with its page: a join on its key, no second pass.
      boatName: boats.name,
      lengthM: boats.lengthM,
      beamM: boats.beamM,
      draftM: boats.draftM,
      weightKg: boats.weightKg,
      insuranceExpiresOn: boats.insuranceExpiresOn,
    })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(profiles, eq(profiles.userId, bookings.userId))
    .leftJoin(boats, eq(boats.id, bookings.boatId))
    .where(and(...conditions))
    .orderBy(...chronological())
    .limit(size);
}

/**
 * Every active booking in the range, a page at a time: each page is a short query on
 * bookings_date_idx, so no connection is held while a slow download drains, and memory stays
 * one page however many bookings there are. Pages are not one snapshot: a booking made or
 * cancelled during a long export may or may not be in it, but none appears twice.
 */
export async function* activeBookingPages(
  db: Executor,
  range: ExportRange,
  pageSize = 2000,
): AsyncGenerator<ExportBooking[]> {
  let after: Cursor | null = null;
  for (;;) {
    const page = await exportPage(db, range, after, pageSize);
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    after = page[page.length - 1]!;
  }
}
