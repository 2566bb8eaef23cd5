import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailQueue } from '../db/schema';

export interface PendingMail {
  count: number;
  oldestQueuedAt: Date | null;
}

/**
 * What the mail queue gauges show (mail-queue-gauges.ts), read in one query. Another folder
 * writes mail_queue (tableOwners in eslint.config.js); this only reads it.
 *
 * A message put off to a later time and never tried yet (a status mail's Undo window, a text
 * held for the end of the quiet hours) is not late: it waits from when it comes due. One tried
 * and backing off waits from when it was queued, so an outage shows as a growing age.
 */
export async function readPendingMail(db: Database, now: Date): Promise<PendingMail> {
  const notYetDue = sql`${mailQueue.attempts} = 0 and ${mailQueue.runAt} > ${now.toISOString()}::timestamptz`;
  const waitingSince = sql`case when ${mailQueue.attempts} = 0
    then greatest(${mailQueue.createdAt}, ${mailQueue.runAt}) else ${mailQueue.createdAt} end`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldestQueuedAt:
        sql<Date | null>`min(${waitingSince}) filter (where not (${notYetDue}))`.mapWith(
          mailQueue.createdAt,
        ),
    })
    .from(mailQueue)
    .where(eq(mailQueue.status, 'pending'));
  return row ?? { count: 0, oldestQueuedAt: null };
}
