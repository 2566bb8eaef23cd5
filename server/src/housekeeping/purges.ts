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
 * One table's dead rows: those whose age is before the cutoff. Each cutoff matches what the
 * code reading the table already treats as gone, so a purge changes no answer. The age and
 * the rows kept are the very expression and condition of the table's index, so the purge
 * (purge-repository.ts) walks it.
 */
export interface Purge {
  name: PurgeName;
  table: string;
  /** The column the age is; several: the first of them not null. */
  age: readonly string[];
  cutoff(now: Date): Date;
  /** Rows that never die however old, kept out: those whose `column` is `value`. */
  keep?: { column: string; value: string };
}

const DAY_MS = 24 * 60 * 60_000;
/** idempotency.ts keeps an answer 24 hours; a request never runs that long. */
const IDEMPOTENCY_KEY_TTL_MS = DAY_MS;
/** The live stream replays a day back at most; a client away longer is told to resync. */
export const BOOKING_EVENT_TTL_MS = DAY_MS;
/** The Integrations tab lists deliveries of the last month; nothing retries after a day. */
export const WEBHOOK_EVENT_TTL_MS = 30 * DAY_MS;

export function purgesFor(settings: { mailRetentionDays: number }): Purge[] {
  return [
    {
      // The session store answers "no session" once expires_at has passed.
      name: 'sessions',
      table: 'sessions',
      age: ['expires_at'],
      cutoff: (now) => now,
    },
    {
      // A closed window counts from 1 again on the next hit, as a missing row does.
      name: 'rateLimits',
      table: 'rate_limits',
      age: ['reset_at'],
      cutoff: (now) => now,
    },
    {
      name: 'idempotencyKeys',
      table: 'idempotency_keys',
      age: ['created_at'],
      cutoff: (now) => new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS),
    },
    {
      // A used token is spent and goes with its expiry, at most RESET_TOKEN_TTL_MS later: one
      // index serves the purge, and a link whose row is gone gets the same "invalid or has
      // expired" answer as a spent one.
      name: 'passwordResetTokens',
      table: 'password_reset_tokens',
      age: ['expires_at'],
      cutoff: (now) => now,
    },
    {
      // A verification link expires 24 hours after it is made, used or not; the daily count of
      // links an owner may ask for looks back no further than that.
      name: 'emailVerificationTokens',
      table: 'email_verification_tokens',
      age: ['expires_at'],
      cutoff: (now) => now,
    },
    {
      // Sent mail by when it went, mail given up by when it was queued (mail_queue_finished_idx).
      // Pending mail (queued, retrying or leased to a worker) is never finished. A sent reminder
      // may go before its deadline: bookings.reminder_queued_at, never cleared, is what keeps
      // the reminder single, not the row's dedupe key.
      name: 'mail',
      table: 'mail_queue',
      age: ['sent_at', 'created_at'],
      cutoff: (now) => new Date(now.getTime() - settings.mailRetentionDays * DAY_MS),
      keep: { column: 'status', value: 'pending' },
    },
    {
      // A Last-Event-ID older than the oldest kept event gets `event: resync` (live-events).
      name: 'bookingEvents',
      table: 'booking_events',
      age: ['created_at'],
      cutoff: (now) => new Date(now.getTime() - BOOKING_EVENT_TTL_MS),
    },
    {
      // Their deliveries and attempts go with them (ON DELETE CASCADE).
      name: 'webhookEvents',
      table: 'webhook_events',
      age: ['created_at'],
      cutoff: (now) => new Date(now.getTime() - WEBHOOK_EVENT_TTL_MS),
    },
  ];
}
