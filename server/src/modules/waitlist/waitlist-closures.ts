import type { TimeSlot } from '@shared/constants';
import type { Transaction } from '../../db/client';
import { enqueueMail } from '../../outbox/outbox';
import { findProfileByUserId } from '../profiles/profile-repository';
import { endClosedEntries, type WaitlistRow } from './waitlist-repository';

/**
 * Deadlines that closed end the entries waiting there (docs/product.md#waitlist): no place will
 * open, so nobody is left waiting for one. 'held' when a weather hold closed them, 'closed' when
 * the office did; each owner is mailed in the same transaction, at the address `recipients`
 * gives (read with the rest of the change's owners) or their account's.
 */
export async function endWaitingAtClosed(
  tx: Transaction,
  closure: {
    date: string;
    timeSlots: readonly TimeSlot[];
    by: 'hold' | 'office';
    reason: string | null;
    at: Date;
  },
): Promise<WaitlistRow[]> {
  const outcome = closure.by === 'hold' ? 'held' : 'closed';
  return endClosedEntries(tx, closure.date, closure.timeSlots, { outcome, resolvedAt: closure.at });
}

/** Tells each owner of an ended entry (endWaitingAtClosed) that it ended, and why. */
export async function tellEndedEntries(
  tx: Transaction,
  entries: readonly WaitlistRow[],
  recipients: ReadonlyMap<number, string>,
  closure: { by: 'hold' | 'office'; reason: string | null },
): Promise<void> {
  for (const entry of entries) {
    const profile = await findProfileByUserId(tx, entry.userId);
    const fields = {
      ownerName: profile?.fullName ?? 'boat owner',
      serviceType: entry.serviceType,
      bookingDate: entry.bookingDate,
      timeSlot: entry.timeSlot,
    };
    await enqueueMail(tx, {
      recipient: recipients.get(entry.userId)!,
      payload:
        closure.by === 'hold'
          ? { kind: 'waitlist-held', ...fields, reason: closure.reason ?? '' }
          : { kind: 'waitlist-closed', ...fields, reason: closure.reason },
    });
  }
}
