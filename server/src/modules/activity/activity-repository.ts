import { and, count, desc, eq, gte, inArray, like, lt, ne, or, type SQL } from 'drizzle-orm';
import type { ActivityKind } from '@shared/schemas/activity';
import type { Executor } from '../../db/client';
import { auditLog, bookings } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;

/** The SQL side of activityKindOf (shared/schemas/activity.ts): the same prefixes. */
const KIND_CONDITIONS: Record<ActivityKind, SQL> = {
  bookings: and(like(auditLog.action, 'booking.%'), ne(auditLog.action, 'booking.flags'))!,
  flags: eq(auditLog.action, 'booking.flags'),
  users: like(auditLog.action, 'user.%'),
  capacity: or(like(auditLog.action, 'capacity.%'), like(auditLog.action, 'lift.%'))!,
  closures: or(like(auditLog.action, 'slot-override.%'), like(auditLog.action, 'weather-hold.%'))!,
  exports: like(auditLog.action, 'export.%'),
};

export interface ActivityFilter {
  kind?: ActivityKind | undefined;
  /** Rows at or after this instant. */
  since?: Date | undefined;
  /** Rows before this instant. */
  until?: Date | undefined;
  limit: number;
  offset: number;
}

/** One page of audit rows, newest first (audit_log_created_idx), and how many match. */
export async function findActivityPage(
  db: Executor,
  filter: ActivityFilter,
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = and(
    filter.kind ? KIND_CONDITIONS[filter.kind] : undefined,
    filter.since ? gte(auditLog.createdAt, filter.since) : undefined,
    filter.until ? lt(auditLog.createdAt, filter.until) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export type BookingFacts = Pick<
  typeof bookings.$inferSelect,
  'id' | 'confirmationCode' | 'ownerName' | 'serviceType' | 'bookingDate' | 'timeSlot'
>;

/** The bookings the rows name, whatever their state (a cancelled one still has a code). */
export async function findBookingFacts(
  db: Executor,
  ids: number[],
): Promise<Map<number, BookingFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: bookings.id,
      confirmationCode: bookings.confirmationCode,
      ownerName: bookings.ownerName,
      serviceType: bookings.serviceType,
      bookingDate: bookings.bookingDate,
      timeSlot: bookings.timeSlot,
    })
    .from(bookings)
    .where(inArray(bookings.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}
