import { and, asc, count, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AdminBooking } from '@shared/api/booking-views';
import type { AdminBookingListQuery } from '@shared/schemas/bookings';
import type { Executor } from '../../db/client';
import {
  boats,
  bookings,
  profiles,
  slotOverrides,
  smsOptOuts,
  smsSubscriptions,
  users,
} from '../../db/schema';
import { chronological, type BookingRow } from './booking-repository';

/** The profile columns the admin list shows beside a booking. */
export type AdminProfileSummary = NonNullable<AdminBooking['profile']>;

/** One page of the admin list: its rows, the total, and the owners of the page's rows. */
export interface AdminBookingPage {
  rows: BookingRow[];
  total: number;
  profileOf: Map<number, AdminProfileSummary>;
  usernameOf: Map<number, string>;
  /** The page's owners who get texts about their bookings (docs/product.md#text-messages). */
  textedOwners: Set<number>;
}

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

function filtersOf(query: AdminBookingListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(bookings.cancelledAt)];
  if (query.from) conditions.push(gte(bookings.bookingDate, query.from));
  if (query.to) conditions.push(lte(bookings.bookingDate, query.to));
  if (query.serviceType) conditions.push(eq(bookings.serviceType, query.serviceType));
  if (query.q) {
    // One lower()ed haystack with LIKE measured about twice as fast as three ILIKEs; chr(1)
    // keeps a match from spanning two fields. || rather than concat_ws (the columns are
    // NOT NULL, so the text is the same) because an index can only hold an immutable expression.
    const haystack = sql`lower(${bookings.confirmationCode} || chr(1) || ${bookings.ownerName} || chr(1) || ${bookings.ownerEmail})`;
    const pattern = likePattern(query.q.toLowerCase());
    // The boat's name or registration too, read as it is now. The matching boats' ids are
    // gathered once into an array, so bookings_boat_idx can answer beside the trigram index
    // (a bitmap OR) rather than a correlated subquery run for every booking.
    const boatIds = sql`array(select ${boats.id} from ${boats}
      where lower(${boats.name}) like ${pattern} or lower(${boats.registration}) like ${pattern})`;
    conditions.push(sql`(${haystack} like ${pattern} or ${bookings.boatId} = any(${boatIds}))`);
  }
  if (query.attention === 'lift-override') {
    conditions.push(sql`${bookings.liftOverrideReason} is not null`);
  }
  if (query.attention === 'size-unknown') {
    // As shared/lift-fit.ts sizeUnknown: no boat, or one without its weight or beam.
    conditions.push(sql`(${bookings.boatId} is null or exists (select 1 from ${boats}
      where ${boats.id} = ${bookings.boatId} and (${boats.weightKg} is null or ${boats.beamM} is null)))`);
  }
  return and(...conditions);
}

/**
 * The total of a window without a search: booking_day_counts (kept by triggers, migrations
 * 0005 and 0007) summed a day and service at a time instead of reading every active booking.
 */
