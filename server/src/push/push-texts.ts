import { format } from 'date-fns';
import { serviceDateToLocalDate } from '@shared/marina-time';
import type { MailPayload } from '../db/mail-payload';
import { service, when } from '../sms/sms-texts';

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

/** The booking news that goes to subscribed browsers: the texts' kinds (sms/sms-texts.ts). */
export const PUSH_KINDS = new Set<MailPayload['kind']>([
  'booking-confirmed',
  'booking-changed',
  'booking-cancelled',
  'booking-reminder',
  'date-closed',
  'weather-hold',
  'status-done',
  'status-no-show',
]);

const OWNER_PAGE = '/my-bookings';
/** A closure or hold reason is the office's free text: one line, a sentence at most. */
const REASON_LIMIT = 100;

function reasonText(reason: string | null | undefined): string {
  const line = (reason ?? '').replace(/[\p{Cc}\p{Cf}]+/gu, ' ').trim();
  if (!line) return '';
  const short = line.length > REASON_LIMIT ? `${line.slice(0, REASON_LIMIT - 1)}…` : line;
  return ` (${short})`;
}

/** The words, matching the texts' (without the name the title carries, or STOP). */
function bodyOf(payload: MailPayload, callUs: string): string | null {
  switch (payload.kind) {
    case 'booking-confirmed': {
      const b = payload.booking;
      const slot = when(b.bookingDate, b.timeSlot);
      const opening = payload.fromWaitlist
        ? `A place opened up: your ${service(b)} ${slot} is booked.`
        : payload.bookedByAdmin
          ? `The office booked your ${service(b)} for ${slot}.`
          : `Your ${service(b)} ${slot} is confirmed.`;
      return `${opening} Code ${b.confirmationCode}.`;
    }
    case 'booking-changed': {
      const b = payload.booking;
      const from = when(payload.previous.bookingDate, payload.previous.timeSlot);
      return `Your ${service(b)} ${b.confirmationCode} moved from ${from} to ${when(b.bookingDate, b.timeSlot)}.`;
    }
    case 'booking-cancelled': {
      const b = payload.booking;
      const by = payload.cancelledByAdmin ? ` by the office. Questions? Please ${callUs}.` : '.';
      return `Your ${service(b)} ${when(b.bookingDate, b.timeSlot)} (${b.confirmationCode}) is cancelled${by}`;
    }
    case 'booking-reminder': {
      const b = payload.booking;
      return `Reminder: your ${service(b)} is ${when(b.bookingDate, b.timeSlot)}. Code ${b.confirmationCode}.`;
    }
    case 'date-closed': {
      const b = payload.booking;
      const closed =
        payload.wholeDay === false
          ? when(b.bookingDate, b.timeSlot)
          : format(serviceDateToLocalDate(b.bookingDate), 'EEE MMM d');
      return `We closed ${closed}${reasonText(payload.reason)}. Please choose a new date for your ${service(b)} ${b.confirmationCode}.`;
    }
    case 'weather-hold': {
      const b = payload.booking;
      const held = when(payload.previous.bookingDate, payload.previous.timeSlot);
      return payload.moved
        ? `Weather hold${reasonText(payload.reason)}. Your ${service(b)} ${b.confirmationCode} moved from ${held} to ${when(b.bookingDate, b.timeSlot)}.`
        : `Weather hold${reasonText(payload.reason)} on ${held}. Please choose a new date for your ${service(b)} ${b.confirmationCode}.`;
    }
    case 'status-done': {
      const b = payload.booking;
      const where = b.serviceType === 'launch' ? 'in the water' : 'out of the water';
      return `Your boat is ${where}. Your ${service(b)} ${b.confirmationCode} is done.`;
    }
    case 'status-no-show': {
      const b = payload.booking;
      return `We missed you for your ${service(b)} ${b.confirmationCode} today. Please ${callUs} to book a new time.`;
    }
    default:
      return null;
  }
}

/** The push for a queued message, or null for the kinds that go by mail only. */
export function renderPush(
  site: { marinaName: string; marinaPhone: string | null },
  payload: MailPayload,
): PushMessage | null {
  const callUs = site.marinaPhone ? `call us at ${site.marinaPhone}` : 'call the office';
  const body = bodyOf(payload, callUs);
  if (body === null || !('booking' in payload)) return null;
  return { title: site.marinaName, body, url: OWNER_PAGE, tag: `booking-${payload.booking.id}` };
}
