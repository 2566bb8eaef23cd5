import type { ParsedMail } from 'mailparser';
import pg from 'pg';

/** Each booking in the database held against the confirmations the mail server received. */
export interface ConfirmationAudit {
  bookings: number;
  /** Bookings with no confirmation received. */
  missing: string[];
  /** Bookings whose confirmation arrived under two Message-IDs: two different messages. */
  sentAsTwoMessages: string[];
  /** Bookings whose one message arrived more than once (same Message-ID): a resend. */
  redelivered: string[];
  /** Bookings with other than one queued confirmation. */
  queuedOtherThanOnce: string[];
}

export async function auditConfirmations(
  databaseUrl: string,
  received: readonly ParsedMail[],
): Promise<ConfirmationAudit> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ code: string; queued: number }>(
      `select b.confirmation_code as code, count(q.id)::int as queued
         from bookings b
         left join mail_queue q
           on q.kind = 'booking-confirmed' and (q.payload -> 'booking' ->> 'id')::int = b.id
        group by b.id`,
    );
    const confirmations = received.filter((mail) => mail.subject?.startsWith('Booking confirmed'));
    const audit: ConfirmationAudit = {
      bookings: rows.length,
      missing: [],
      sentAsTwoMessages: [],
      redelivered: [],
      queuedOtherThanOnce: [],
    };
    for (const { code, queued } of rows) {
      const mails = confirmations.filter((mail) => (mail.subject ?? '').includes(code));
      const ids = new Set(mails.map((mail) => mail.messageId));
      if (mails.length === 0) audit.missing.push(code);
      if (ids.size > 1) audit.sentAsTwoMessages.push(code);
      if (mails.length > ids.size) audit.redelivered.push(code);
      if (queued !== 1) audit.queuedOtherThanOnce.push(`${code}: ${queued}`);
    }
    return audit;
  } finally {
    await client.end();
  }
}

/** Ends every lease now, as if it had run out: the crashed instance's claims become due. */
export async function expireMailLeases(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(
      `update mail_queue set locked_until = now() where status = 'pending' and locked_until > now()`,
    );
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

export async function pendingMail(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from mail_queue where status = 'pending'`,
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}
