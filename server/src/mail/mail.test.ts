import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, like } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAdmin, signUpOwner, uniqueEmail } from '../../test/factories';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { createTestApp, raceScope, usingPostgresServer, type TestApp } from '../../test/test-app';
import { connectPostgres, type Database } from '../db/client';
import { bookings, mailQueue, users } from '../db/schema';
import { createLogger } from '../lib/logger';
import type { BookingRow } from '../modules/bookings/booking-repository';
import { generateConfirmationCode } from '../modules/bookings/confirmation-code';
import { claimDueMail, enqueueMail, type MailPayload, bookingSnapshot } from './mail-queue';
import {
  calendarPart,
  capturingLogger,
  insertBooking,
  insertOwner,
  parseIcs,
  unescapeIcs,
} from '../../test/kits/mail-kit';
import { createMailWorker, type MailWorker, type MailWorkerOptions } from './mail-worker';
import { queueDueReminders } from './reminders';

let t: TestApp;
let sink: SmtpSink;
let clock = new Date('2026-10-20T12:00:00Z');
const now = () => clock;
const silent = createLogger('silent');
const workers: MailWorker[] = [];

function worker(options: Partial<MailWorkerOptions> = {}): MailWorker {
  const created = createMailWorker({
    db: t.database.db,
    config: { ...t.config, SMTP_URL: sink.url },
    logger: silent,
    now,
    ...options,
  });
  workers.push(created);
  return created;
}

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    now,
    env: { MARINA_NAME: 'Harbor Point Marina', MARINA_TZ: 'America/New_York' },
  });
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await sink.close();
  await t.close();
});
beforeEach(() => {
  clock = new Date('2026-10-20T12:00:00Z');
});

async function owner(name = 'Casey Mariner') {
  return insertOwner(t.database.db, uniqueEmail(), name);
}

async function queue(payload: MailPayload, recipient: string) {
  await t.database.db.transaction((tx) => enqueueMail(tx, { recipient, payload }));
}

const confirmed = (booking: BookingRow, bookedByAdmin = false): MailPayload => ({
  kind: 'booking-confirmed',
  booking: bookingSnapshot(booking),
  bookedByAdmin,
});

