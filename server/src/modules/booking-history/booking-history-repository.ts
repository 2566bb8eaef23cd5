import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, bookings, users } from '../../db/schema';

export type BookingRecord = typeof bookings.$inferSelect;
export type AuditRecord = typeof auditLog.$inferSelect;
export type ActorRecord = Pick<typeof users.$inferSelect, 'id' | 'email' | 'ownerName'>;

/** A booking whatever its state: a cancelled one still has a history to show. */
export async function findBookingAnyState(
  db: Executor,
  id: number,
): Promise<BookingRecord | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/** Audit rows about one booking, oldest first (uses audit_log_target_idx). */
export async function auditRowsOfBooking(db: Executor, id: number): Promise<AuditRecord[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'booking'), eq(auditLog.targetId, String(id))))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}

export async function findActors(db: Executor, ids: number[]): Promise<Map<number, ActorRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, ownerName: users.ownerName })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}
