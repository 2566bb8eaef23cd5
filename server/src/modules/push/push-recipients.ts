import type { MailPayload } from '../../db/mail-payload';
import { isBookingNews } from '../../lib/booking-news';

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
 * subscribed browser. `hasBrowser` answers from one lookup for the whole batch
 * (outbox/news-reach-repository.ts), the same that finds the owners' texts.
 */
export function pushesFor(
  payloads: readonly MailPayload[],
  hasBrowser: (userId: number) => boolean,
): (PushToQueue | undefined)[] {
  return payloads.map((payload) => {
    const owner = ownerOf(payload);
    return owner !== undefined && hasBrowser(owner)
      ? { recipient: String(owner), payload }
      : undefined;
  });
}
