import type { MailPayload } from '../db/mail-payload';
import { bookingNewsText, callUsText, isBookingNews } from '../lib/booking-news';

/**
 * What a push carries (issue 32): the service worker shows `title` and `body`, opens `url` on a
 * tap and replaces an earlier notification of the same `tag`, so each booking shows its latest
 * news once. No more than its text says: no name, no address, no notes.
 */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const OWNER_PAGE = '/my-bookings';
/** A closure or hold reason is the office's free text: one line, a sentence at most. */
const REASON_LIMIT = 100;

function reasonLine(reason: string | null | undefined): string {
  const line = (reason ?? '').replace(/[\p{Cc}\p{Cf}]+/gu, ' ').trim();
  return line.length > REASON_LIMIT ? `${line.slice(0, REASON_LIMIT - 1)}…` : line;
}

/** The push for a queued message, or null for the kinds that go by mail only. */
export function renderPush(
  site: { marinaName: string; marinaPhone: string | null },
  payload: MailPayload,
): PushMessage | null {
  if (!isBookingNews(payload)) return null;
  const reason = reasonLine('reason' in payload ? payload.reason : null);
  const body = bookingNewsText(payload, callUsText(site.marinaPhone), reason);
  return { title: site.marinaName, body, url: OWNER_PAGE, tag: `booking-${payload.booking.id}` };
}
