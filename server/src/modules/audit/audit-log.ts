import type { Executor } from '../../db/client';
import { AUDIT_ACTION_TARGETS, type AuditAction } from '../../db/enums';
import { insertAuditRow } from './audit-repository';

/**
 * Every audited action is a `resource.verb` of db/enums.ts AUDIT_ACTION_TARGETS, which also
 * says what its target_type is: a call names the action alone.
 */
export type { AuditAction };

export interface AuditEntry {
  /** null when no person did it: the webhook worker disabling a failing endpoint. */
  actorId: number | null;
  action: AuditAction;
  targetId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one audit row (docs/product.md#bookings). Call it with the transaction that makes the
 * change, so the record exists exactly when the change does.
 */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await insertAuditRow(tx, {
    actorId: entry.actorId,
    action: entry.action,
    targetType: AUDIT_ACTION_TARGETS[entry.action],
    targetId:
      entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
