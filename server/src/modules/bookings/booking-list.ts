import { and, asc, count, desc, eq, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AdminBookingList } from '@shared/api-types';
import type { AdminBookingListQuery } from '@shared/schemas/booking';
import type { Executor } from '../../db/client';
import { bookings, profiles, users } from '../../db/schema';
import { presentAdminBooking } from './booking-presenter';

/** '%' and '_' typed by the office are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function orderFor(sort: AdminBookingListQuery['sort']): SQL[] {
  const direction = sort.startsWith('-') ? desc : asc;
  // '10:00 AM' < '12:00 PM' < '3:00 PM' as text too, so text order is deadline order.
  const chronological = [direction(bookings.bookingDate), direction(bookings.timeSlot), direction(bookings.id)];
  switch (sort.replace('-', '')) {
    case 'serviceType':
      return [direction(bookings.serviceType), ...chronological];
    case 'owner':
      return [direction(sql`lower(${bookings.ownerName})`), ...chronological];
    default:
      return chronological;
  }
}

/**
 * The admin list (DESIGN §6): active bookings in a date window, searched and sorted, with
 * the total for paging. A date window walks bookings_slot_active_idx (partial, active rows).
 */
export async function listAdminBookings(db: Executor, query: AdminBookingListQuery): Promise<AdminBookingList> {
  const conditions: (SQL | undefined)[] = [isNull(bookings.cancelledAt)];
  if (query.from) conditions.push(gte(bookings.bookingDate, query.from));
  if (query.to) conditions.push(lte(bookings.bookingDate, query.to));
  if (query.serviceType) conditions.push(eq(bookings.serviceType, query.serviceType));
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(
        ilike(bookings.confirmationCode, pattern),
        ilike(bookings.ownerName, pattern),
        ilike(bookings.ownerEmail, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        booking: bookings,
        storageType: profiles.storageType,
        profileVib: profiles.isVibMember,
        profileId: profiles.id,
        username: users.username,
      })
      .from(bookings)
      .leftJoin(profiles, eq(profiles.userId, bookings.userId))
      .leftJoin(users, eq(users.id, bookings.userId))
      .where(where)
      .orderBy(...orderFor(query.sort))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(bookings).where(where),
  ]);
  return {
    bookings: rows.map((row) =>
      presentAdminBooking(
        row.booking,
        row.profileId === null ? null : { storageType: row.storageType, isVibMember: row.profileVib ?? false },
        row.username === null ? null : { username: row.username },
      ),
    ),
    total: totalRow?.n ?? 0,
  };
}
