import { sql } from 'drizzle-orm';
import {
  bigint,
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
import {
  API_TOKEN_SCOPES,
  WEBHOOK_EVENT_TYPES,
  type ApiTokenScope,
  type WebhookEventType,
} from '@shared/constants';
import { WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryStatus } from '../enums';
import { isOneOf } from '../sql-lists';
import { createdAt } from './columns';
import { users } from './accounts';

/**
 * An admin's API token (docs/product.md#integrations): `Authorization: Bearer <secret>` acts as
 * that admin. Only the SHA-256 of the secret is kept; `prefix` (its first characters) tells tokens
 * apart in the list. Deleting the admin deletes their tokens; a demoted admin's stop working at
 * once.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope').$type<ApiTokenScope>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('api_tokens_user_idx').on(t.userId),
    check('api_tokens_scope_check', isOneOf(t.scope, API_TOKEN_SCOPES)),
  ],
);

/**
 * An endpoint that hears of bookings and weather holds (docs/product.md#integrations). The secret
 * signs every delivery, so it is kept as it is (shown to the admin once). failing_since is the
 * first failure since the last success; three days of it disable the endpoint (disabled_at).
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull(),
    events: text('events').array().$type<WebhookEventType[]>().notNull(),
    secret: text('secret').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'webhooks_events_check',
      sql`cardinality(${t.events}) > 0 and ${t.events} <@ array[${sql.raw(WEBHOOK_EVENT_TYPES.map((type) => `'${type}'`).join(', '))}]::text[]`,
    ),
  ],
);

/**
 * What happened, as every subscribed endpoint is told it: the id is the event's on every
 * attempt (X-Marina-Webhook-Id). source_event_id is the booking_events row it came from, so
 * each booking change is fanned out once.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<WebhookEventType>().notNull(),
    data: jsonb('data').notNull(),
    sourceEventId: bigint('source_event_id', { mode: 'number' }).unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_events_created_idx').on(t.createdAt),
    check('webhook_events_type_check', isOneOf(t.type, WEBHOOK_EVENT_TYPES)),
  ],
);

/** One event owed to one endpoint, leased to a worker as mail_queue rows are. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_webhook_event_key').on(t.webhookId, t.eventId),
    index('webhook_deliveries_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt),
    check('webhook_deliveries_status_check', isOneOf(t.status, WEBHOOK_DELIVERY_STATUSES)),
  ],
);

/** Each try of a delivery: the status code the endpoint answered, or why there was none. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attemptedAt)],
);
