import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { MailKind } from '../db/enums';
import { smsSubscriptions } from '../db/schema';
import type { MailPayload } from '../db/mail-payload';
import { optOutOf, optOutsAmong } from './sms-opt-outs';

/** The owner's choice (PATCH /api/sms) that each booking mail's text answers to. */
type TextChoice = 'confirmations' | 'reminders' | 'status';

const TEXT_CHOICE_OF: Partial<Record<MailKind, TextChoice>> = {
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
  const choice = TEXT_CHOICE_OF[payload.kind];
  if (!choice || !('booking' in payload) || payload.booking.userId === undefined) return undefined;
  return { userId: payload.booking.userId, choice };
}

const OWNERS_PER_QUERY = 1_000;

export interface TextToQueue {
  recipient: string;
  payload: MailPayload;
}

/**
 * The texts that go with these mails: one to each owner's verified mobile whose choice for the
 * kind is on and whose number has not opted out. One query for the whole batch (a clear-all
 * queues a mail per booking); nothing at all when no mail is about a booking.
 */
export async function textsFor(
  db: Executor,
  payloads: readonly MailPayload[],
): Promise<(TextToQueue | undefined)[]> {
  const owners = payloads.map(ownerOf);
  const userIds = [...new Set(owners.flatMap((owner) => (owner ? [owner.userId] : [])))];
  if (userIds.length === 0) return payloads.map(() => undefined);
  // In slices: a clear-all may name more owners than one statement takes parameters.
  const subscriptions: (typeof smsSubscriptions.$inferSelect)[] = [];
  for (let start = 0; start < userIds.length; start += OWNERS_PER_QUERY) {
    subscriptions.push(
      ...(await db
        .select()
        .from(smsSubscriptions)
        .where(inArray(smsSubscriptions.userId, userIds.slice(start, start + OWNERS_PER_QUERY)))),
    );
  }
  if (subscriptions.length === 0) return payloads.map(() => undefined);
  const optedOut = await optOutsAmong(
    db,
    subscriptions.map((s) => s.phoneNumber),
  );
  const subscriptionOf = new Map(subscriptions.map((s) => [s.userId, s]));
  return payloads.map((payload, index) => {
    const owner = owners[index];
    const subscription = owner && subscriptionOf.get(owner.userId);
    if (!owner || !subscription || !subscription[owner.choice]) return undefined;
    if (optedOut.has(subscription.phoneNumber)) return undefined;
    return { recipient: subscription.phoneNumber, payload };
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
  const [subscription] = await db
    .select()
    .from(smsSubscriptions)
    .where(
      and(
        eq(smsSubscriptions.userId, owner.userId),
        eq(smsSubscriptions.phoneNumber, text.recipient),
      ),
    );
  return Boolean(subscription?.[owner.choice]);
}
