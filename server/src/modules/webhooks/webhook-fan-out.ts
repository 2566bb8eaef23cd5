import type { Database } from '../../db/client';
import { presentEventBookings } from '../live-events/live-event-loader';
import { pendingBookingEvents } from './fan-out-repository';
import { storeWebhookEvents } from './webhook-event-repository';
import { WEBHOOK_TYPE_OF } from './webhook-events';

/** booking_events rows turned into webhook events per transaction. */
export const FAN_OUT_BATCH = 100;

/**
 * One batch of booking changes stored as webhook events, each with `{ booking }` as the API
 * presents it now (as live events are sent), and its deliveries. How many were read: a full
 * batch means more may be waiting.
 */
export async function fanOutBookingEvents(db: Database): Promise<number> {
  const rows = await pendingBookingEvents(db, FAN_OUT_BATCH);
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
