import type { Executor } from '../../db/client';
import type { MailPayload } from '../../db/mail-payload';
import { isBookingNews, type BookingNews } from '../../lib/booking-news';
import { optOutOf } from './sms-opt-out-repository';
import { findSubscription } from './sms-repository';

/** The owner's choice (PATCH /api/sms) that each booking mail's text answers to. */
type TextChoice = 'confirmations' | 'reminders' | 'status';

const TEXT_CHOICE_OF: Record<BookingNews['kind'], TextChoice> = {
  'booking-confirmed': 'confirmations',
  'booking-changed': 'confirmations',
  'booking-cancelled': 'confirmations',
  'date-closed': 'confirmations',
  'weather-hold': 'confirmations',
  'booking-reminder': 'reminders',
  'status-done': 'status',
  'status-no-show': 'status',
};

/** The booking's owner whose choice a text answers to, or undefined for other kinds. */
function ownerOf(payload: MailPayload): { userId: number; choice: TextChoice } | undefined {
  if (!isBookingNews(payload) || payload.booking.userId === undefined) return undefined;
  return { userId: payload.booking.userId, choice: TEXT_CHOICE_OF[payload.kind] };
}

/** An owner's verified mobile, its choices, and whether the number opted out (STOP, undeliverable). */
export interface TextReach extends Record<TextChoice, boolean> {
  phoneNumber: string;
  optedOut: boolean;
}

export interface TextToQueue {
  recipient: string;
  payload: MailPayload;
}

/**
 * The texts that go with these mails: one to each owner's verified mobile whose choice for the
 * kind is on and whose number has not opted out. `reachOf` answers from one lookup for the whole
 * batch (outbox/news-reach-repository.ts), the same that finds the owners' browsers.
 */
export function textsFor(
  payloads: readonly MailPayload[],
  reachOf: (userId: number) => TextReach | undefined,
): (TextToQueue | undefined)[] {
  return payloads.map((payload) => {
    const owner = ownerOf(payload);
    const reach = owner && reachOf(owner.userId);
    if (!owner || !reach || !reach[owner.choice] || reach.optedOut) return undefined;
    return { recipient: reach.phoneNumber, payload };
  });
}

/**
 * Checked again just before sending: the owner may have turned the choice off, changed or
 * removed the number, or texted STOP since the text was queued. A verification code goes
 * unless its number texted STOP (Twilio would refuse it anyway).
 */
export async function textStillWanted(
  db: Executor,
  text: { recipient: string; payload: MailPayload },
): Promise<boolean> {
  const optOut = await optOutOf(db, text.recipient);
  if (text.payload.kind === 'sms-verification') return optOut !== 'stop';
  if (optOut) return false;
  const owner = ownerOf(text.payload);
  if (!owner) return false;
  // One subscription per account: the text is wanted while it is still to this number.
  const subscription = await findSubscription(db, owner.userId);
  return subscription?.phoneNumber === text.recipient && subscription[owner.choice];
}
