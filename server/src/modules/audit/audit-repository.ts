import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';

export type NewAuditRow = Omit<typeof auditLog.$inferInsert, 'id' | 'createdAt'>;

/** Writes one audit row, in the transaction given (audit-log.ts says what goes in it). */
export async function insertAuditRow(db: Executor, values: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(values);
}
