import type { Executor } from '../db/client';
import type { BookingSnapshot, MailPayload } from '../db/mail-payload';
import { pushesFor } from '../modules/push/push-recipients';
import { textsFor } from '../modules/sms/sms-recipients';
import { boatNamesOf } from './boat-name-repository';
import { newsReachOf } from './news-reach-repository';
import { insertMessages, type QueuedMail } from './outbox-repository';

export type { BookingSnapshot, MailPayload, QueuedMail };

/** What a snapshot is copied from: a booking row. */
export type SnapshotSource = Required<Omit<BookingSnapshot, 'boatName'>>;

/**
 * Copies what the mail needs now: the row may change or go before the mail is sent. The boat's
 * name is enqueueMails' to add (withBoatNames), from the boat the row names.
 */
export function bookingSnapshot(row: SnapshotSource): BookingSnapshot {
  return {
    id: row.id,
    confirmationCode: row.confirmationCode,
    serviceType: row.serviceType,
    bookingDate: row.bookingDate,
    timeSlot: row.timeSlot,
    sourceSlipType: row.sourceSlipType,
    destination: row.destination,
    ownerName: row.ownerName,
    ownerEmail: row.ownerEmail,
    userId: row.userId,
    specialRequests: row.specialRequests,
    sequence: row.sequence,
    boatId: row.boatId,
  };
}

/**
 * The mails with the name of each booking's boat as it is now, read in one statement for the
 * whole batch, so every mail, text and push about a booking can name the boat without each
 * caller reading it. A booking without a boat (or a mail about none) is left as it was.
 */
async function withBoatNames(db: Executor, mails: readonly QueuedMail[]): Promise<QueuedMail[]> {
  const boatIdOf = (payload: MailPayload) =>
    'booking' in payload ? (payload.booking.boatId ?? undefined) : undefined;
  const ids = new Set(mails.flatMap((mail) => boatIdOf(mail.payload) ?? []));
  const names = await boatNamesOf(db, ids);
  return mails.map((mail) => {
    const { payload } = mail;
    const name = names.get(boatIdOf(payload) ?? 0);
    if (name === undefined || !('booking' in payload)) return mail;
    return { ...mail, payload: { ...payload, booking: { ...payload.booking, boatName: name } } };
  });
}

/**
 * Queue mail inside the caller's transaction: it is sent only if the change commits, and the
 * API never waits for SMTP (docs/decisions/0003-mail-queue.md). The outbox worker delivers it.
 */
export async function enqueueMail(db: Executor, message: QueuedMail): Promise<void> {
  await enqueueMails(db, [message]);
}

/**
 * enqueueMail for many messages, a few inserts rather than one per message. A mail about a
 * booking brings its text along when the owner has texts on for its kind
 * (modules/sms/sms-recipients.ts), and its push when the owner has a subscribed browser
 * (modules/push/push-recipients.ts), queued with it in the same transaction, under the mail's
 * key as 'sms:' or 'push:' + key. One lookup finds both for the whole batch
 * (news-reach-repository.ts), after another has named each booking's boat (withBoatNames).
 */
export async function enqueueMails(db: Executor, queued: readonly QueuedMail[]): Promise<void> {
  const mails = await withBoatNames(db, queued);
  const payloads = mails.map((mail) => mail.payload);
  const reach = await newsReachOf(db, payloads);
  const texts = textsFor(payloads, (userId) => reach.get(userId)?.text);
  const pushes = pushesFor(payloads, (userId) => reach.get(userId)?.browser ?? false);
  const companions = (mail: QueuedMail, index: number): QueuedMail[] => {
    if ((mail.channel ?? 'email') !== 'email') return [];
    const keyed = (keyOf: (mailKey: string) => string) =>
      mail.dedupeKey === undefined ? undefined : keyOf(mail.dedupeKey);
    const text = texts[index];
    const push = pushes[index];
    return [
      ...(text
        ? [{ ...text, channel: 'sms' as const, dedupeKey: keyed(textDedupeKey), runAt: mail.runAt }]
        : []),
      ...(push
        ? [
            {
              ...push,
              channel: 'push' as const,
              dedupeKey: keyed(pushDedupeKey),
              runAt: mail.runAt,
            },
          ]
        : []),
    ];
  };
  await insertMessages(db, [...mails, ...mails.flatMap(companions)]);
}

/**
 * Queue a text in the caller's transaction (docs/decisions/0023-text-messages.md): the same
 * queue, worker and rules as mail. `recipient` is an E.164 mobile; the text sender renders the
 * payload as a text.
 */
export async function enqueueText(
  db: Executor,
  message: Omit<QueuedMail, 'channel'>,
): Promise<void> {
  await insertMessages(db, [{ ...message, channel: 'sms' }]);
}

/**
 * The dedupe keys of the text and the push that go with a keyed mail ('sms:reminder:42',
 * 'push:reminder:42'): each is queued once, and a withdrawal withdraws all (dedupeKeysOf).
 */
export const textDedupeKey = (mailKey: string) => `sms:${mailKey}`;
export const pushDedupeKey = (mailKey: string) => `push:${mailKey}`;

/** A keyed message's mail, text and push keys, for withdrawing them together. */
export const dedupeKeysOf = (mailKey: string) => [
  mailKey,
  textDedupeKey(mailKey),
  pushDedupeKey(mailKey),
];
