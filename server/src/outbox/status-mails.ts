import type { ServiceStatus } from '@shared/constants';
import type { Executor } from '../db/client';
import { ownerMailAddress } from './email/mail-recipient';
import { bookingSnapshot, dedupeKeysOf, enqueueMail, type SnapshotSource } from './outbox';
import { withdrawPendingMessages } from './outbox-repository';

type StatusMailKind = 'status-done' | 'status-no-show';

/** The statuses the owner is told about, and the mail each sends. */
const MAIL_OF: Partial<Record<ServiceStatus, StatusMailKind>> = {
  done: 'status-done',
  no_show: 'status-no-show',
};

/** One message of each kind per booking, ever: 'status-done:42'. */
export const statusMailKey = (kind: StatusMailKind, bookingId: number) => `${kind}:${bookingId}`;

/**
 * Queues the owner's mail for a booking that has just become done or no-show, to go at `runAt`
 * (STATUS_MAIL_DELAY_MS from now). Its dedupe key makes it once per booking: a later done,
 * after an Undo, queues nothing while the first is pending or sent.
 */
export async function queueStatusMail(
  tx: Executor,
  booking: SnapshotSource & { serviceStatus: ServiceStatus },
  runAt: Date,
): Promise<void> {
  const kind = MAIL_OF[booking.serviceStatus];
  if (!kind) return;
  await enqueueMail(tx, {
    recipient: await ownerMailAddress(tx, booking.userId),
    payload: { kind, booking: bookingSnapshot(booking) },
    dedupeKey: statusMailKey(kind, booking.id),
    runAt,
  });
}

/**
 * The status left done or no-show (an Undo): its mail and text, if still waiting, are withdrawn
 * in the same transaction. A message a worker has claimed (its lease running) may be on the wire: it
 * stays, so its key still stands and a later done never sends a second copy.
 */
export async function withdrawPendingStatusMails(tx: Executor, bookingId: number): Promise<void> {
  await withdrawPendingMessages(
    tx,
    [
      ...dedupeKeysOf(statusMailKey('status-done', bookingId)),
      ...dedupeKeysOf(statusMailKey('status-no-show', bookingId)),
    ],
    { unclaimedOnly: true },
  );
}
