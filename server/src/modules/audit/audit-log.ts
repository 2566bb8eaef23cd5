import type { Executor } from '../../db/client';
import type { AuditTargetType } from '../../db/enums';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  actorId: number;
  /** What happened, as `resource.verb`: 'booking.delete', 'user.role', 'capacity.set' … */
  action: string;
  targetType: AuditTargetType;
  targetId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one audit row (DESIGN §4). Call it with the transaction that makes the change, so
 * the record exists exactly when the change does.
 */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId:
      entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
