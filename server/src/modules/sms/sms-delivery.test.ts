import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { useTextApp } from '../../../test/kits/text-app';
import { needsPostgresServer } from '../../../test/test-app';
import { connectPostgres } from '../../db/client';
import { mailQueue, smsOptOuts, smsSubscriptions } from '../../db/schema';
import { bookingSnapshot, enqueueText, type MailPayload } from '../../outbox/outbox';
import { queueStatusMail, withdrawPendingStatusMails } from '../../outbox/status-mails';
import { gsmLength } from './gsm7';

/** Texts through the queue to a local Twilio: each kind, the rules at send time, failures. */
const textApp = useTextApp();
const { t, clock, bookingOn, subscribedOwner, textWorker } = textApp;

// Each test counts its own pass: what earlier tests left queued goes out first.
beforeEach(async () => {
  await textWorker().drain();
});

const textRows = (phone: string) =>
  t.database.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.channel, 'sms'), eq(mailQueue.recipient, phone)));

describe('texts with the news', () => {
  it('when each kind of news is queued for an owner with texts on, then each reaches their mobile once, in one GSM-7 segment naming the booking', async () => {
    const owner = await subscribedOwner();
    const booking = await bookingOn(owner, '2026-10-23', '10:00 AM');
    const snapshot = bookingSnapshot(booking);
    const previous = { bookingDate: '2026-10-22', timeSlot: '3:00 PM' as const };
    const news: MailPayload[] = [
      { kind: 'booking-confirmed', booking: snapshot, bookedByAdmin: false },
      { kind: 'booking-confirmed', booking: snapshot, bookedByAdmin: true },
      { kind: 'booking-confirmed', booking: snapshot, bookedByAdmin: false, fromWaitlist: true },
      { kind: 'booking-changed', booking: snapshot, previous, changedByAdmin: false },
      { kind: 'weather-hold', booking: snapshot, previous, reason: 'Gale warning', moved: true },
      { kind: 'weather-hold', booking: snapshot, previous, reason: 'Gale warning', moved: false },
      { kind: 'date-closed', booking: snapshot, reason: 'Crane service', wholeDay: true },
      { kind: 'booking-cancelled', booking: snapshot, cancelledByAdmin: false },
      { kind: 'booking-cancelled', booking: snapshot, cancelledByAdmin: true },
      { kind: 'booking-reminder', booking: snapshot },
      { kind: 'status-done', booking: snapshot },
      { kind: 'status-no-show', booking: snapshot },
    ];
    for (const payload of news) await textApp.queue(payload, owner.email);

    const pass = await textWorker({
      MARINA_PHONE: '+16175550199',
      MAIL_MAX_PER_RECIPIENT_PER_DAY: 50,
      SMS_MAX_PER_NUMBER_PER_DAY: 50,
    }).drain();
    expect(pass.sent).toBe(news.length * 2);
    const texts = textApp.twilio.to(owner.phone);
    expect(texts).toHaveLength(news.length);
    for (const text of texts) {
      expect(text.body).toContain(booking.confirmationCode);
      expect(gsmLength(text.body)).toBeLessThanOrEqual(160);
      expect(text.from).toBe('+16175550100');
      expect(text.statusCallback).toBe(`${t.config.APP_URL}/api/sms/status`);
    }
    const code = booking.confirmationCode;
    expect(texts.map((text) => text.body)).toEqual([
      `Harbor Point Marina: Your haul out Fri Oct 23 10:00 AM is confirmed. Code ${code}. Reply STOP to opt out.`,
      `Harbor Point Marina: The office booked your haul out for Fri Oct 23 10:00 AM. Code ${code}. Reply STOP to opt out.`,
      `Harbor Point Marina: A place opened up: your haul out Fri Oct 23 10:00 AM is booked. Code ${code}. Reply STOP to opt out.`,
      `Harbor Point Marina: Your haul out ${code} moved from Thu Oct 22 3:00 PM to Fri Oct 23 10:00 AM.`,
      `Harbor Point Marina: Weather hold (Gale warning). Your haul out ${code} moved from Thu Oct 22 3:00 PM to Fri Oct 23 10:00 AM.`,
      `Harbor Point Marina: Weather hold (Gale warning) on Thu Oct 22 3:00 PM. Please choose a new date for your haul out ${code}.`,
      `Harbor Point Marina: We closed Fri Oct 23 (Crane service). Please choose a new date for your haul out ${code}.`,
      `Harbor Point Marina: Your haul out Fri Oct 23 10:00 AM (${code}) is cancelled.`,
      `Harbor Point Marina: Your haul out Fri Oct 23 10:00 AM (${code}) is cancelled by the office. Questions? Please call us at (617) 555-0199.`,
      `Harbor Point Marina: Reminder: your haul out is Fri Oct 23 10:00 AM. Code ${code}.`,
      `Harbor Point Marina: Your boat is out of the water. Your haul out ${code} is done.`,
      `Harbor Point Marina: We missed you for your haul out ${code} today. Please call us at (617) 555-0199 to book a new time.`,
    ]);
    // The worker keeps each text's id at Twilio, for its status callbacks.
    const rows = await textRows(owner.phone);
    expect(rows.map((row) => row.providerMessageId).sort()).toEqual(
      texts.map((text) => text.sid).sort(),
    );
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('when the owner turned a choice off, then that news comes by mail only; texts off altogether, nothing is queued', async () => {
    const noReminders = await subscribedOwner({ reminders: false });
    const booking = await bookingOn(noReminders, '2026-10-23', '10:00 AM');
    await textApp.queue(
      { kind: 'booking-reminder', booking: bookingSnapshot(booking) },
      noReminders.email,
    );
    await textApp.queue(
      { kind: 'status-done', booking: bookingSnapshot(booking) },
      noReminders.email,
    );
    expect((await textRows(noReminders.phone)).map((row) => row.kind)).toEqual(['status-done']);

    const mailOnly = await textApp.owner();
    const theirs = await bookingOn(mailOnly, '2026-10-23', '10:00 AM');
    await textApp.queue({ kind: 'status-done', booking: bookingSnapshot(theirs) }, mailOnly.email);
    const queued = await t.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.recipient, mailOnly.email));
    expect(queued.map((row) => row.channel)).toEqual(['email']);
  });

  it('when the owner texts STOP or turns the choice off after a text was queued, then it is held, never sent', async () => {
    const stopper = await subscribedOwner();
    const chooser = await subscribedOwner();
    for (const who of [stopper, chooser]) {
      const booking = await bookingOn(who, '2026-10-23', '10:00 AM');
      await textApp.queue(
        { kind: 'booking-reminder', booking: bookingSnapshot(booking) },
        who.email,
      );
    }
    await t.database.db.insert(smsOptOuts).values({ phoneNumber: stopper.phone, reason: 'stop' });
    await t.database.db
      .update(smsSubscriptions)
      .set({ reminders: false })
      .where(eq(smsSubscriptions.userId, chooser.id));

    const pass = await textWorker().drain();
    expect(pass.held).toBe(2);
    expect(textApp.twilio.to(stopper.phone)).toEqual([]);
    expect(textApp.twilio.to(chooser.phone)).toEqual([]);
    const rows = [...(await textRows(stopper.phone)), ...(await textRows(chooser.phone))];
    expect(rows.map((row) => row.status)).toEqual(['held', 'held']);
  });

  it('when the crew undoes a done within the delay, then its mail and its text are both withdrawn', async () => {
    const owner = await subscribedOwner();
    const booking = await bookingOn(owner, '2026-10-20', '10:00 AM', { serviceStatus: 'done' });
    await t.database.db.transaction((tx) =>
      queueStatusMail(tx, booking, new Date(clock.instant.getTime() + 120_000)),
    );
    expect(await textRows(owner.phone)).toHaveLength(1);
    await t.database.db.transaction((tx) => withdrawPendingStatusMails(tx, booking.id));
    expect(await textRows(owner.phone)).toEqual([]);
    const mails = await t.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.recipient, owner.email));
    expect(mails).toEqual([]);
  });
});

