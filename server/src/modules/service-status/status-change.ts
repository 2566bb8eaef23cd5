import type { ServiceStatus } from '@shared/constants';
import { SERVICE_STATUS_MESSAGES as M } from '@shared/messages/service-status';
import { canChangeStatus } from '@shared/schemas/service-status';
import type { Transaction } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { conflict } from '../../lib/errors';
import { queueStatusMail, withdrawPendingStatusMails } from '../../outbox/status-mails';
import { updateBooking, type BookingRow } from '../bookings/booking-repository';

/** The statuses whose owner is mailed; leaving one withdraws a mail still waiting. */
const TOLD: readonly ServiceStatus[] = ['done', 'no_show'];

/**
 * Moves a booking the caller has row-locked to `next`, under the rules of canChangeStatus
 * (409 otherwise), with who and when; the trigger of migration 0014 keeps `completed` equal to
 * 'done'. The owner's mail is queued STATUS_MAIL_DELAY_MS ahead, or withdrawn by an Undo, in the
 * same transaction. The same status again changes nothing and returns the row as it is.
 */
export async function applyServiceStatus(
  tx: Transaction,
  ctx: AppContext,
  actor: Express.User,
  booking: BookingRow,
  next: ServiceStatus,
): Promise<BookingRow> {
  const from = booking.serviceStatus;
  if (from === next) return booking;
  if (!canChangeStatus(from, next)) throw conflict('status_not_allowed', M.notAllowed(from, next));
  const now = ctx.now();
  const updated = await updateBooking(tx, booking.id, {
    serviceStatus: next,
    statusChangedAt: now,
    statusChangedBy: actor.id,
  });
  if (TOLD.includes(from)) await withdrawPendingStatusMails(tx, booking.id);
  if (TOLD.includes(next)) {
    await queueStatusMail(tx, updated, new Date(now.getTime() + ctx.config.STATUS_MAIL_DELAY_MS));
  }
  return updated;
}
