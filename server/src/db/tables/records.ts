import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { AUDIT_TARGET_TYPES, type AuditTargetType } from '../enums';
import { isOneOf } from '../sql-lists';
import { createdAt } from './columns';
import { users } from './accounts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').$type<AuditTargetType>().notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    check('audit_log_target_type_check', isOneOf(t.targetType, AUDIT_TARGET_TYPES)),
  ],
);

/** Hit counters for rate limits, shared by every instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  // Housekeeping deletes counters whose window has closed.
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/**
 * Idempotency-Key records for POST /api/bookings (docs/decisions/0029-idempotency-keys.md): the first answer to a
 * key is kept 24 hours and replayed; a key whose request is still running has no status yet.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
