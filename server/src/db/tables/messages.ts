import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MailPayload } from '../mail-payload';
import {
  MAIL_KINDS,
  MAIL_STATUSES,
  MESSAGE_CHANNELS,
  SMS_DELIVERY_STATUSES,
  SMS_OPT_OUT_REASONS,
  type MailKind,
  type MailStatus,
  type MessageChannel,
  type SmsDeliveryStatus,
  type SmsOptOutReason,
} from '../enums';
import { isOneOf } from '../sql-lists';
import { createdAt } from './columns';
import { users } from './accounts';

/**
 * Outgoing mail, written in the same transaction as the change that causes it and sent by the
 * worker. dedupe_key (e.g. 'reminder:42') makes a message impossible to queue twice.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<MailKind>().notNull(),
    // An email address for 'email', an E.164 mobile number for 'sms', the user's id for 'push'.
    channel: text('channel').$type<MessageChannel>().notNull().default('email'),
    recipient: text('recipient').notNull(),
    payload: jsonb('payload').$type<MailPayload>().notNull(),
    dedupeKey: text('dedupe_key').unique(),
    // The random part of the Message-ID: the row id alone repeats after a reset or on another
    // installation, and providers drop a message whose Message-ID they have already seen.
    messageUuid: uuid('message_uuid').notNull().defaultRandom(),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * When the worker counted the message against its recipient's daily cap, just before
     * sending it; a retry keeps its place.
     */
    countedAt: timestamp('counted_at', { withTimezone: true }),
    // A text's id at the provider (Twilio's MessageSid) and what its status callbacks said.
    providerMessageId: text('provider_message_id'),
    deliveryStatus: text('delivery_status').$type<SmsDeliveryStatus>(),
    deliveryStatusAt: timestamp('delivery_status_at', { withTimezone: true }),
    // A push's subscriptions that took it already: a retry goes only to the others.
    pushedTo: integer('pushed_to').array(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_queue_provider_message_id_key')
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    index('mail_queue_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'pending'`),
    // Housekeeping finds finished mail past its retention: sent by when it went, given up by
    // when it was queued.
    index('mail_queue_finished_idx')
      .on(sql`coalesce(${t.sentAt}, ${t.createdAt})`)
      .where(sql`${t.status} <> 'pending'`),
    // The per-recipient cap counts one address's messages of the last 24 hours.
    index('mail_queue_recipient_counted_idx')
      .on(sql`lower(${t.recipient})`, t.countedAt)
      .where(sql`${t.countedAt} is not null`),
    check('mail_queue_kind_check', isOneOf(t.kind, MAIL_KINDS)),
    check('mail_queue_status_check', isOneOf(t.status, MAIL_STATUSES)),
    check('mail_queue_channel_check', isOneOf(t.channel, MESSAGE_CHANNELS)),
    check('mail_queue_delivery_status_check', isOneOf(t.deliveryStatus, SMS_DELIVERY_STATUSES)),
  ],
);

/**
 * Text messages (docs/product.md#text-messages): an owner's verified mobile and what they chose to
 * receive. A row exists only once the number is proven by its code; deleting it stops every text.
 */
export const smsSubscriptions = pgTable(
  'sms_subscriptions',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    // E.164, as libphonenumber-js formats it: '+16175550123'.
    phoneNumber: text('phone_number').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
    confirmations: boolean('confirmations').notNull().default(true),
    reminders: boolean('reminders').notNull().default(true),
    status: boolean('status').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // STOP and a failed delivery find every account on a number.
  (t) => [index('sms_subscriptions_phone_idx').on(t.phoneNumber)],
);

/**
 * The code sent to prove a number: one pending per account, kept hashed, for 10 minutes and
 * 5 tries. A new request replaces it.
 */
export const smsVerifications = pgTable('sms_verifications', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phoneNumber: text('phone_number').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Numbers that get no texts from us, whichever account they belong to: the number texted STOP
 * (until it texts START), or the provider answered that it cannot receive them.
 */
export const smsOptOuts = pgTable(
  'sms_opt_outs',
  {
    phoneNumber: text('phone_number').primaryKey(),
    reason: text('reason').$type<SmsOptOutReason>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sms_opt_outs_reason_check', isOneOf(t.reason, SMS_OPT_OUT_REASONS)),
    check('sms_opt_outs_phone_check', sql`${t.phoneNumber} ~ '^\\+[1-9][0-9]{6,14}$'`),
  ],
);
