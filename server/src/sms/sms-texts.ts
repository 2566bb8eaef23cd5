import { format } from 'date-fns';
import { SERVICE_LABELS } from '@shared/constants';
import { serviceDateToLocalDate } from '@shared/marina-time';
import type { Config } from '../config';
import { displayPhoneNumber } from '../lib/phone-numbers';
import type { BookingSnapshot, MailPayload } from '../db/mail-payload';
import { gsmLength, shorten, textFromUser } from './gsm7';

/** One text's limit: a single GSM-7 segment. */
export const TEXT_LIMIT = 160;

export interface TextSite {
  marinaName: string;
  /** The office's number as people write it, or null when MARINA_PHONE is unset. */
  marinaPhone: string | null;
}

/** Who the texts are from, as the settings say (MARINA_PHONE is kept in E.164). */
export function textSiteOf(
  config: Pick<Config, 'MARINA_NAME' | 'MARINA_PHONE' | 'MARINA_COUNTRY'>,
): TextSite {
  return {
    marinaName: config.MARINA_NAME,
    marinaPhone: config.MARINA_PHONE
      ? displayPhoneNumber(config.MARINA_PHONE, config.MARINA_COUNTRY)
      : null,
  };
}

/** 'Fri Dec 4 10:00 AM': a deadline in few characters. */
export function when(date: string, timeSlot: string): string {
  return `${format(serviceDateToLocalDate(date), 'EEE MMM d')} ${timeSlot}`;
}

export const service = (booking: BookingSnapshot) =>
  SERVICE_LABELS[booking.serviceType].toLowerCase();

/**
 * A text's words, given the marina's name and a free-text part (a reason) as they fit. The name
 * leads every text (the phone shows a number, not who wrote), and is what gives way first when
 * the text runs long, then the reason; the facts (date, code) and instructions never do.
 */
type Compose = (name: string, reason: string) => string;

function fit(site: TextSite, compose: Compose, reasonText = ''): string {
  const name = textFromUser(site.marinaName);
  const reason = textFromUser(reasonText);
  const full = compose(name, reason);
  if (gsmLength(full) <= TEXT_LIMIT) return full;
  const over = (text: string) => gsmLength(text) - TEXT_LIMIT;
  // The reason first gives way down to a few words, then the name down to a short form.
  let shortReason = reason;
  if (reason) {
    const room = gsmLength(reason) - over(compose(name, reason));
    shortReason = room >= 12 ? shorten(reason, room) : '';
  }
  let text = compose(name, shortReason);
  if (over(text) > 0) {
    const room = Math.max(12, gsmLength(name) - over(text));
    text = compose(shorten(name, room), shortReason);
  }
  return text;
}

const withReason = (reason: string) => (reason ? ` (${reason})` : '');

/**
 * The text for a queued message, or null for the kinds that go by mail only. Each names the
 * booking's confirmation code, so the owner can quote it to the office.
 */
export function renderText(site: TextSite, payload: MailPayload): string | null {
  const callUs = site.marinaPhone ? `call us at ${site.marinaPhone}` : 'call the office';
  switch (payload.kind) {
    case 'sms-verification':
      if (!payload.code) throw new Error('the verification code was already scrubbed');
      return fit(site, (name) => `${payload.code} is your ${name} code. It expires in 10 minutes.`);
    case 'booking-confirmed': {
      const b = payload.booking;
      const slot = when(b.bookingDate, b.timeSlot);
      const opening = payload.fromWaitlist
        ? `A place opened up: your ${service(b)} ${slot} is booked.`
        : payload.bookedByAdmin
          ? `The office booked your ${service(b)} for ${slot}.`
          : `Your ${service(b)} ${slot} is confirmed.`;
      return fit(
        site,
        (name) => `${name}: ${opening} Code ${b.confirmationCode}. Reply STOP to opt out.`,
      );
    }
    case 'booking-changed': {
      const b = payload.booking;
      const from = when(payload.previous.bookingDate, payload.previous.timeSlot);
      return fit(
        site,
        (name) =>
          `${name}: Your ${service(b)} ${b.confirmationCode} moved from ${from} to ${when(b.bookingDate, b.timeSlot)}.`,
      );
    }
    case 'booking-cancelled': {
      const b = payload.booking;
      const by = payload.cancelledByAdmin ? ` by the office. Questions? Please ${callUs}.` : '.';
      return fit(
        site,
        (name) =>
          `${name}: Your ${service(b)} ${when(b.bookingDate, b.timeSlot)} (${b.confirmationCode}) is cancelled${by}`,
      );
    }
    case 'booking-reminder': {
      const b = payload.booking;
      return fit(
        site,
        (name) =>
          `${name}: Reminder: your ${service(b)} is ${when(b.bookingDate, b.timeSlot)}. Code ${b.confirmationCode}.`,
      );
    }
    case 'date-closed': {
      const b = payload.booking;
      const closed =
        payload.wholeDay === false
          ? when(b.bookingDate, b.timeSlot)
          : format(serviceDateToLocalDate(b.bookingDate), 'EEE MMM d');
      return fit(
        site,
        (name, reason) =>
          `${name}: We closed ${closed}${withReason(reason)}. Please choose a new date for your ${service(b)} ${b.confirmationCode}.`,
        payload.reason ?? '',
      );
    }
    case 'weather-hold': {
      const b = payload.booking;
      const held = when(payload.previous.bookingDate, payload.previous.timeSlot);
      return fit(
        site,
        (name, reason) =>
          payload.moved
            ? `${name}: Weather hold${withReason(reason)}. Your ${service(b)} ${b.confirmationCode} moved from ${held} to ${when(b.bookingDate, b.timeSlot)}.`
            : `${name}: Weather hold${withReason(reason)} on ${held}. Please choose a new date for your ${service(b)} ${b.confirmationCode}.`,
        payload.reason,
      );
    }
    case 'status-done': {
      const b = payload.booking;
      const where = b.serviceType === 'launch' ? 'in the water' : 'out of the water';
      return fit(
        site,
        (name) =>
          `${name}: Your boat is ${where}. Your ${service(b)} ${b.confirmationCode} is done.`,
      );
    }
    case 'status-no-show': {
      const b = payload.booking;
      return fit(
        site,
        (name) =>
          `${name}: We missed you for your ${service(b)} ${b.confirmationCode} today. Please ${callUs} to book a new time.`,
      );
    }
    case 'waitlist-held':
    case 'password-reset':
    case 'email-verification':
    case 'webhook-disabled':
      return null;
  }
}
