import type { Config } from '../../config';
import { displayPhoneNumber } from '../../lib/phone-numbers';
import type { MailPayload } from '../../db/mail-payload';
import { bookingNewsText, callUsText, isBookingNews } from '../../lib/booking-news';
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

/**
 * The text for a queued message, or null for the kinds that go by mail only: the marina's name,
 * then the booking's news (lib/booking-news.ts); a confirmation, the first text an owner gets,
 * also says how to stop them. The boat is named when the whole text fits with it; otherwise it
 * gives way first, before the reason and the marina's name, as "your haul out" still says it.
 */
export function renderText(site: TextSite, payload: MailPayload): string | null {
  if (payload.kind === 'sms-verification') {
    if (!payload.code) throw new Error('the verification code was already scrubbed');
    const code = payload.code;
    return fit(site, (name) => `${code} is your ${name} code. It expires in 10 minutes.`);
  }
  if (!isBookingNews(payload)) return null;
  const callUs = callUsText(site.marinaPhone);
  const stop = payload.kind === 'booking-confirmed' ? ' Reply STOP to opt out.' : '';
  const reason = 'reason' in payload ? (payload.reason ?? '') : '';
  const compose =
    (boat: string): Compose =>
    (name, fitted) =>
      `${name}: ${bookingNewsText(payload, callUs, fitted, boat)}${stop}`;
  const boat = textFromUser(payload.booking.boatName ?? '');
  const named = compose(boat)(textFromUser(site.marinaName), textFromUser(reason));
  if (boat && gsmLength(named) <= TEXT_LIMIT) return named;
  return fit(site, compose(''), reason);
}