describe('booking messages', () => {
  it('when a booking is confirmed, then the owner gets text, HTML and an invite at the right UTC time across the DST change', async () => {
    const casey = await owner();
    const afterDst = await insertBooking(t.database.db, casey, {
      bookingDate: '2026-11-02',
      timeSlot: '10:00 AM',
    });
    const beforeDst = await insertBooking(t.database.db, casey, {
      bookingDate: '2026-10-30',
      timeSlot: '10:00 AM',
    });
    await queue(confirmed(afterDst), casey.email);
    await queue(confirmed(beforeDst), casey.email);
    await worker().drain();

    const messages = sink.to(casey.email);
    expect(messages).toHaveLength(2);
    const [first, second] = [...messages].sort((a, b) =>
      String(a.subject).localeCompare(String(b.subject)),
    );
    expect(second!.subject).toBe(
      `Booking confirmed: Haul Out on Monday, November 2, 2026 at 10:00 AM (${afterDst.confirmationCode})`,
    );
    expect(first!.subject).toBe(
      `Booking confirmed: Haul Out on Friday, October 30, 2026 at 10:00 AM (${beforeDst.confirmationCode})`,
    );
    const mail = second!;
    expect(mail.from?.text).toContain('no-reply@marina.local');
    expect(mail.text).toContain('Harbor Point Marina');
    expect(mail.text).toContain(afterDst.confirmationCode);
    expect(mail.text).toContain('http://app.test/my-bookings');
    expect(mail.html).toContain(afterDst.confirmationCode);
    expect(mail.html).toContain('Harbor Point Marina');

    const ics = calendarPart(mail)!;
    expect(ics).toBeDefined();
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const { lines, props } = parseIcs(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(props.get('METHOD')).toBe('REQUEST');
    expect(props.get('UID')).toBe(`${afterDst.confirmationCode}@app.test`);
    expect(props.get('DTSTART')).toBe('20261102T150000Z');
    expect(props.get('DTEND')).toBe('20261102T160000Z');
    expect(props.get('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(unescapeIcs(props.get('SUMMARY')!)).toContain(afterDst.confirmationCode);
    expect(unescapeIcs(props.get('SUMMARY')!)).toContain('Haul Out');
    expect(unescapeIcs(props.get('DESCRIPTION')!)).toContain(
      `Confirmation code: ${afterDst.confirmationCode}`,
    );

    expect(parseIcs(calendarPart(first!)!).props.get('DTSTART')).toBe('20261030T140000Z');
  });

  it('when the office booked it, then the confirmation says so', async () => {
    const casey = await owner();
    const booking = await insertBooking(t.database.db, casey, {
      bookingDate: '2026-11-05',
      timeSlot: '3:00 PM',
    });
    await queue(confirmed(booking, true), casey.email);
    await worker().drain();
    const [mail] = sink.to(casey.email);
    expect(mail!.subject).toContain('Booking confirmed:');
    expect(mail!.text).toContain('The Harbor Point Marina office has booked a haul out for you');
    expect(parseIcs(calendarPart(mail!)!).props.get('DTSTART')).toBe('20261105T200000Z');
  });

  it('when names and requests hold markup or calendar separators, then HTML and the invite escape them', async () => {
    const casey = await owner('Ann <b>"Skipper"</b> & Co');
    const booking = await insertBooking(t.database.db, casey, {
      bookingDate: '2026-11-06',
      timeSlot: '12:00 PM',
      specialRequests: '<script>alert(1)</script>; mast down, please\nand a long note '.repeat(4),
    });
    await queue(confirmed(booking), casey.email);
    await worker().drain();
    const [mail] = sink.to(casey.email);
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.html).toContain('Ann &lt;b&gt;&quot;Skipper&quot;&lt;/b&gt; &amp; Co');
    expect(mail!.text).toContain('<script>alert(1)</script>');
    const { props } = parseIcs(calendarPart(mail!)!);
    expect(props.get('DESCRIPTION')).toContain('\\; mast down\\, please\\nand a long note');
    expect(unescapeIcs(props.get('DESCRIPTION')!)).toContain(
      '<script>alert(1)</script>; mast down, please\nand',
    );
  });

  it('when a booking is cancelled, closed over or due, then each notice names what it is', async () => {
    const casey = await owner();
    const booking = await insertBooking(t.database.db, casey, {
      bookingDate: '2026-11-03',
      timeSlot: '12:00 PM',
      serviceType: 'launch',
      sourceSlipType: 'dry-storage',
      destination: 'wet-slip',
    });
    const snapshot = bookingSnapshot(booking);
    await queue(
      { kind: 'booking-cancelled', booking: snapshot, cancelledByAdmin: false },
      casey.email,
    );
    await queue(
      { kind: 'booking-cancelled', booking: snapshot, cancelledByAdmin: true },
      casey.email,
    );
    await queue({ kind: 'date-closed', booking: snapshot, reason: 'Storm warning' }, casey.email);
    await queue({ kind: 'booking-reminder', booking: snapshot }, casey.email);
    await worker().drain();

    const received = sink.to(casey.email);
    expect(received).toHaveLength(4);
    const bySubject = new Map(received.map((m) => [m.subject!, m]));
    const code = booking.confirmationCode;
    const cancelled = received.filter((m) => m.subject!.startsWith('Booking cancelled: '));
    expect(cancelled).toHaveLength(2);
    expect(cancelled[0]!.subject).toBe(
      `Booking cancelled: Launch on Tuesday, November 3, 2026 at 12:00 PM (${code})`,
    );
    expect(cancelled.some((m) => m.text!.includes('office has cancelled your launch'))).toBe(true);
    expect(cancelled.some((m) => m.text!.includes('has been cancelled as you asked'))).toBe(true);
    const cancelIcs = parseIcs(calendarPart(cancelled[0]!)!).props;
    expect(cancelIcs.get('METHOD')).toBe('CANCEL');
    expect(cancelIcs.get('UID')).toBe(`${code}@app.test`);

    const closed = bySubject.get(`Date closed: Tuesday, November 3, 2026, your Launch (${code})`);
    expect(closed?.text).toContain('Storm warning');
    expect(closed?.html).toContain(code);

    const reminder = bySubject.get(
      `Reminder: Launch on Tuesday, November 3, 2026 at 12:00 PM (${code})`,
    );
    expect(reminder?.text).toContain('Harbor Point Marina');
    expect(reminder?.text).toContain('http://app.test/my-bookings');
  });
});

describe('reminders', () => {
  const reminders = (email: string) =>
    sink.to(email).filter((m) => m.subject?.startsWith('Reminder: '));

  it('when the lead time is reached, then exactly one reminder goes out, and the slot start follows DST', async () => {
    const casey = await owner();
    // 10:00 AM on 2 November 2026 is 15:00Z (EST); 24 hours before is 1 November 15:00Z.
    const booking = await insertBooking(t.database.db, casey, {
      bookingDate: '2026-11-02',
      timeSlot: '10:00 AM',
    });
    const w = worker();
    clock = new Date('2026-11-01T14:30:00Z');
    await w.drain();
    expect(reminders(casey.email)).toHaveLength(0);

    clock = new Date('2026-11-01T15:00:00Z');
    await w.drain();
    clock = new Date('2026-11-01T18:00:00Z');
    await w.drain();
    await worker().drain();
    expect(reminders(casey.email)).toHaveLength(1);
    expect(reminders(casey.email)[0]!.subject).toContain(booking.confirmationCode);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.reminderQueuedAt).not.toBeNull();
  });

  it('when a booking is cancelled or completed, then it gets no reminder', async () => {
    const casey = await owner();
    const base = { bookingDate: '2026-11-12', timeSlot: '3:00 PM' };
    await insertBooking(t.database.db, casey, {
      ...base,
      cancelledAt: new Date('2026-11-01T00:00:00Z'),
      cancelReason: 'cancelled',
    });
    await insertBooking(t.database.db, casey, { ...base, timeSlot: '12:00 PM', completed: true });
    clock = new Date('2026-11-12T10:00:00Z');
    await worker().drain();
    expect(reminders(casey.email)).toHaveLength(0);
  });

  it('when the server was down through the lead time, then the reminder goes out on return, but never after the slot started', async () => {
    const casey = await owner();
    const missed = await insertBooking(t.database.db, casey, {
      bookingDate: '2026-11-16',
      timeSlot: '3:00 PM',
    });
    const started = await insertBooking(t.database.db, casey, {
      bookingDate: '2026-11-16',
      timeSlot: '10:00 AM',
    });
    // 16 November 12:00 New York time: the 10:00 AM slot has started, the 3:00 PM one has not.
    clock = new Date('2026-11-16T17:00:00Z');
    await worker().drain();
    const sent = reminders(casey.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain(missed.confirmationCode);
    expect(sent.some((m) => m.subject!.includes(started.confirmationCode))).toBe(false);
  });

  it('when a booking is made inside the lead window, then its reminder comes on the next pass', async () => {
    const casey = await owner();
    clock = new Date('2026-11-18T12:00:00Z');
    const w = worker();
    await w.drain();
    const booking = await insertBooking(t.database.db, casey, {
      bookingDate: '2026-11-18',
      timeSlot: '3:00 PM',
    });
    await w.runOnce();
    await w.drain();
    expect(reminders(casey.email).map((m) => m.subject)).toEqual([
      `Reminder: Haul Out on Wednesday, November 18, 2026 at 3:00 PM (${booking.confirmationCode})`,
    ]);
  });

  it(`when two workers race over 200 due reminders, then exactly 200 are sent (${raceScope})`, async () => {
    const emails = Array.from({ length: 200 }, () => uniqueEmail('crowd'));
    const crowd = await t.database.db
      .insert(users)
      .values(
        emails.map((email) => ({
          email,
          ownerName: 'Crowd Owner',
          username: email,
          passwordHash: 'x',
        })),
      )
      .returning();
    await t.database.db.insert(bookings).values(
      crowd.map((o) => ({
        userId: o.id,
        serviceType: 'haul-out',
        sourceSlipType: 'my-wet-slip',
        destination: 'wash-pad',
        ownerName: o.ownerName,
        ownerEmail: o.email,
        ownerPhone: '555-0100',
        confirmationCode: generateConfirmationCode(),
        bookingDate: '2027-03-02',
        timeSlot: '10:00 AM',
      })),
    );
    clock = new Date('2027-03-01T16:00:00Z');
    let second: { db: Database; close(): Promise<void> } = {
      db: t.database.db,
      close: async () => {},
    };
    if (usingPostgresServer) {
      const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
      const handle = connectPostgres(pool.options.connectionString!);
      second = { db: handle.db, close: () => handle.close() };
    }
    try {
      // Two instances claim reminders in small batches at the same time...
      const queueAll = async (db: Database) => {
        let queued = 0;
        for (;;) {
          const n = await queueDueReminders(db, {
            now: clock,
            timeZone: 'America/New_York',
            leadHours: 24,
            limit: 10,
          });
          if (n === 0) return queued;
          queued += n;
        }
      };
      const [qa, qb] = await Promise.all([queueAll(t.database.db), queueAll(second.db)]);
      expect(qa + qb).toBe(200);
      // ...then both workers send them, each holding only a small batch at a time.
      const a = worker({ batchSize: 7 });
      const b = worker({ db: second.db, batchSize: 7 });
      const [ra, rb] = await Promise.all([a.drain(), b.drain()]);
      expect(ra.sent + rb.sent).toBe(200);
      expect(Math.min(ra.sent, rb.sent)).toBeGreaterThan(0);
    } finally {
      await second.close();
    }
    const received = sink.messages.filter((m) =>
      m.subject?.startsWith('Reminder: Haul Out on Tuesday, March 2, 2027'),
    );
    expect(received).toHaveLength(200);
    const recipients = new Set(
      received.map((m) => (Array.isArray(m.to) ? '' : m.to!.value[0]!.address)),
    );
    expect(recipients).toEqual(new Set(emails));
    const rows = await t.database.db
      .select()
      .from(mailQueue)
      .where(inArray(mailQueue.recipient, emails));
    expect(rows).toHaveLength(200);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});

describe('delivery', () => {
  it('when SMTP is down, then mail waits with back-off and is delivered exactly once when it returns', async () => {
    const emails = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    const w = worker();
    await sink.stop();
    try {
      for (const email of emails) {
        await queue(
          {
            kind: 'password-reset',
            email,
            ownerName: 'Casey',
            resetUrl: 'http://app.test/reset-password?token=x',
          },
          email,
        );
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
      await sink.start();
    }
    // Back in service, but the back-off has not elapsed yet.
    await w.drain();
    expect(emails.flatMap((e) => sink.to(e))).toHaveLength(0);

    clock = new Date(Date.now() + 60 * 60_000);
    await w.drain();
    await worker().drain();
    for (const email of emails) expect(sink.to(email)).toHaveLength(1);
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
      clock = new Date(Date.now() + hour * 3 * 60 * 60_000);
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
    // A worker claims everything due and then "crashes" without sending.
    clock = new Date(Date.now());
    const claimed = await claimDueMail(t.database.db, {
      now: clock,
      leaseMs: 10 * 60_000,
      limit: 1000,
    });
    expect(claimed.some((r) => r.recipient === email)).toBe(true);
    await worker().drain();
    expect(sink.to(email)).toHaveLength(0);
    clock = new Date(Date.now() + 11 * 60_000);
    await worker().drain();
    expect(sink.to(email)).toHaveLength(1);
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
    expect(sink.to(email)).toHaveLength(1);
  });

  it('when there is no SMTP_URL, then each message is a readable .eml file in DATA_DIR/outbox and a log line with its link', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'marina-outbox-'));
    try {
      const { logger, lines } = capturingLogger();
      const casey = await owner();
      const booking = await insertBooking(t.database.db, casey, {
        bookingDate: '2026-11-09',
        timeSlot: '10:00 AM',
      });
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
      expect(sink.to(casey.email)).toHaveLength(0);
      const logged = lines.find((l) => l.subject === 'Reset your password');
      expect(logged).toMatchObject({ to: casey.email, links: [resetUrl] });
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
      expect(sink.to(email)).toHaveLength(1);
  });
});

describe('through the booking API', () => {
  it('when an owner books and then cancels, then the confirmation and the cancellation arrive, and no reminder follows', async () => {
    const casey = await signUpOwner(t.app, { fullName: 'Casey Mariner' });
    const res = await casey.client.post('/api/bookings', {
      serviceType: 'haul-out',
      sourceSlipType: 'my-wet-slip',
      destination: 'wash-pad',
      bookingDate: '2026-11-23',
      timeSlot: '10:00 AM',
      specialRequests: null,
    });
    expect(res.status).toBe(201);
    const code = res.body.booking.confirmationCode as string;
    await worker().drain();
    const [confirmation] = sink.to(casey.email);
    expect(confirmation?.subject).toBe(
      `Booking confirmed: Haul Out on Monday, November 23, 2026 at 10:00 AM (${code})`,
    );
    expect(confirmation?.text).toContain('is confirmed');
    expect(parseIcs(calendarPart(confirmation!)!).props.get('DTSTART')).toBe('20261123T150000Z');

    expect((await casey.client.delete(`/api/bookings/${res.body.booking.id}`)).status).toBeLessThan(
      300,
    );
    await worker().drain();
    const cancellation = sink
      .to(casey.email)
      .find((m) => m.subject?.startsWith('Booking cancelled: '));
    expect(cancellation?.subject).toContain(code);
    expect(parseIcs(calendarPart(cancellation!)!).props.get('METHOD')).toBe('CANCEL');

    clock = new Date('2026-11-22T20:00:00Z');
    await worker().drain();
    expect(sink.to(casey.email).filter((m) => m.subject?.startsWith('Reminder: '))).toHaveLength(0);
  });

  it('when the office books for an owner, then the owner is told the office booked it', async () => {
    const admin = await signUpAdmin(t);
    const owner = await signUpOwner(t.app, { fullName: 'Jamie Hull' });
    const res = await admin.client.post('/api/bookings', {
      userId: owner.user.id,
      serviceType: 'launch',
      sourceSlipType: 'parking-lot',
      destination: 'wet-slip',
      bookingDate: '2026-11-24',
      timeSlot: '12:00 PM',
      ownerName: 'Jamie Hull',
      ownerEmail: owner.email,
      ownerPhone: '555-0199',
      isVibMember: false,
      specialRequests: null,
    });
    expect(res.status).toBe(201);
    await worker().drain();
    const [mail] = sink.to(owner.email);
    expect(mail?.subject).toContain(
      `Booking confirmed: Launch on Tuesday, November 24, 2026 at 12:00 PM (${res.body.booking.confirmationCode as string})`,
    );
    expect(mail?.text).toContain('The Harbor Point Marina office has booked a launch for you');
  });
});
