import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailQueue } from '../db/schema';
import { scrubbedPayload, type OutboxRow } from './outbox-repository';

/** Namespace of the per-recipient advisory locks (727_001 to 727_005 are taken elsewhere). */
const RECIPIENT_LOCK_CLASS = 727_010;
const CAP_WINDOW_MS = 24 * 60 * 60_000;
export const RECIPIENT_CAP_REASON = 'held: the recipient reached its daily mail cap';

/**
 * The per-recipient daily cap (docs/product.md#email), decided just before sending: under a
 * lock on the recipient (lower case), count the messages to it counted in the last 24 hours
 * that are sent or still on their way; below the cap this one is counted too and may go, at the
 * cap it is held for good (its links scrubbed). The lock makes the count-then-count step atomic
 * across workers and instances; counting at admission rather than at sending keeps the lock
 * short (never held over SMTP). A retried message was counted on its first try and goes again.
 */
export async function admitUnderRecipientCap(
  db: Database,
  row: Pick<OutboxRow, 'id' | 'recipient' | 'countedAt'>,
  options: { now: Date; cap: number },
): Promise<boolean> {
  if (row.countedAt) return true;
  return db.transaction(async (tx) => {
    const recipient = row.recipient.trim().toLowerCase();
    await tx.execute(
      sql`select pg_advisory_xact_lock(${RECIPIENT_LOCK_CLASS}, hashtext(${recipient}))`,
    );
    const since = new Date(options.now.getTime() - CAP_WINDOW_MS).toISOString();
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(mailQueue)
      .where(
        sql`lower(${mailQueue.recipient}) = ${recipient}
          and ${mailQueue.countedAt} > ${since}::timestamptz
          and ${mailQueue.status} in ('pending', 'sent')
          and ${mailQueue.id} <> ${row.id}`,
      );
    if ((counted?.n ?? 0) >= options.cap) {
      await tx
        .update(mailQueue)
        .set({
          status: 'held',
          lockedUntil: null,
          lastError: RECIPIENT_CAP_REASON,
          payload: scrubbedPayload(),
        })
        .where(and(eq(mailQueue.id, row.id), eq(mailQueue.status, 'pending')));
      return false;
    }
    await tx.update(mailQueue).set({ countedAt: options.now }).where(eq(mailQueue.id, row.id));
    return true;
  });
}
