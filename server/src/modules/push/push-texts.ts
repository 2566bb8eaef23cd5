import type { PushNews } from '@shared/api/push';
import type { MailPayload } from '../../db/mail-payload';
import { bookingNewsText, callUsText, isBookingNews } from '../../lib/booking-news';

const OWNER_PAGE = '/my-bookings';
/** A closure or hold reason is the office's free text: one line, a sentence at most. */
const REASON_LIMIT = 100;

/** Text we did not write (a reason, a boat's name) on one line, without format characters. */
const oneLine = (text: string | null | undefined) =>
  (text ?? '').replace(/[\p{Cc}\p{Cf}]+/gu, ' ').trim();

function reasonLine(reason: string | null | undefined): string {
  const line = oneLine(reason);
  return line.length > REASON_LIMIT ? `${line.slice(0, REASON_LIMIT - 1)}…` : line;
}

/** The push for a queued message, naming the boat, or null for the kinds that go by mail only. */
export function renderPush(
  site: { marinaName: string; marinaPhone: string | null },
  payload: MailPayload,
): PushNews | null {
  if (!isBookingNews(payload)) return null;
  const reason = reasonLine('reason' in payload ? payload.reason : null);
  const boat = oneLine(payload.booking.boatName);
  const body = bookingNewsText(payload, callUsText(site.marinaPhone), reason, boat);
  return { title: site.marinaName, body, url: OWNER_PAGE, tag: `booking-${payload.booking.id}` };
}
