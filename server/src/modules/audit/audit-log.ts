import type { Executor } from '../../db/client';
import type { AuditTargetType } from '../../db/enums';
import { auditLog } from '../../db/schema';

/**
 * Every audited action, as `resource.verb`, with what its target_type is: the action decides
 * it, so a call names the action alone and a new action must say what it is about.
 */
const AUDIT_TARGETS = {
  'booking.create': 'booking',
  'booking.delete': 'booking',
  'booking.flags': 'booking',
  'booking.clear-all': 'bookings',
  'user.role': 'user',
  'user.delete': 'user',
  'capacity.set': 'slot-capacity',
  'capacity.reset': 'slot-capacity',
  'slot-override.set': 'slot-override',
  'slot-override.remove': 'slot-override',
  'export.csv': 'bookings',
  'export.sheets': 'bookings',
} as const satisfies Record<string, AuditTargetType>;

export type AuditAction = keyof typeof AUDIT_TARGETS;

export interface AuditEntry {
  actorId: number;
  action: AuditAction;
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
    targetType: AUDIT_TARGETS[entry.action],
    targetId:
      entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
