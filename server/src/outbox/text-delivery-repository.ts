import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { SmsDeliveryStatus } from '../db/enums';
import { mailQueue } from '../db/schema';

/**
 * Where a text stands at Twilio, from its status callbacks (docs/decisions/0023-text-messages.md). Callbacks may arrive out
 * of order or twice, so each status has a rank and a row only moves forward: a late 'sent'
 * after 'delivered' changes nothing. The three outcomes share the last rank, so none replaces
 * another.
 */
const RANK: Record<SmsDeliveryStatus, number> = {
  accepted: 0,
  queued: 1,
  sending: 2,
  sent: 3,
  delivered: 4,
  undelivered: 4,
  failed: 4,
};

// The ranks are our constants, written into the statement; only the statuses are parameters.
const rankOfRow = sql`case ${mailQueue.deliveryStatus} ${sql.join(
  Object.entries(RANK).map(([status, rank]) => sql`when ${status} then ${sql.raw(String(rank))}`),
  sql` `,
)} end`;

/**
 * Moves the queued text Twilio knows as `sid` forward to `status`. One conditional update: two
 * callbacks racing on a row are ordered by its lock, and the second re-reads the first's status
 * before it decides. Undefined for an unknown sid or a stale status.
 */
export async function advanceTextDelivery(
  db: Executor,
  report: { sid: string; status: SmsDeliveryStatus },
  now: Date,
): Promise<{ id: number; recipient: string } | undefined> {
  const [row] = await db
    .update(mailQueue)
    .set({ deliveryStatus: report.status, deliveryStatusAt: now })
    .where(
      and(
        eq(mailQueue.providerMessageId, report.sid),
        eq(mailQueue.channel, 'sms'),
        or(isNull(mailQueue.deliveryStatus), lt(rankOfRow, RANK[report.status])),
      ),
    )
    .returning({ id: mailQueue.id, recipient: mailQueue.recipient });
  return row;
}
