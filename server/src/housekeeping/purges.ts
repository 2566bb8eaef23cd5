import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

/** Rows deleted in one pass, by table. */
export interface PurgeCounts {
  sessions: number;
  rateLimits: number;
  idempotencyKeys: number;
  passwordResetTokens: number;
  emailVerificationTokens: number;
  mail: number;
  bookingEvents: number;
  webhookEvents: number;
}

export type PurgeName = keyof PurgeCounts;

/** A pass that deleted nothing, the start of every pass's tally. */
export const noPurges = (): PurgeCounts => ({
  sessions: 0,
  rateLimits: 0,
  idempotencyKeys: 0,
  passwordResetTokens: 0,
  emailVerificationTokens: 0,
  mail: 0,
  bookingEvents: 0,
  webhookEvents: 0,
});

/**
 * One table's dead rows: those whose `age` (an indexed expression) is before the cutoff. Each
 * cutoff matches what the code reading the table already treats as gone, so a purge changes
 * no answer.
 */
export interface Purge {
  name: PurgeName;
  table: string;
  age(alias: string): SQL;
  cutoff(now: Date): Date;
  /** Rows that never die however old, kept out (the index's own condition). */
  onlyWhere?(alias: string): SQL;
}

const DAY_MS = 24 * 60 * 60_000;
/** idempotency.ts keeps an answer 24 hours; a request never runs that long. */
const IDEMPOTENCY_KEY_TTL_MS = DAY_MS;
/** The live stream replays a day back at most; a client away longer is told to resync. */
export const BOOKING_EVENT_TTL_MS = DAY_MS;
/** The Integrations tab lists deliveries of the last month; nothing retries after a day. */
export const WEBHOOK_EVENT_TTL_MS = 30 * DAY_MS;

const column = (alias: string, name: string) => sql.raw(`${alias}.${name}`);

export function purgesFor(settings: { mailRetentionDays: number }): Purge[] {
  return [
    {
      // The session store answers "no session" once expires_at has passed.
      name: 'sessions',
      table: 'sessions',
      age: (a) => column(a, 'expires_at'),
      cutoff: (now) => now,
    },
    {
      // A closed window counts from 1 again on the next hit, as a missing row does.
      name: 'rateLimits',
      table: 'rate_limits',
      age: (a) => column(a, 'reset_at'),
      cutoff: (now) => now,
    },
    {
      name: 'idempotencyKeys',
      table: 'idempotency_keys',
      age: (a) => column(a, 'created_at'),
      cutoff: (now) => new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS),
    },
    {
      // A used token is spent and goes with its expiry, at most RESET_TOKEN_TTL_MS later: one
      // index serves the purge, and a link whose row is gone gets the same "invalid or has
      // expired" answer as a spent one.
      name: 'passwordResetTokens',
      table: 'password_reset_tokens',
      age: (a) => column(a, 'expires_at'),
      cutoff: (now) => now,
    },
    {
      // A verification link expires 24 hours after it is made, used or not; the daily count of
      // links an owner may ask for looks back no further than that.
      name: 'emailVerificationTokens',
      table: 'email_verification_tokens',
      age: (a) => column(a, 'expires_at'),
      cutoff: (now) => now,
    },
    {
      // Sent mail by when it went, mail given up by when it was queued (mail_queue_finished_idx).
      // Pending mail (queued, retrying or leased to a worker) is never finished. A sent reminder
      // may go before its deadline: bookings.reminder_queued_at, never cleared, is what keeps
      // the reminder single, not the row's dedupe key.
      name: 'mail',
      table: 'mail_queue',
      age: (a) => sql`coalesce(${column(a, 'sent_at')}, ${column(a, 'created_at')})`,
      cutoff: (now) => new Date(now.getTime() - settings.mailRetentionDays * DAY_MS),
      onlyWhere: (a) => sql`${column(a, 'status')} <> 'pending'`,
    },
    {
      // A Last-Event-ID older than the oldest kept event gets `event: resync` (live-events).
      name: 'bookingEvents',
      table: 'booking_events',
      age: (a) => column(a, 'created_at'),
      cutoff: (now) => new Date(now.getTime() - BOOKING_EVENT_TTL_MS),
    },
    {
      // Their deliveries and attempts go with them (ON DELETE CASCADE).
      name: 'webhookEvents',
      table: 'webhook_events',
      age: (a) => column(a, 'created_at'),
      cutoff: (now) => new Date(now.getTime() - WEBHOOK_EVENT_TTL_MS),
    },
  ];
}

function expired(purge: Purge, alias: string, now: Date): SQL {
  const old = sql`${purge.age(alias)} < ${purge.cutoff(now).toISOString()}::timestamptz`;
  return purge.onlyWhere ? sql`${purge.onlyWhere(alias)} and ${old}` : old;
}

/**
 * Deletes up to `limit` dead rows, oldest first along the table's index, in one short
 * statement. SKIP LOCKED leaves rows another housekeeper or a live request holds, so
 * instances running at once never wait on each other; the test is made again on each row as
 * it is deleted. The batch's row addresses are taken first, so the delete visits those rows
 * alone, and the batch's locks keep the addresses valid until then.
 */
export async function deleteBatch(
  db: Database,
  purge: Purge,
  now: Date,
  limit: number,
): Promise<number> {
  const table = sql.identifier(purge.table);
  const result = await db.execute(sql`delete from ${table} as dead
    where dead.ctid = any(array(
      select due.ctid from ${table} as due
      where ${expired(purge, 'due', now)}
      order by ${purge.age('due')}
      limit ${limit}
      for update skip locked))
    and ${expired(purge, 'dead', now)}
    returning 1`);
  return result.rows.length;
}
