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
 * A booking's news in a sentence or two, the same in a text and a push: each names the
 * booking's confirmation code, so the owner can quote it to the office. `reason` is the
 * office's reason for a closure or hold as it fits the channel ('' for none); `callUs` how to
 * reach the office.
 */
export function bookingNewsText(news: BookingNews, callUs: string, reason: string): string {
  const b = news.booking;
  const withReason = reason ? ` (${reason})` : '';
  switch (news.kind) {
    case 'booking-confirmed': {
      const slot = when(b.bookingDate, b.timeSlot);
      const opening = news.fromWaitlist
        ? `A place opened up: your ${service(b)} ${slot} is booked.`
        : news.bookedByAdmin
          ? `The office booked your ${service(b)} for ${slot}.`
          : `Your ${service(b)} ${slot} is confirmed.`;
      return `${opening} Code ${b.confirmationCode}.`;
    }
    case 'booking-changed': {
      const from = when(news.previous.bookingDate, news.previous.timeSlot);
      return `Your ${service(b)} ${b.confirmationCode} moved from ${from} to ${when(b.bookingDate, b.timeSlot)}.`;
    }
    case 'booking-cancelled': {
      const by = news.cancelledByAdmin ? ` by the office. Questions? Please ${callUs}.` : '.';
      return `Your ${service(b)} ${when(b.bookingDate, b.timeSlot)} (${b.confirmationCode}) is cancelled${by}`;
    }
    case 'booking-reminder':
      return `Reminder: your ${service(b)} is ${when(b.bookingDate, b.timeSlot)}. Code ${b.confirmationCode}.`;
    case 'date-closed': {
      const closed =
        news.wholeDay === false
          ? when(b.bookingDate, b.timeSlot)
          : format(serviceDateToLocalDate(b.bookingDate), 'EEE MMM d');
      return `We closed ${closed}${withReason}. Please choose a new date for your ${service(b)} ${b.confirmationCode}.`;
    }
    case 'weather-hold': {
      const held = when(news.previous.bookingDate, news.previous.timeSlot);
      return news.moved
        ? `Weather hold${withReason}. Your ${service(b)} ${b.confirmationCode} moved from ${held} to ${when(b.bookingDate, b.timeSlot)}.`
        : `Weather hold${withReason} on ${held}. Please choose a new date for your ${service(b)} ${b.confirmationCode}.`;
    }
    case 'status-done': {
      const where = b.serviceType === 'launch' ? 'in the water' : 'out of the water';
      return `Your boat is ${where}. Your ${service(b)} ${b.confirmationCode} is done.`;
    }
    case 'status-no-show':
      return `We missed you for your ${service(b)} ${b.confirmationCode} today. Please ${callUs} to book a new time.`;
  }
}

/** How to reach the office, in a sentence: its number when MARINA_PHONE is set. */
export const callUsText = (marinaPhone: string | null) =>
  marinaPhone ? `call us at ${marinaPhone}` : 'call the office';