describe('quiet hours', () => {
  // 03:30 UTC on 13 January is 22:30 on the 12th in New York (EST): inside the default 21-8.
  // Ahead of the wall clock, as the worker claims by the later of its clock and the wall's.
  const lateEvening = new Date('2027-01-13T03:30:00Z');
  const nextMorning = new Date('2027-01-13T13:00:00Z');

  it('when texts come due at night, then reminders and news about other days wait until 8:00 marina time, while codes, statuses, fresh confirmations and news about today go at once', async () => {
    const owner = await subscribedOwner();
    clock.instant = lateEvening;
    const later = await bookingOn(owner, '2027-01-15', '10:00 AM');
    const today = await bookingOn(owner, '2027-01-12', '3:00 PM');
    const now = [
      { kind: 'status-no-show', booking: bookingSnapshot(today) },
      {
        kind: 'booking-changed',
        booking: bookingSnapshot(later),
        previous: { bookingDate: '2027-01-12', timeSlot: '3:00 PM' },
        changedByAdmin: true,
      },
    ] satisfies MailPayload[];
    const waiting = [
      { kind: 'booking-reminder', booking: bookingSnapshot(later) },
      {
        kind: 'booking-confirmed',
        booking: bookingSnapshot(later),
        bookedByAdmin: false,
        fromWaitlist: true,
      },
    ] satisfies MailPayload[];
    for (const payload of [...now, ...waiting]) await textApp.queue(payload, owner.email);
    await t.database.db.transaction((tx) =>
      enqueueText(tx, {
        recipient: owner.phone,
        payload: { kind: 'sms-verification', code: '482913' },
      }),
    );

    const night = textWorker({ SMS_QUIET_HOURS: { start: 21, end: 8 } });
    const first = await night.drain();
    expect(first.deferred).toBe(2);
    expect(textApp.twilio.to(owner.phone).map((text) => text.body.slice(0, 30))).toHaveLength(3);
    const deferred = (await textRows(owner.phone)).filter((row) => row.status === 'pending');
    expect(deferred.map((row) => row.runAt.toISOString())).toEqual([
      nextMorning.toISOString(),
      nextMorning.toISOString(),
    ]);
    // Deferring is not a try: the texts keep every attempt for the morning.
    expect(deferred.every((row) => row.attempts === 0)).toBe(true);

    clock.instant = new Date(nextMorning.getTime() - 60_000);
    expect((await night.drain()).sent).toBe(0);
    clock.instant = nextMorning;
    expect((await night.drain()).sent).toBe(2);
    expect(textApp.twilio.to(owner.phone)).toHaveLength(5);
  });
});

