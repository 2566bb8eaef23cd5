import type { BookingEventType, WebhookEventType } from '@shared/constants';
import type { Executor } from '../../db/client';
import {
  hasListenerFor,
  notifyChannel,
  storeWebhookEvents,
  type NewWebhookEvent,
} from './webhook-event-repository';

export type { NewWebhookEvent };

/** NOTIFY channel the delivery worker wakes on (with booking_events) when an event is stored. */
export const WEBHOOK_EVENTS_CHANNEL = 'webhook_events';

/** booking_events' kinds (migration 0014's trigger) as the webhook event each one sends. */
export const WEBHOOK_TYPE_OF: Record<BookingEventType, WebhookEventType> = {
  created: 'booking.created',
  changed: 'booking.changed',
  moved: 'booking.changed',
  lift: 'booking.changed',
  status: 'booking.status',
  // A booking the office deletes is cancelled too (cancelled_at set, cancel_reason 'deleted').
  cancelled: 'booking.cancelled',
};

/**
 * Records an event that has no booking_events row (weather_hold.created) inside the change's
 * own transaction: it is sent exactly when the change commits. Nothing is stored while no
 * enabled endpoint listens for the type.
 */
export async function recordWebhookEvent(
  tx: Executor,
  event: { type: WebhookEventType; data: unknown },
): Promise<void> {
  if (!(await hasListenerFor(tx, event.type))) return;
  await storeWebhookEvents(tx, [event]);
  await notifyChannel(tx, WEBHOOK_EVENTS_CHANNEL);
}
