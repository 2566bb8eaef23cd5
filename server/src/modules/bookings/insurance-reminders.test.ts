import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addServiceDays } from '@shared/marina-time';
import { signUpAdmin, signUpOwner, type SignedInOwner } from '../../../test/factories';
import { needsPostgresServer } from '../../../test/test-app';
import { adminPayload, book } from '../../../test/kits/booking-kit';
import { useMailApp } from '../../../test/kits/mail-app';
import { insertBoat } from '../../../test/kits/mail-kit';
import { bookingEvents, bookings, mailQueue } from '../../db/schema';
import { queueDueInsuranceReminders } from './insurance-reminders';

/**
 * The insurance reminder (INSURANCE_REQUIRED_FOR, docs/product.md#email): an owner whose boat's
 * insurance ends before a booked service the yard asks insurance for is mailed once per booking,
 * 30 days ahead, or at once when the service is nearer. The yard here asks it for haul-outs.
 */
const mailApp = useMailApp({ INSURANCE_REQUIRED_FOR: 'haul-out' });
const { t, clock, worker, owner, bookingOn } = mailApp;

const insuranceMails = (email: string) =>
  mailApp.sink.to(email).filter((m) => m.subject?.startsWith('Insurance renewal needed: '));

async function addBoat(skipper: SignedInOwner, insuranceExpiresOn: string) {
  const res = await skipper.client.post('/api/boats', {
    name: 'Sea Breeze',
    lengthM: 9.91,
    insuranceExpiresOn,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.boat.id as number;
}

describe('insurance reminders', () => {
  it('when the office books a haul-out after the boat’s insurance ends, then the owner is mailed once, 30 days before the service', async () => {
    const office = await signUpAdmin(t);
    const skipper = await signUpOwner(t.app, { fullName: 'Robin Keel' });
    const boatId = await addBoat(skipper, '2026-12-01');
    const res = await office.client.post(
      '/api/bookings',
      adminPayload(skipper.user.id, {
        serviceType: 'haul-out',
        sourceSlipType: 'my-wet-slip',
        destination: 'wash-pad',
        bookingDate: '2026-12-15',
        timeSlot: '10:00 AM',
        boatId,
        ownerName: 'Robin Keel',
        ownerEmail: skipper.email,
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { id, confirmationCode } = res.body.booking as { id: number; confirmationCode: string };

    await worker().drain();
    // 14 November in New York: 31 days before the service.
    clock.instant = new Date('2026-11-14T12:00:00Z');
    await worker().drain();
    expect(insuranceMails(skipper.email)).toHaveLength(0);

    clock.instant = new Date('2026-11-15T12:00:00Z');
    await worker().drain();
    clock.instant = new Date('2026-11-20T12:00:00Z');
    await worker().drain();

    const mails = insuranceMails(skipper.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Insurance renewal needed: Haul Out of Sea Breeze on Tuesday, December 15, 2026 at 10:00 AM (${confirmationCode})`,
    ]);
    expect(mails[0]!.text).toContain(
      'Sea Breeze’s insurance ends on Dec 1, 2026, before its haul out on Dec 15, 2026. Please send the Harbor Point Marina office proof of renewal.',
    );
    expect(mails[0]!.text).toContain('Boat: Sea Breeze');
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row!.insuranceReminderQueuedAt).toEqual(new Date('2026-11-15T12:00:00Z'));
    // The claim is bookkeeping: the live stream hears nothing of it.
    const events = await t.database.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, id));
    expect(events.map((e) => e.type)).toEqual(['created']);
  });

  it('when a haul-out is nearer than 30 days, then the mail goes at once; launches, insured boats, cancelled, past and boatless bookings get none', async () => {
    const casey = await owner();
    const lapsed = await insertBoat(t.database.db, casey.id, { insuranceExpiresOn: '2026-11-01' });
    const insured = await insertBoat(t.database.db, casey.id, {
      name: 'Tern',
      insuranceExpiresOn: '2026-11-05',
    });
    const unknown = await insertBoat(t.database.db, casey.id, { name: 'Skiff' });
    const due = await bookingOn(casey, '2026-11-05', '10:00 AM', { boatId: lapsed.id });
    await bookingOn(casey, '2026-11-06', '10:00 AM', { boatId: lapsed.id, serviceType: 'launch' });
    // Insured through the service day itself.
    await bookingOn(casey, '2026-11-05', '12:00 PM', { boatId: insured.id });
    await bookingOn(casey, '2026-11-05', '3:00 PM', { boatId: unknown.id });
    await bookingOn(casey, '2026-11-07', '10:00 AM', {
      boatId: lapsed.id,
      cancelledAt: new Date('2026-10-19T00:00:00Z'),
      cancelReason: 'cancelled',
    });
    await bookingOn(casey, '2026-10-19', '10:00 AM', { boatId: lapsed.id });
    await bookingOn(casey, '2026-11-08', '10:00 AM');

    await worker().drain();

    expect(insuranceMails(casey.email).map((m) => m.subject)).toEqual([
      `Insurance renewal needed: Haul Out of Sea Breeze on Thursday, November 5, 2026 at 10:00 AM (${due.confirmationCode})`,
    ]);
    const [queued] = await t.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.dedupeKey, `insurance:${due.id}`));
    expect(queued?.payload).toMatchObject({
      kind: 'insurance-expiring',
      insuranceExpiresOn: '2026-11-01',
      booking: { id: due.id, boatId: lapsed.id, boatName: 'Sea Breeze' },
    });
  });

  it('when the owner changes the expiry date to before a booked haul-out, then the mail goes at the next pass, and once only', async () => {
    const skipper = await signUpOwner(t.app);
    const boatId = await addBoat(skipper, '2027-06-30');
    const res = await book(skipper, { bookingDate: '2026-11-10', boatId, specialRequests: null });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await worker().drain();
    expect(insuranceMails(skipper.email)).toHaveLength(0);

    const change = (insuranceExpiresOn: string) =>
      skipper.client.patch(`/api/boats/${boatId}`, { insuranceExpiresOn });
    expect((await change('2026-11-01')).status).toBe(200);
    await worker().drain();
    expect((await change('2026-11-02')).status).toBe(200);
    await worker().drain();

    const mails = insuranceMails(skipper.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Sea Breeze’s insurance ends on Nov 1, 2026, before its');
  });

  it('when the yard asks no insurance, or not for this service, then no mail; asked for both, then it goes', async () => {
    const casey = await owner();
    const boat = await insertBoat(t.database.db, casey.id, { insuranceExpiresOn: '2026-10-25' });
    const launch = await bookingOn(casey, '2026-11-03', '12:00 PM', {
      boatId: boat.id,
      serviceType: 'launch',
    });
    const queue = (rule: 'none' | 'haul-out' | 'both') =>
      queueDueInsuranceReminders(t.database.db, {
        now: clock.instant,
        timeZone: 'America/New_York',
        rule,
      });
    await queue('none');
    await queue('haul-out');
    const [before] = await t.database.db.select().from(bookings).where(eq(bookings.id, launch.id));
    expect(before!.insuranceReminderQueuedAt).toBeNull();
    expect(await queue('both')).toBeGreaterThanOrEqual(1);
    await worker().drain();
    expect(insuranceMails(casey.email).map((m) => m.subject)).toEqual([
      `Insurance renewal needed: Launch of Sea Breeze on Tuesday, November 3, 2026 at 12:00 PM (${launch.confirmationCode})`,
    ]);
  });

  it.runIf(needsPostgresServer())(
    'when two instances claim at once, then each due booking is mailed exactly once',
    async () => {
      const casey = await owner();
      const boat = await insertBoat(t.database.db, casey.id, { insuranceExpiresOn: '2026-10-21' });
      // Twenty days all within the 30 days ahead of MAIL_START (2026-10-20).
      const dates = Array.from({ length: 20 }, (_, i) => addServiceDays('2026-10-25', i));
      for (const date of dates) await bookingOn(casey, date, '10:00 AM', { boatId: boat.id });
      const claimAll = async () => {
        let claimed = 0;
        for (;;) {
          const n = await queueDueInsuranceReminders(t.database.db, {
            now: clock.instant,
            timeZone: 'America/New_York',
            rule: 'haul-out',
            limit: 3,
          });
          if (n === 0) return claimed;
          claimed += n;
        }
      };
      const [a, b] = await Promise.all([claimAll(), claimAll()]);
      expect(a + b).toBe(20);
      await worker().drain();
      expect(insuranceMails(casey.email)).toHaveLength(20);
    },
  );
});
