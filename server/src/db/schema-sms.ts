import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { SMS_OPT_OUT_REASONS, type SmsOptOutReason } from './enums';
import { users } from './schema';
import { isOneOf } from './sql-lists';

/**
 * Text messages (issue 28): an owner's verified mobile and what they chose to receive. A row
 * exists only once the number is proven by its code; deleting it stops every text.
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
