import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

/**
 * Browsers subscribed to their user's booking news (docs/product.md#web-push). An endpoint belongs
 * to one user at a time: the browser profile's last one to subscribe. Deleting the user deletes
 * them.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    // The browser's P-256 public key and auth secret, base64url, as PushSubscription gives them.
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    /** When this user last subscribed it: the cap drops the least recent. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What /profile calls the device ('Chrome on Android'), named from the User-Agent when it
     * subscribed; the User-Agent itself is not kept. Null for browsers subscribed before.
     */
    browser: text('browser'),
    /** When a push last reached this browser's push service; null: none yet. */
    lastPushAt: timestamp('last_push_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId, t.updatedAt)],
);

/**
 * The VAPID key pair generated when the settings name none: one row, written once by whichever
 * instance starts first, so every instance signs with the key the subscriptions were made for
 * (docs/decisions/0027-web-push.md).
 */
export const pushKeys = pgTable(
  'push_keys',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('push_keys_single_row', sql`${t.id} = 1`)],
);
