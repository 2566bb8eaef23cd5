import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditRecord = typeof auditLog.$inferSelect;

/** Audit rows about one booking, oldest first (uses audit_log_target_idx). */
export async function auditRowsOfBooking(db: Executor, id: number): Promise<AuditRecord[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'booking'), eq(auditLog.targetId, String(id))))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}
