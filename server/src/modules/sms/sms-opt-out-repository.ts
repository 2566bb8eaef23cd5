import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { SmsOptOutReason } from '../../db/enums';
import { smsOptOuts } from '../../db/schema';

/**
 * Numbers we never text (docs/product.md#text-messages), whichever account holds them: STOP puts a
 * number here at once, START takes it out; a provider's "cannot receive texts" puts it here for
 * good (until the owner proves the number again with a code, which needs a text to arrive).
 */

/** Why the number gets no texts, or null when it may get them. */
export async function optOutOf(db: Executor, phoneNumber: string): Promise<SmsOptOutReason | null> {
  const [row] = await db
    .select({ reason: smsOptOuts.reason })
    .from(smsOptOuts)
    .where(eq(smsOptOuts.phoneNumber, phoneNumber));
  return row?.reason ?? null;
}

/**
 * The number gets no more texts. A STOP is the owner's own word and outranks 'undeliverable':
 * it turns an undeliverable number into a stopped one (so a new code no longer clears it), and
 * a later delivery failure never turns a STOP back.
 */
export async function optOutNumber(
  db: Executor,
  phoneNumber: string,
  reason: SmsOptOutReason,
): Promise<void> {
  const insert = db.insert(smsOptOuts).values({ phoneNumber, reason });
  if (reason === 'stop') {
    await insert.onConflictDoUpdate({
      target: smsOptOuts.phoneNumber,
      set: { reason: 'stop', createdAt: sql`now()` },
    });
  } else {
    await insert.onConflictDoNothing();
  }
}

/** START, or a code proven on the number: it may get texts again. */
export async function optInNumber(db: Executor, phoneNumber: string): Promise<void> {
  await db.delete(smsOptOuts).where(eq(smsOptOuts.phoneNumber, phoneNumber));
}
