import { and, eq, gte, isNull, or } from 'drizzle-orm';
import type { ServiceType } from '@shared/constants';
import type { Executor } from '../../db/client';
import type { CalendarFeedScope } from '../../db/enums';
import type { Role } from '@shared/roles';
import { bookings, calendarFeeds, users } from '../../db/schema';
import { chronological, type BookingRow } from '../bookings/booking-repository';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

/**
 * Creates the user's feed of this scope, or replaces its token (a reset): one statement, so
 * the old URL stops working the moment the new one exists, and two resets at once leave one
 * row (the later token) instead of a unique-key error.
 */
export async function upsertFeed(
  db: Executor,
  values: { userId: number; scope: CalendarFeedScope; tokenHash: string; createdAt: Date },
): Promise<CalendarFeedRow> {
  const [row] = await db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({
      target: [calendarFeeds.userId, calendarFeeds.scope],
      set: { tokenHash: values.tokenHash, createdAt: values.createdAt },
    })
    .returning();
  return row!;
}

export function feedsOfUser(db: Executor, userId: number): Promise<CalendarFeedRow[]> {
  return db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** true when a feed was there to turn off. */
export async function deleteFeed(
  db: Executor,
  userId: number,
  scope: CalendarFeedScope,
): Promise<boolean> {
  const gone = await db
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, userId), eq(calendarFeeds.scope, scope)))
    .returning({ id: calendarFeeds.id });
  return gone.length > 0;
}

/** The feed a token names, with its user's role now (the yard feed asks). */
export async function findFeedByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<{ userId: number; scope: CalendarFeedScope; role: Role } | undefined> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId, scope: calendarFeeds.scope, role: users.role })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row;
}

/**
 * A feed's bookings, in date order: active ones dated `fromDate` or later, and those
 * cancelled since `cancelledSince` (shown as cancelled, so a subscribed calendar removes them).
 * `userId` limits it to one owner (the owner feed), `serviceType` to one service (the yard's).
 */
export function listFeedBookings(
  db: Executor,
  filter: {
    userId?: number;
    serviceType?: ServiceType;
    fromDate: string;
    cancelledSince: Date;
    limit: number;
  },
): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        filter.userId === undefined ? undefined : eq(bookings.userId, filter.userId),
        filter.serviceType ? eq(bookings.serviceType, filter.serviceType) : undefined,
        gte(bookings.bookingDate, filter.fromDate),
        or(isNull(bookings.cancelledAt), gte(bookings.cancelledAt, filter.cancelledSince)),
      ),
    )
    .orderBy(...chronological())
    .limit(filter.limit);
}

/** Every feed of the user: a password reset ends them, as it ends the sessions. */
export async function deleteFeedsOfUser(db: Executor, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
