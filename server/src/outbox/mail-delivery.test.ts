import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, like } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/factories';
import { confirmed, useMailApp } from '../../test/kits/mail-app';
import { calendarPart, capturingLogger, parseIcs } from '../../test/kits/mail-kit';
import { mailQueue } from '../db/schema';
import { enqueueMail, type MailPayload } from './outbox';
import { claimDueMessages } from './outbox-repository';

/** The queue worker: back-off, failure, leases, dedupe, the outbox without SMTP, and a clean stop. */
const mailApp = useMailApp();
const { t, clock, worker, owner, queue, queueReset, bookingOn } = mailApp;

describe('delivery', () => {
  it('when SMTP is down, then mail waits with back-off and is delivered exactly once when it returns', async () => {
    const emails = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    const w = worker();
    await mailApp.sink.stop();
    try {
      for (const email of emails) {
        await queueReset(email);
      }
      const down = await w.drain();
      expect(down.retried).toBeGreaterThanOrEqual(3);
      const waiting = await t.database.db
        .select()
        .from(mailQueue)
        .where(inArray(mailQueue.recipient, emails));
      expect(waiting.every((r) => r.status === 'pending' && r.attempts === 1 && r.lastError)).toBe(
        true,
      );
      expect(waiting.every((r) => r.runAt.getTime() > Date.now())).toBe(true);
    } finally {
      await mailApp.sink.start();
    }
    // Back in service, but the back-off has not elapsed yet.
    await w.drain();
    expect(emails.flatMap((e) => mailApp.sink.to(e))).toHaveLength(0);

    clock.instant = new Date(Date.now() + 60 * 60_000);
    await w.drain();
    await worker().drain();
    for (const email of emails) expect(mailApp.sink.to(email)).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(mailQueue)
      .where(inArray(mailQueue.recipient, emails));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 2 && r.sentAt)).toBe(true);
  });

  it('when every attempt fails, then the message ends as failed and the failure is logged', async () => {
    const email = uniqueEmail();
    const { logger, lines } = capturingLogger();
    const w = worker({
      maxAttempts: 3,
      logger,
      transport: {
        kind: 'smtp',
        close() {},
        send: () => Promise.reject(new Error('550 mailbox unavailable')),
      },
    });
    await queue(
      { kind: 'password-reset', email, ownerName: 'Casey', resetUrl: 'http://app.test/x' },
      email,
    );
    for (let hour = 1; hour <= 4; hour++) {
      await w.drain();
      clock.instant = new Date(Date.now() + hour * 3 * 60 * 60_000);
    }
    const [row] = await t.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.recipient, email));
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: '550 mailbox unavailable',
    });
    expect(
      lines.some((l) => l.msg === 'mail failed for good after the last attempt' && l.to === email),
    ).toBe(true);
  });

  it('when a worker dies holding a lease, then another sends the message after the lease ends', async () => {
    const email = uniqueEmail();
    await queue(
      { kind: 'password-reset', email, ownerName: 'Casey', resetUrl: 'http://app.test/x' },
      email,
    );
    // A worker claims everything due and then "crashes" without sending. A second on: run_at
    // has microseconds and Date.now() whole milliseconds, so "now" read within the insert's
    // millisecond could be just before it.
    clock.instant = new Date(Date.now() + 1_000);
    const claimed = await claimDueMessages(t.database.db, {
      now: clock.instant,
      leaseMs: 10 * 60_000,
      limit: 1000,
    });
    expect(claimed.some((r) => r.recipient === email)).toBe(true);
    await worker().drain();
    expect(mailApp.sink.to(email)).toHaveLength(0);
    clock.instant = new Date(Date.now() + 11 * 60_000);
    await worker().drain();
    expect(mailApp.sink.to(email)).toHaveLength(1);
  });

  it('when a message is queued twice with one dedupe key, then it is sent once', async () => {
    const email = uniqueEmail();
    const payload: MailPayload = {
      kind: 'password-reset',
      email,
      ownerName: 'Casey',
      resetUrl: 'http://app.test/x',
    };
    await enqueueMail(t.database.db, { recipient: email, payload, dedupeKey: `test:${email}` });
    await enqueueMail(t.database.db, { recipient: email, payload, dedupeKey: `test:${email}` });
    await worker().drain();
    expect(mailApp.sink.to(email)).toHaveLength(1);
  });

  it('when there is no SMTP_URL, then each message is a readable .eml file in DATA_DIR/outbox and a log line naming the file, never its link', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'marina-outbox-'));
    try {
      const { logger, lines } = capturingLogger();
      const casey = await owner();
      const booking = await bookingOn(casey, '2026-11-09', '10:00 AM');
      const resetUrl = 'http://app.test/reset-password?token=abc&email=x%40example.test';
      await queue(confirmed(booking), casey.email);
      await queue(
        { kind: 'password-reset', email: casey.email, ownerName: casey.ownerName, resetUrl },
        casey.email,
      );
      const w = worker({ config: { ...t.config, SMTP_URL: undefined, DATA_DIR: dataDir }, logger });
      await w.drain();

      const files = (await readdir(path.join(dataDir, 'outbox'))).sort();
      expect(files).toHaveLength(2);
      expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
      const parsed = await Promise.all(
        files.map(async (f) => simpleParser(await readFile(path.join(dataDir, 'outbox', f)))),
      );
      const confirmation = parsed.find((m) => m.subject?.startsWith('Booking confirmed:'));
      expect(confirmation?.text).toContain(booking.confirmationCode);
      expect(parseIcs(calendarPart(confirmation!)!).props.get('DTSTART')).toBe('20261109T150000Z');
      const reset = parsed.find((m) => m.subject === 'Reset your password');
      expect(reset?.text).toContain(resetUrl);
      expect(mailApp.sink.to(casey.email)).toHaveLength(0);
      const logged = lines.find((l) => l.subject === 'Reset your password');
      expect(logged).toMatchObject({ to: casey.email, file: expect.stringContaining('outbox') });
      expect(JSON.stringify(lines)).not.toContain('token=abc');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('when the worker is stopped mid-batch, then it finishes the message in hand and hands the rest back', async () => {
    const emails = [uniqueEmail('stop'), uniqueEmail('stop'), uniqueEmail('stop')];
    for (const email of emails) {
      await queue(
        { kind: 'password-reset', email, ownerName: 'Casey', resetUrl: 'http://app.test/x' },
        email,
      );
    }
    let stopping: Promise<void> | undefined;
    const sent: string[] = [];
    const w = worker({
      transport: {
        kind: 'smtp',
        close() {},
        send: (mail) => {
          sent.push(mail.to);
          stopping ??= w.stop();
          return Promise.resolve();
        },
      },
    });
    await w.runOnce();
    await stopping;
    const rows = await t.database.db
      .select()
      .from(mailQueue)
      .where(like(mailQueue.recipient, 'stop-%'));
    expect(sent).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'sent').map((r) => r.recipient)).toEqual(sent);
    expect(
      rows
        .filter((r) => r.status === 'pending')
        .every((r) => r.lockedUntil === null && r.attempts === 0),
    ).toBe(true);
    await worker().drain();
    for (const email of emails.filter((e) => !sent.includes(e)))
      expect(mailApp.sink.to(email)).toHaveLength(1);
  });
});
