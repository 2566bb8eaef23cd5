import { and, asc, gt, isNull, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingEvents, webhooks } from '../../db/schema';
import { WEBHOOK_TYPE_OF } from './webhook-events';

const typeOfRow = sql.raw(
  `case booking_events.type ${Object.entries(WEBHOOK_TYPE_OF)
    .map(([kind, type]) => `when '${kind}' then '${type}'`)
    .join(' ')} end`,
);

/**
 * The booking changes owed to an endpoint and not yet stored as webhook events. booking_events
 * ids are taken before their transactions commit, so a row may appear below ids already seen
 * (event-cursor.ts): rather than a cursor, each pass reads the committed rows since the oldest
 * enabled endpoint was added that some endpoint listens for and that have no webhook event
 * yet. A booking gone from the database (its owner's account deleted) cannot be presented and
 * is not sent. Rows older than a day are purged, which bounds the read.
 */
export async function pendingBookingEvents(db: Database, limit: number) {
  const [oldest] = await db
    .select({ since: min(webhooks.createdAt) })
    .from(webhooks)
    .where(isNull(webhooks.disabledAt));
  if (!oldest?.since) return [];
  return db
    .select()
    .from(bookingEvents)
    .where(
      and(
        gt(bookingEvents.createdAt, oldest.since),
        sql`not exists (select 1 from webhook_events w where w.source_event_id = ${bookingEvents.id})`,
        sql`exists (select 1 from bookings b where b.id = ${bookingEvents.bookingId})`,
        sql`exists (select 1 from webhooks h where h.disabled_at is null
          and h.created_at <= ${bookingEvents.createdAt} and ${typeOfRow} = any(h.events))`,
      ),
    )
    .orderBy(asc(bookingEvents.id))
    .limit(limit);
}
