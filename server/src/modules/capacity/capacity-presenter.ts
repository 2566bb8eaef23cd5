import type { SlotOverride } from '@shared/api/capacity';
import type { SlotOverrideRow } from './capacity-repository';

export function presentOverride(row: SlotOverrideRow): SlotOverride {
  return {
    id: row.id,
    date: row.date,
    timeSlot: row.timeSlot,
    capacity: row.capacity,
    closed: row.closed,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}
