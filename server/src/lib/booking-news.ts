import { format } from 'date-fns';
import { SERVICE_LABELS } from '@shared/constants';
import { serviceDateToLocalDate } from '@shared/marina-time';
import type { BookingSnapshot, MailPayload } from '../db/mail-payload';

/** 'Fri Dec 4 10:00 AM': a deadline in few characters. */
export function when(date: string, timeSlot: string): string {
  return `${format(serviceDateToLocalDate(date), 'EEE MMM d')} ${timeSlot}`;
}

export const service = (booking: BookingSnapshot) =>
  SERVICE_LABELS[booking.serviceType].toLowerCase();

/** The kinds of booking news a text and a push tell; the rest go by mail only. */
export type BookingNews = Extract<
  MailPayload,
  {
    kind:
      | 'booking-confirmed'
      | 'booking-changed'
      | 'booking-cancelled'
      | 'booking-reminder'
      | 'date-closed'
      | 'weather-hold'
      | 'status-done'
      | 'status-no-show';
  }
>;

const BOOKING_NEWS_KINDS = new Set<MailPayload['kind']>([
  'booking-confirmed',
  'booking-changed',
  'booking-cancelled',
  'booking-reminder',
  'date-closed',
  'weather-hold',
  'status-done',
  'status-no-show',
]);

export const isBookingNews = (payload: MailPayload): payload is BookingNews =>
  BOOKING_NEWS_KINDS.has(payload.kind);

/**
 * Whose service a text speaks of: "your haul out", or "Sea Breeze's haul out" when it names the
 * boat, so an owner of several boats knows which.
 */
function whose(booking: BookingSnapshot, boat: string, capital = false): string {
  if (boat) return `${boat}'s ${service(booking)}`;
  return `${capital ? 'Your' : 'your'} ${service(booking)}`;
}

/**
 * A booking's news in a sentence or two, the same in a text and a push: each names the
 * booking's confirmation code, so the owner can quote it to the office. `reason` is the
 * office's reason for a closure or hold as it fits the channel ('' for none); `callUs` how to
 * reach the office; `boat` the boat's name as it fits the channel ('' to name none).
 */
export function bookingNewsText(
  news: BookingNews,
  callUs: string,
  reason: string,
  boat = '',
): string {
  const b = news.booking;
  const withReason = reason ? ` (${reason})` : '';
  const yours = whose(b, boat);
  const yoursFirst = whose(b, boat, true);
  switch (news.kind) {
    case 'booking-confirmed': {
      const slot = when(b.bookingDate, b.timeSlot);
      const opening = news.fromWaitlist
        ? `A place opened up: ${yours} ${slot} is booked.`
        : news.bookedByAdmin
          ? `The office booked ${yours} for ${slot}.`
          : `${yoursFirst} ${slot} is confirmed.`;
      return `${opening} Code ${b.confirmationCode}.`;
    }
    case 'booking-changed': {
      const from = when(news.previous.bookingDate, news.previous.timeSlot);
      return `${yoursFirst} ${b.confirmationCode} moved from ${from} to ${when(b.bookingDate, b.timeSlot)}.`;
    }
    case 'booking-cancelled': {
      const by = news.cancelledByAdmin ? ` by the office. Questions? Please ${callUs}.` : '.';
      return `${yoursFirst} ${when(b.bookingDate, b.timeSlot)} (${b.confirmationCode}) is cancelled${by}`;
    }
    case 'booking-reminder':
      return `Reminder: ${yours} is ${when(b.bookingDate, b.timeSlot)}. Code ${b.confirmationCode}.`;
    case 'date-closed': {
      const closed =
        news.wholeDay === false
          ? when(b.bookingDate, b.timeSlot)
          : format(serviceDateToLocalDate(b.bookingDate), 'EEE MMM d');
      return `We closed ${closed}${withReason}. Please choose a new date for ${yours} ${b.confirmationCode}.`;
    }
    case 'weather-hold': {
      const held = when(news.previous.bookingDate, news.previous.timeSlot);
      return news.moved
        ? `Weather hold${withReason}. ${yoursFirst} ${b.confirmationCode} moved from ${held} to ${when(b.bookingDate, b.timeSlot)}.`
        : `Weather hold${withReason} on ${held}. Please choose a new date for ${yours} ${b.confirmationCode}.`;
    }
    case 'status-done': {
      const where = b.serviceType === 'launch' ? 'in the water' : 'out of the water';
      return `${boat || 'Your boat'} is ${where}. Your ${service(b)} ${b.confirmationCode} is done.`;
    }
    case 'status-no-show':
      return `We missed you for ${yours} ${b.confirmationCode} today. Please ${callUs} to book a new time.`;
  }
}

/** How to reach the office, in a sentence: its number when MARINA_PHONE is set. */
export const callUsText = (marinaPhone: string | null) =>
  marinaPhone ? `call us at ${marinaPhone}` : 'call the office';
