import { randomBytes } from 'node:crypto';
import { eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import {
  bookingEvents,
  emailVerificationTokens,
  idempotencyKeys,
  mailQueue,
  passwordResetTokens,
  rateLimits,
  sessions,
  users,
  webhookEvents,
} from '../../src/db/schema';
import type { MailPayload } from '../../src/db/mail-payload';
import type { PurgeCounts } from '../../src/housekeeping/purges';

/** The housekeeping tests' rows, inserted directly so their timestamps can be old. */

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);
const ahead = (now: Date, ms: number) => new Date(now.getTime() + ms);
const tag = () => randomBytes(6).toString('hex');
/** A booking id no real booking has, to tell these events from the tests' own. */
const eventTag = () => 2_000_000_000 + (randomBytes(4).readUInt32BE() % 100_000_000);

/** Webhook events tagged in their data, to tell them from the tests' own. */
const webhookEventsTagged = (db: Database, tagged: string) =>
  db.$count(webhookEvents, sql`${webhookEvents.data}->>'tag' = ${tagged}`);

const resetMail = (email: string): MailPayload => ({
  kind: 'password-reset',
  email,
  ownerName: 'Casey Mariner',
  resetUrl: null,
});

export async function insertUser(db: Database) {
  const email = `keeper-${tag()}@example.test`;
  const [user] = await db
    .insert(users)
    .values({ email, ownerName: 'Casey Mariner', username: email, passwordHash: 'not-a-login' })
    .returning();
  return user!;
}

/** `count` rows per table that housekeeping must delete, with a 30-day mail retention. */
export async function insertDeadRows(db: Database, now: Date, count: number) {
  const user = await insertUser(db);
  const each = Array.from({ length: count }, () => tag());
  await db
    .insert(sessions)
    .values(each.map((id) => ({ sid: `dead-${id}`, sess: {}, expiresAt: ago(now, 1_000) })));
  await db
    .insert(rateLimits)
    .values(each.map((id) => ({ key: `dead:${id}`, hits: 3, resetAt: ago(now, 1_000) })));
  await db.insert(idempotencyKeys).values(
    each.map((id, i) => ({
      userId: user.id,
      key: `dead-${id}`,
      requestHash: 'h',
      // One whose process died before it answered: after its day it goes like the rest.
      responseStatus: i === 0 ? null : 201,
      createdAt: ago(now, DAY_MS + HOUR_MS),
    })),
  );
  await db.insert(passwordResetTokens).values(
    each.map((id, i) => ({
      userId: user.id,
      tokenHash: `dead-${id}`,
      expiresAt: ago(now, 1_000),
      // Spent links and links never opened alike.
      usedAt: i % 2 === 0 ? ago(now, 2 * HOUR_MS) : null,
    })),
  );
  await db.insert(emailVerificationTokens).values(
    each.map((id, i) => ({
      userId: user.id,
      email: `elsewhere-${id}@example.test`,
      tokenHash: `dead-${id}`,
      expiresAt: ago(now, 1_000),
      usedAt: i % 2 === 0 ? ago(now, 2 * HOUR_MS) : null,
    })),
  );
  const mail = await db
    .insert(mailQueue)
    .values(
      each.map((_, i) => ({
        kind: 'password-reset' as const,
        recipient: user.email,
        payload: resetMail(user.email),
        // Sent 31 days ago; every third one given up as failed 40 days ago.
        ...(i % 3 === 2
          ? { status: 'failed' as const, createdAt: ago(now, 40 * DAY_MS) }
          : {
              status: 'sent' as const,
              sentAt: ago(now, 31 * DAY_MS),
              createdAt: ago(now, 32 * DAY_MS),
            }),
      })),
    )
    .returning({ id: mailQueue.id });
  const mailIds = mail.map((row) => row.id);
  // Events of two days ago: the live stream no longer replays them.
  const deadEventsOf = eventTag();
  await db.insert(bookingEvents).values(
    each.map(() => ({
      bookingId: deadEventsOf,
      type: 'changed' as const,
      bookingDate: '2030-06-10',
      createdAt: ago(now, DAY_MS + HOUR_MS),
    })),
  );
  // Webhook events of 31 days ago: past the month the Integrations tab lists.
  const deadWebhookTag = tag();
  await db.insert(webhookEvents).values(
    each.map(() => ({
      type: 'booking.changed' as const,
      data: { tag: deadWebhookTag },
      createdAt: ago(now, 31 * DAY_MS),
    })),
  );
  const inserted: PurgeCounts = {
    sessions: count,
    rateLimits: count,
    idempotencyKeys: count,
    passwordResetTokens: count,
    emailVerificationTokens: count,
    mail: count,
    bookingEvents: count,
    webhookEvents: count,
  };

  /** How many of these dead rows are still in the database, by table. */
  async function left(): Promise<PurgeCounts> {
    const [s, r, k, p, v, m, e, w] = await Promise.all([
      db.$count(sessions, like(sessions.sid, 'dead-%')),
      db.$count(rateLimits, like(rateLimits.key, 'dead:%')),
      db.$count(idempotencyKeys, like(idempotencyKeys.key, 'dead-%')),
      db.$count(passwordResetTokens, like(passwordResetTokens.tokenHash, 'dead-%')),
      db.$count(emailVerificationTokens, like(emailVerificationTokens.tokenHash, 'dead-%')),
      db.$count(mailQueue, inArray(mailQueue.id, mailIds)),
      db.$count(bookingEvents, eq(bookingEvents.bookingId, deadEventsOf)),
      webhookEventsTagged(db, deadWebhookTag),
    ]);
    return {
      sessions: s,
      rateLimits: r,
      idempotencyKeys: k,
      passwordResetTokens: p,
      emailVerificationTokens: v,
      mail: m,
      bookingEvents: e,
      webhookEvents: w,
    };
  }
  return { inserted, left };
}