describe('failures', () => {
  it('when Twilio is down, then the text waits with back-off and goes once when it returns', async () => {
    const owner = await subscribedOwner();
    const booking = await bookingOn(owner, '2026-10-23', '10:00 AM');
    textApp.twilio.failNext({ httpStatus: 503, code: 20503, message: 'Service unavailable' });
    await textApp.queue(
      { kind: 'booking-reminder', booking: bookingSnapshot(booking) },
      owner.email,
    );
    const w = textWorker();
    expect((await w.drain()).retried).toBe(1);
    expect(textApp.twilio.to(owner.phone)).toEqual([]);
    clock.instant = new Date(Date.now() + 60 * 60_000);
    await w.drain();
    await w.drain();
    expect(textApp.twilio.to(owner.phone)).toHaveLength(1);
    const [row] = await textRows(owner.phone);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it.each([
    [21610, 'stop'],
    [21614, 'undeliverable'],
  ] as const)(
    'when Twilio refuses the number with %i, then the text is given up at once and the number gets no more texts (%s)',
    async (code, reason) => {
      const owner = await subscribedOwner();
      const booking = await bookingOn(owner, '2026-10-23', '10:00 AM');
      textApp.twilio.failNext({ httpStatus: 400, code, message: 'Refused' });
      await textApp.queue(
        { kind: 'booking-reminder', booking: bookingSnapshot(booking) },
        owner.email,
      );
      const pass = await textWorker().drain();
      expect(pass).toMatchObject({ failed: 1, retried: 0 });
      const [row] = await textRows(owner.phone);
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      const [optOut] = await t.database.db
        .select()
        .from(smsOptOuts)
        .where(eq(smsOptOuts.phoneNumber, owner.phone));
      expect(optOut?.reason).toBe(reason);
      // The next news goes by mail only.
      await textApp.queue({ kind: 'status-done', booking: bookingSnapshot(booking) }, owner.email);
      expect(await textRows(owner.phone)).toHaveLength(1);
    },
  );

  it('when one number has had its daily texts, then the next is held, and the mail still goes', async () => {
    const owner = await subscribedOwner();
    const booking = await bookingOn(owner, '2026-10-23', '10:00 AM');
    for (let i = 0; i < 3; i += 1) {
      await textApp.queue(
        {
          kind: 'booking-changed',
          booking: { ...bookingSnapshot(booking), sequence: i },
          previous: { bookingDate: '2026-10-22', timeSlot: '10:00 AM' },
          changedByAdmin: true,
        },
        owner.email,
      );
    }
    await textWorker({ SMS_MAX_PER_NUMBER_PER_DAY: 2 }).drain();
    expect((await textRows(owner.phone)).map((row) => row.status).sort()).toEqual([
      'held',
      'sent',
      'sent',
    ]);
    expect(textApp.twilio.to(owner.phone)).toHaveLength(2);
    expect(textApp.sink.to(owner.email)).toHaveLength(3);
  });

  it('when no Twilio is set, then each text is a JSON file in DATA_DIR/outbox-sms, readable by the owner only, and the code is gone from the queue once written', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'marina-outbox-sms-'));
    try {
      const owner = await subscribedOwner();
      await t.database.db.transaction((tx) =>
        enqueueText(tx, {
          recipient: owner.phone,
          payload: { kind: 'sms-verification', code: '731904' },
        }),
      );
      await textWorker({
        DATA_DIR: dataDir,
        TWILIO_ACCOUNT_SID: undefined,
        TWILIO_AUTH_TOKEN: undefined,
        TWILIO_FROM: undefined,
      }).drain();
      const folder = path.join(dataDir, 'outbox-sms');
      const files = await readdir(folder);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^\d{8}T\d{6}-\d+-sms-verification\.json$/);
      const file = path.join(folder, files[0]!);
      const text = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      expect(text).toEqual({
        to: owner.phone,
        body: '731904 is your Harbor Point Marina code. It expires in 10 minutes.',
        kind: 'sms-verification',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const [row] = await textRows(owner.phone);
      expect(row?.payload).toEqual({ kind: 'sms-verification', code: null });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('two instances', () => {
  it.runIf(needsPostgresServer())(
    "when two instances' workers race over 120 queued texts, then each text goes exactly once",
    async () => {
      const owners = await Promise.all(Array.from({ length: 40 }, () => subscribedOwner()));
      for (const owner of owners) {
        const booking = await bookingOn(owner, '2026-10-23', '10:00 AM');
        const snapshot = bookingSnapshot(booking);
        await textApp.queue(
          { kind: 'booking-confirmed', booking: snapshot, bookedByAdmin: true },
          owner.email,
        );
        await textApp.queue({ kind: 'booking-reminder', booking: snapshot }, owner.email);
        await textApp.queue({ kind: 'status-done', booking: snapshot }, owner.email);
      }
      const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
      const second = connectPostgres(pool.options.connectionString!);
      try {
        const a = textWorker({}, { batchSize: 7 });
        const b = textWorker({}, { db: second.db, batchSize: 7 });
        const [ra, rb] = await Promise.all([a.drain(), b.drain()]);
        // 120 texts and their 120 mails, shared between the two.
        expect(ra.sent + rb.sent).toBe(240);
        expect(Math.min(ra.sent, rb.sent)).toBeGreaterThan(0);
      } finally {
        await second.close();
      }
      for (const owner of owners) {
        // Two workers send side by side: each owner's three texts, in any order.
        expect(
          textApp.twilio
            .to(owner.phone)
            .map((text) => text.body.split(':')[1]?.slice(1, 11).trim())
            .sort(),
        ).toEqual(['Reminder', 'The office', 'Your boat']);
        const rows = await textRows(owner.phone);
        expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
      }
    },
  );
});
