import type { BookingHistoryEntry, HistoryActor } from '@shared/api/booking-history';
import type { CancelledBooking } from '@shared/api/booking-views';
import { SERVICE_STATUS_LABELS, type ServiceStatus } from '@shared/constants';
import type { CancelReason } from '../../db/enums';
import type { BoatOf } from '../boats/booking-boats';
import { presentCancelledBooking } from '../bookings/booking-presenter';
import type { BookingRow } from '../bookings/booking-repository';
import type { PersonFacts } from '../users/user-repository';
import type { AuditRecord } from './booking-history-repository';

/** Who the history must name: audit actors plus the booking's own creator and canceller. */
export function actorIdsOf(booking: BookingRow, audits: AuditRecord[]): number[] {
  const ids = audits.map((row) => row.actorId);
  ids.push(booking.createdBy ?? booking.userId, booking.cancelledBy);
  return ids.filter((id): id is number => id !== null);
}

const CANCEL_ACTIONS: Record<CancelReason, string> = {
  cancelled: 'booking.cancel',
  deleted: 'booking.delete',
  cleared: 'booking.clear-all',
};

type Fields = Record<string, unknown>;
const fields = (value: unknown): Fields =>
  value && typeof value === 'object' ? (value as Fields) : {};
const statusLabel = (value: unknown) =>
  SERVICE_STATUS_LABELS[value as ServiceStatus] ?? String(value);
const liftName = (value: unknown) => (typeof value === 'string' ? value : 'a lift');

/** The live yard's changes in the office's words (the client words the older actions). */
function summaryOf(row: AuditRecord): string | undefined {
  const before = fields(row.before);
  const after = fields(row.after);
  if (row.action === 'booking.status') {
    return `Status set to ${statusLabel(after.serviceStatus)} (was ${statusLabel(before.serviceStatus)})`;
  }
  if (row.action !== 'booking.lift') return undefined;
  if (after.liftId == null) return `Taken off ${liftName(before.liftName)}`;
  return before.liftId == null
    ? `Put on ${liftName(after.liftName)}`
    : `Moved from ${liftName(before.liftName)} to ${liftName(after.liftName)}`;
}

/**
 * The audit log records admin changes only (docs/product.md#bookings): an owner's own booking and
 * cancellation, and clear-all (one row for every booking, with no target), leave no row
 * about this booking. The booking row keeps who and when for those, so the history reads
 * them from there whenever no audit row tells the same event.
 */
export function presentBookingHistory(
  booking: BookingRow,
  audits: AuditRecord[],
  actors: Map<number, PersonFacts>,
): BookingHistoryEntry[] {
  const actor = (id: number | null): HistoryActor | null => {
    const found = id === null ? undefined : actors.get(id);
    return found ? { id: found.id, email: found.email, ownerName: found.ownerName } : null;
  };
  const entries: BookingHistoryEntry[] = audits.map((row) => {
    const summary = summaryOf(row);
    return {
      id: `audit-${row.id}`,
      action: row.action,
      actor: actor(row.actorId),
      before: row.before ?? null,
      after: row.after ?? null,
      ...(summary === undefined ? {} : { summary }),
      createdAt: row.createdAt.toISOString(),
    };
  });
  const audited = new Set(audits.map((row) => row.action));

  if (!audited.has('booking.create')) {
    entries.unshift({
      id: 'created',
      action: 'booking.create',
      actor: actor(booking.createdBy ?? booking.userId),
      before: null,
      after: null,
      createdAt: booking.createdAt.toISOString(),
    });
  }
  const cancelAction = booking.cancelReason ? CANCEL_ACTIONS[booking.cancelReason] : undefined;
  if (booking.cancelledAt && !audited.has('booking.delete')) {
    entries.push({
      id: 'cancelled',
      action: cancelAction ?? 'booking.cancel',
      actor: actor(booking.cancelledBy),
      before: null,
      after: { cancelledAt: booking.cancelledAt.toISOString(), cancelReason: booking.cancelReason },
      createdAt: booking.cancelledAt.toISOString(),
    });
  }
  // Stable: entries made at the same instant keep creation first and audit order after it.
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.createdAt.localeCompare(b.entry.createdAt) || a.index - b.index)
    .map(({ entry }) => entry);
}

/**
 * An owner's cancelled bookings, beside the active ones whose shape docs/product.md#api-calls
 * fixes.
 */
export function presentCancelledBookings(rows: BookingRow[], boatOf: BoatOf): CancelledBooking[] {
  return rows.map((row) => presentCancelledBooking(row, boatOf(row)));
}