/** Rows each as close to its end as can be while still in use: every one must stay. */
export async function insertLiveRows(db: Database, now: Date) {
  const user = await insertUser(db);
  const id = tag();
  const sids = [`live-${id}`];
  await db.insert(sessions).values({ sid: sids[0]!, sess: {}, expiresAt: ahead(now, 60_000) });
  const rateKeys = [`live:${id}`];
  await db.insert(rateLimits).values({ key: rateKeys[0]!, hits: 9, resetAt: ahead(now, 60_000) });
  const keys = [`answered-${id}`, `running-${id}`];
  await db.insert(idempotencyKeys).values([
    {
      userId: user.id,
      key: keys[0]!,
      requestHash: 'h',
      responseStatus: 201,
      createdAt: ago(now, DAY_MS - HOUR_MS),
    },
    { userId: user.id, key: keys[1]!, requestHash: 'h', responseStatus: null, createdAt: now },
  ]);
  const tokenHashes = [`unused-${id}`, `spent-${id}`];
  await db.insert(passwordResetTokens).values([
    { userId: user.id, tokenHash: tokenHashes[0]!, expiresAt: ahead(now, 30 * 60_000) },
    // Spent but within its hour: kept until it expires (purges.ts says why).
    {
      userId: user.id,
      tokenHash: tokenHashes[1]!,
      expiresAt: ahead(now, 30 * 60_000),
      usedAt: ago(now, 60_000),
    },
  ]);
  const verificationHashes = [`pending-${id}`];
  await db.insert(emailVerificationTokens).values({
    userId: user.id,
    email: `elsewhere-${id}@example.test`,
    tokenHash: verificationHashes[0]!,
    expiresAt: ahead(now, 60_000),
  });
  const mail = await db
    .insert(mailQueue)
    .values([
      // Queued long ago and still retrying, and one leased to a worker right now.
      {
        kind: 'password-reset',
        recipient: user.email,
        payload: resetMail(user.email),
        createdAt: ago(now, 60 * DAY_MS),
        runAt: ahead(now, HOUR_MS),
        attempts: 11,
      },
      {
        kind: 'password-reset',
        recipient: user.email,
        payload: resetMail(user.email),
        createdAt: ago(now, 60 * DAY_MS),
        lockedUntil: ahead(now, 60_000),
        attempts: 1,
      },
      // Queued long ago but sent within the retention, and a failure from yesterday.
      {
        kind: 'password-reset',
        recipient: user.email,
        payload: resetMail(user.email),
        status: 'sent',
        createdAt: ago(now, 45 * DAY_MS),
        sentAt: ago(now, 29 * DAY_MS),
      },
      {
        kind: 'password-reset',
        recipient: user.email,
        payload: resetMail(user.email),
        status: 'failed',
        createdAt: ago(now, DAY_MS),
      },
    ])
    .returning({ id: mailQueue.id });
  const mailIds = mail.map((row) => row.id);
  // An event of almost a day ago: a client back from a night away still resumes.
  const liveEventsOf = eventTag();
  await db.insert(bookingEvents).values({
    bookingId: liveEventsOf,
    type: 'changed',
    bookingDate: '2030-06-10',
    createdAt: ago(now, DAY_MS - HOUR_MS),
  });

  // A webhook event of 29 days ago: its deliveries are still listed.
  const liveWebhookTag = tag();
  await db.insert(webhookEvents).values({
    type: 'booking.changed',
    data: { tag: liveWebhookTag },
    createdAt: ago(now, 29 * DAY_MS),
  });

  /** The live rows still in the database, by table. */
  async function remaining() {
    const [s, r, k, p, v, m, e, w] = await Promise.all([
      db.select({ id: sessions.sid }).from(sessions).where(inArray(sessions.sid, sids)),
      db.select({ id: rateLimits.key }).from(rateLimits).where(inArray(rateLimits.key, rateKeys)),
      db
        .select({ id: idempotencyKeys.key })
        .from(idempotencyKeys)
        .where(inArray(idempotencyKeys.key, keys)),
      db
        .select({ id: passwordResetTokens.tokenHash })
        .from(passwordResetTokens)
        .where(inArray(passwordResetTokens.tokenHash, tokenHashes)),
      db
        .select({ id: emailVerificationTokens.tokenHash })
        .from(emailVerificationTokens)
        .where(inArray(emailVerificationTokens.tokenHash, verificationHashes)),
      db.select({ id: mailQueue.id }).from(mailQueue).where(inArray(mailQueue.id, mailIds)),
      db.$count(bookingEvents, eq(bookingEvents.bookingId, liveEventsOf)),
      webhookEventsTagged(db, liveWebhookTag),
    ]);
    return {
      sessions: s.length,
      rateLimits: r.length,
      idempotencyKeys: k.length,
      passwordResetTokens: p.length,
      emailVerificationTokens: v.length,
      mail: m.length,
      bookingEvents: e,
      webhookEvents: w,
    };
  }
  const inserted = {
    sessions: sids.length,
    rateLimits: rateKeys.length,
    idempotencyKeys: keys.length,
    passwordResetTokens: tokenHashes.length,
    emailVerificationTokens: verificationHashes.length,
    mail: mailIds.length,
    bookingEvents: 1,
    webhookEvents: 1,
  };
  return { inserted, remaining };
}
