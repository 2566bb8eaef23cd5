import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AdminBookingList } from '@shared/api-types';
import type { AdminBookingListQuery } from '@shared/schemas/booking';
import type { Executor } from '../../db/client';
import { bookings, profiles, users } from '../../db/schema';
import { presentAdminBooking } from './booking-presenter';
import { chronological } from './booking-repository';

/** '%' and '_' typed by the office are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function orderFor(sort: AdminBookingListQuery['sort']): SQL[] {
  const direction = sort.startsWith('-') ? desc : asc;
  switch (sort.replace('-', '')) {
    case 'serviceType':
      return [direction(bookings.serviceType), ...chronological(direction)];
    case 'owner':
      return [direction(sql`lower(${bookings.ownerName})`), ...chronological(direction)];
    default:
      return chronological(direction);
  }
}

/**
 * The admin list (DESIGN §6): active bookings in a date window, searched and sorted, with
 * the total for paging. A date window walks bookings_slot_active_idx (partial, active rows).
 */
export async function listAdminBookings(
  db: Executor,
  query: AdminBookingListQuery,
): Promise<AdminBookingList> {
  const conditions: (SQL | undefined)[] = [isNull(bookings.cancelledAt)];
  if (query.from) conditions.push(gte(bookings.bookingDate, query.from));
  if (query.to) conditions.push(lte(bookings.bookingDate, query.to));
  if (query.serviceType) conditions.push(eq(bookings.serviceType, query.serviceType));
  if (query.q) {
    // No trigram index on PGlite, so a substring search scans the rows left by the other
    // filters. One lower()ed haystack with LIKE measured about twice as fast as three ILIKEs;
    // chr(1) keeps a match from spanning two fields.
    const haystack = sql`lower(concat_ws(chr(1), ${bookings.confirmationCode}, ${bookings.ownerName}, ${bookings.ownerEmail}))`;
    conditions.push(sql`${haystack} like ${likePattern(query.q.toLowerCase())}`);
  }
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(where)
      .orderBy(...orderFor(query.sort))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(bookings).where(where),
  ]);
  // The page's owners by primary/unique key, rather than joining (and hashing) every user.
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const [profileRows, userRows] = userIds.length
    ? await Promise.all([
        db
          .select({
            userId: profiles.userId,
            storageType: profiles.storageType,
            isVibMember: profiles.isVibMember,
            wetSlipNumber: profiles.wetSlipNumber,
            dryStorageLocation: profiles.dryStorageLocation,
          })
          .from(profiles)
          .where(inArray(profiles.userId, userIds)),
        db
          .select({ id: users.id, username: users.username })
          .from(users)
          .where(inArray(users.id, userIds)),
      ])
    : [[], []];
  const profileOf = new Map(profileRows.map((p) => [p.userId, p]));
  const userOf = new Map(userRows.map((u) => [u.id, u]));
  return {
    bookings: rows.map((row) =>
      presentAdminBooking(row, profileOf.get(row.userId) ?? null, userOf.get(row.userId) ?? null),
    ),
    total: totalRow?.n ?? 0,
  };
}
