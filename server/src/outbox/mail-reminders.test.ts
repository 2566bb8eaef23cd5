import { eq, inArray } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/factories';
import { needsPostgresServer, usingPostgresServer } from '../../test/test-app';
import { useMailApp } from '../../test/kits/mail-app';
import { insertBooking } from '../../test/kits/mail-kit';
import { connectPostgres, type Database } from '../db/client';
import { bookings, mailQueue, users } from '../db/schema';
import { generateConfirmationCode } from '../modules/bookings/confirmation-code';
import { queueDueReminders } from '../modules/bookings/booking-reminders';

/** Reminders: one per booking at the lead time, none for cancelled or completed ones, and none twice under a race. */
const mailApp = useMailApp();
const { t, clock, worker, owner, bookingOn } = mailApp;

describe('reminders', () => {
  const reminders = (email: string) =>
    mailApp.sink.to(email).filter((m) => m.subject?.startsWith('Reminder: '));

  it('when the lead time is reached, then exactly one reminder goes out, and the slot start follows DST', async () => {
    const casey = await owner();
    // 10:00 AM on 2 November 2026 is 15:00Z (EST); 24 hours before is 1 November 15:00Z.
    const booking = await bookingOn(casey, '2026-11-02', '10:00 AM');
    const w = worker();
    clock.instant = new Date('2026-11-01T14:30:00Z');
    await w.drain();
    expect(reminders(casey.email)).toHaveLength(0);

    clock.instant = new Date('2026-11-01T15:00:00Z');
    await w.drain();
    clock.instant = new Date('2026-11-01T18:00:00Z');
    await w.drain();
    await worker().drain();
    expect(reminders(casey.email)).toHaveLength(1);
    expect(reminders(casey.email)[0]!.subject).toContain(booking.confirmationCode);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.reminderQueuedAt).not.toBeNull();
  });

  it('when a booking is cancelled or completed, then it gets no reminder', async () => {
    const casey = await owner();
    const base = { bookingDate: '2026-11-12', timeSlot: '3:00 PM' } as const;
    await insertBooking(t.database.db, casey, {
      ...base,
      cancelledAt: new Date('2026-11-01T00:00:00Z'),
      cancelReason: 'cancelled',
    });
    await insertBooking(t.database.db, casey, { ...base, timeSlot: '12:00 PM', completed: true });
    clock.instant = new Date('2026-11-12T10:00:00Z');
    await worker().drain();
    expect(reminders(casey.email)).toHaveLength(0);
  });

  it('when the server was down through the lead time, then the reminder goes out on return, but never after the slot started', async () => {
    const casey = await owner();
    const missed = await bookingOn(casey, '2026-11-16', '3:00 PM');
    const started = await bookingOn(casey, '2026-11-16', '10:00 AM');
    // 16 November 12:00 New York time: the 10:00 AM slot has started, the 3:00 PM one has not.
    clock.instant = new Date('2026-11-16T17:00:00Z');
    await worker().drain();
    const sent = reminders(casey.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain(missed.confirmationCode);
    expect(sent.some((m) => m.subject!.includes(started.confirmationCode))).toBe(false);
  });

  it('when a booking is made inside the lead window, then its reminder comes on the next pass', async () => {
    const casey = await owner();
    clock.instant = new Date('2026-11-18T12:00:00Z');
    const w = worker();
    await w.drain();
    const booking = await bookingOn(casey, '2026-11-18', '3:00 PM');
    await w.runOnce();
    await w.drain();
    expect(reminders(casey.email).map((m) => m.subject)).toEqual([
      `Reminder: Haul Out on Wednesday, November 18, 2026 at 3:00 PM (${booking.confirmationCode})`,
    ]);
  });

  it.runIf(needsPostgresServer())(
    'when two workers race over 200 due reminders, then exactly 200 are sent',
    async () => {
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
        crowd.map((o): typeof bookings.$inferInsert => ({
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
      clock.instant = new Date('2027-03-01T16:00:00Z');
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
              now: clock.instant,
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
      const received = mailApp.sink.messages.filter((m) =>
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
    },
  );
});
