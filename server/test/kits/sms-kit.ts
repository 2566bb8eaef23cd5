import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import { mailQueue, rateLimits, smsSubscriptions, smsVerifications } from '../../src/db/schema';
import type { ApiClient } from '../api-client';

/**
 * Text-message tests (docs/product.md#text-messages): fresh mobiles, and the codes read where the
 * owner's phone would get them, from the queued text (its code stays in the payload until it is
 * sent).
 */
let numbersMade = 0;

/** A US mobile no other test uses: as typed, and in E.164. */
export function freshMobile(): { typed: string; e164: string; display: string } {
  numbersMade += 1;
  const line = String(1000 + (numbersMade % 9000)).padStart(4, '0');
  const area = 617 + Math.floor(numbersMade / 9000);
  return {
    typed: `${area}-555-${line}`,
    e164: `+1${area}555${line}`,
    display: `(${area}) 555-${line}`,
  };
}

/** Every verification text queued, oldest first (to one number, or to all). */
export function codeTexts(db: Database, recipient?: string) {
  return db
    .select()
    .from(mailQueue)
    .where(
      and(
        eq(mailQueue.channel, 'sms'),
        eq(mailQueue.kind, 'sms-verification'),
        recipient === undefined ? undefined : eq(mailQueue.recipient, recipient),
      ),
    )
    .orderBy(asc(mailQueue.id));
}

/** The code of the newest text to the number. */
export async function textedCode(db: Database, recipient: string): Promise<string> {
  const texts = await codeTexts(db, recipient);
  const payload = texts.at(-1)?.payload;
  const code = payload?.kind === 'sms-verification' ? payload.code : null;
  if (!code) throw new Error(`no code texted to ${recipient}`);
  return code;
}

/** A code to `typed`, checked: the owner's number is verified. */
export async function verifyMobile(db: Database, client: ApiClient, number = freshMobile()) {
  const sent = await client.post('/api/sms/verification', { phoneNumber: number.typed });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const checked = await client.post('/api/sms/verification/check', {
    code: await textedCode(db, number.e164),
  });
  expect(checked.status, JSON.stringify(checked.body)).toBe(200);
  return number;
}

/** What the account holds in the text tables. */
export async function smsRowsOf(db: Database, userId: number) {
  return {
    subscriptions: await db
      .select()
      .from(smsSubscriptions)
      .where(eq(smsSubscriptions.userId, userId)),
    verifications: await db
      .select()
      .from(smsVerifications)
      .where(eq(smsVerifications.userId, userId)),
  };
}

/**
 * The hour of the code counters has passed. Their windows run on the database's clock, not
 * the app's test clock, so the test closes them rather than waiting an hour.
 */
export async function closeCodeWindows(db: Database): Promise<void> {
  await db
    .update(rateLimits)
    .set({ resetAt: sql`now() - interval '1 second'` })
    .where(sql`starts_with(${rateLimits.key}, 'smsCode:')`);
}

/** Seconds until a code counter's window closes, on the database's clock. */
export async function secondsLeftInWindow(db: Database, key: string): Promise<number> {
  const [row] = await db
    .select({ seconds: sql<number>`extract(epoch from ${rateLimits.resetAt} - now())::float8` })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  if (!row) throw new Error(`no counter ${key}`);
  return Number(row.seconds);
}