async function countedTotal(db: Executor, query: AdminBookingListQuery): Promise<number> {
  const conditions = [
    query.from ? sql`booking_date >= ${query.from}` : undefined,
    query.to ? sql`booking_date <= ${query.to}` : undefined,
    query.serviceType ? sql`service_type = ${query.serviceType}` : undefined,
  ].filter((condition) => condition !== undefined);
  const filter = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const result = await db.execute<{ n: number }>(
    sql`select coalesce(sum(active), 0)::int as n from booking_day_counts ${filter}`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * A search's page and its total from one pass over the matches (the window count): the
 * matches come from an index scan that would otherwise run twice. A page past the end has
 * no row to carry the total, so it is counted on its own.
 */
async function searchPage(db: Executor, query: AdminBookingListQuery, where: SQL | undefined) {
  const found = await db
    .select({ booking: bookings, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(bookings)
    .where(where)
    .orderBy(...orderFor(query.sort))
    .limit(query.limit)
    .offset(query.offset);
  const rows = found.map((row) => row.booking);
  if (found[0]) return { rows, total: found[0].total };
  if (query.offset === 0) return { rows, total: 0 };
  const [counted] = await db.select({ n: count() }).from(bookings).where(where);
  return { rows, total: counted?.n ?? 0 };
}

/**
 * column = any of the ids, bound as one array parameter: a month's page holds up to a
 * thousand owners, and a thousand bind parameters (inArray) took PGlite longer to parse and
 * plan than the lookups (15 ms against 9 for both queries).
 */
const idIsAnyOf = (column: AnyPgColumn, ids: number[]) =>
  sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;

/**
 * Whether the owner gets texts about a booking: a verified mobile (every subscription row is
 * one) with confirmations or the day's status on, on a number that has not opted out.
 * Reminders alone do not count: they say nothing about a change the office makes.
 */
const getsTexts = sql<boolean>`coalesce(
  (${smsSubscriptions.confirmations} or ${smsSubscriptions.status}) and ${smsOptOuts.phoneNumber} is null,
  false)`;

/**
 * The page's owners by primary/unique key, rather than joining (and hashing) every user. The
 * texts flag rides on the users query: both joins are on primary keys, so no query is added.
 */
async function ownersOf(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return { profileRows: [], userRows: [] };
  const [profileRows, userRows] = await Promise.all([
    db
      .select({
        userId: profiles.userId,
        storageType: profiles.storageType,
        isVibMember: profiles.isVibMember,
        wetSlipNumber: profiles.wetSlipNumber,
        dryStorageLocation: profiles.dryStorageLocation,
      })
      .from(profiles)
      .where(idIsAnyOf(profiles.userId, userIds)),
    db
      .select({ id: users.id, username: users.username, getsTexts })
      .from(users)
      .leftJoin(smsSubscriptions, eq(smsSubscriptions.userId, users.id))
      .leftJoin(smsOptOuts, eq(smsOptOuts.phoneNumber, smsSubscriptions.phoneNumber))
      .where(idIsAnyOf(users.id, userIds)),
  ]);
  return { profileRows, userRows };
}

/**
 * The admin list (docs/product.md#api-behaviour): active bookings in a date window, searched and
 * sorted, with the total for paging. A date window walks bookings_slot_active_idx (partial, active
 * rows).
 */
export async function findAdminBookingPage(
  db: Executor,
  query: AdminBookingListQuery,
): Promise<AdminBookingPage> {
  const where = filtersOf(query);
  // booking_day_counts counts by date and service only: any other filter counts its matches.
  const { rows, total } =
    query.q || query.attention
      ? await searchPage(db, query, where)
      : await Promise.all([
          db
            .select()
            .from(bookings)
            .where(where)
            .orderBy(...orderFor(query.sort))
            .limit(query.limit)
            .offset(query.offset),
          countedTotal(db, query),
        ]).then(([rows, total]) => ({ rows, total }));
  return withOwners(db, rows, total);
}

async function withOwners(
  db: Executor,
  rows: BookingRow[],
  total: number,
): Promise<AdminBookingPage> {
  const { profileRows, userRows } = await ownersOf(db, [...new Set(rows.map((r) => r.userId))]);
  return {
    rows,
    total,
    profileOf: new Map(profileRows.map(({ userId, ...profile }) => [userId, profile])),
    usernameOf: new Map(userRows.map((u) => [u.id, u.username])),
    textedOwners: new Set(userRows.filter((u) => u.getsTexts).map((u) => u.id)),
  };
}

/** At most this many bookings on closed deadlines are listed at once; the total says if more. */
export const CLOSED_DEADLINE_BOOKINGS_LIMIT = 500;

/**
 * Active bookings from `fromDate` on whose deadline is closed, by its own closure or its whole
 * day's (the rule of capacity/slot-rules.ts), chronological: the office moves them.
 */
export async function findClosedDeadlineBookings(
  db: Executor,
  fromDate: string,
): Promise<AdminBookingPage> {
  const where = and(
    isNull(bookings.cancelledAt),
    gte(bookings.bookingDate, fromDate),
    sql`exists (select 1 from ${slotOverrides} where ${slotOverrides.closed}
      and ${slotOverrides.date} = ${bookings.bookingDate}
      and (${slotOverrides.timeSlot} = ${bookings.timeSlot} or ${slotOverrides.timeSlot} is null))`,
  );
  const found = await db
    .select({ booking: bookings, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(bookings)
    .where(where)
    .orderBy(...chronological())
    .limit(CLOSED_DEADLINE_BOOKINGS_LIMIT);
  return withOwners(
    db,
    found.map((row) => row.booking),
    found[0]?.total ?? 0,
  );
}
