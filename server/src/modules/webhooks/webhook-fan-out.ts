import { and, asc, gt, isNull, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingEvents, webhooks } from '../../db/schema';
import { presentEventBookings } from '../live-events/live-event-loader';
import { storeWebhookEvents, WEBHOOK_TYPE_OF } from './webhook-events';

/** booking_events rows turned into webhook events per transaction. */
export const FAN_OUT_BATCH = 100;

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
async function pendingBookingEvents(db: Database) {
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
    .limit(FAN_OUT_BATCH);
}

/**
 * One batch of booking changes stored as webhook events, each with `{ booking }` as the API
 * presents it now (as live events are sent), and its deliveries. How many were read: a full
 * batch means more may be waiting.
 */
export async function fanOutBookingEvents(db: Database): Promise<number> {
  const rows = await pendingBookingEvents(db);
  if (rows.length === 0) return 0;
  const presented = await presentEventBookings(db, rows);
  const events = rows.flatMap((row) => {
    const booking = presented.get(row.bookingId);
    if (!booking) return [];
    return [
      {
        type: WEBHOOK_TYPE_OF[row.type],
        data: { booking },
        sourceEventId: row.id,
        createdAt: row.createdAt,
      },
    ];
  });
  await db.transaction((tx) => storeWebhookEvents(tx, events));
  return rows.length;
}
