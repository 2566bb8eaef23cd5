import type { Executor } from '../db/client';
import type { MailPayload } from '../db/mail-payload';
import { usersWithSubscriptions } from './push-subscriptions';
import { isBookingNews } from '../lib/booking-news';

/** The owner a booking mail's push would go to, or undefined for other kinds. */
function ownerOf(payload: MailPayload): number | undefined {
  return isBookingNews(payload) ? payload.booking.userId : undefined;
}

export interface PushToQueue {
  /** The owner's user id: one push row per news item and user, sent to each of their browsers. */
  recipient: string;
  payload: MailPayload;
}

/**
 * The pushes that go with these mails: one for each mail about a booking whose owner has a
 * subscribed browser. One query for the whole batch; none when no mail is about a booking.
 */
export async function pushesFor(
  db: Executor,
  payloads: readonly MailPayload[],
): Promise<(PushToQueue | undefined)[]> {
  const owners = payloads.map(ownerOf);
  const userIds = [...new Set(owners.filter((owner) => owner !== undefined))];
  if (userIds.length === 0) return payloads.map(() => undefined);
  const subscribed = await usersWithSubscriptions(db, userIds);
  return payloads.map((payload, index) => {
    const owner = owners[index];
    return owner !== undefined && subscribed.has(owner)
      ? { recipient: String(owner), payload }
      : undefined;
  });
}
