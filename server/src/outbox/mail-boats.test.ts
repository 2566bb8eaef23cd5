import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpOwner } from '../../test/factories';
import { book } from '../../test/kits/booking-kit';
import { confirmed } from '../../test/kits/mail-app';
import { calendarPart, insertBoat, parseIcs, unescapeIcs } from '../../test/kits/mail-kit';
import { useTextApp } from '../../test/kits/text-app';
import { mailQueue } from '../db/schema';
import type { BookingSnapshot } from '../db/mail-payload';
import { bookingSnapshot, enqueueMails } from './outbox';

/**
 * Every mail about a booking names its boat (docs/product.md#boats): enqueueMails reads the
 * names of a batch's boats once, so the subject, the facts, the invite, the text and the push
 * say which boat whatever code queued them.
 */
const textApp = useTextApp();
const { t, owner, bookingOn, textWorker } = textApp;

const queuedBookingsOf = async (recipient: string) =>
  (await t.database.db.select().from(mailQueue).where(eq(mailQueue.recipient, recipient))).map(
    (row) => (row.payload as { booking: BookingSnapshot }).booking,
  );

const descriptionOf = (mail: Parameters<typeof calendarPart>[0]) =>
  unescapeIcs(parseIcs(calendarPart(mail)!).props.get('DESCRIPTION')!);

describe('mail about a boat’s booking', () => {
  it('when mails about bookings of two boats are queued together, then each names its own boat in subject, facts, invite and text', async () => {
    const casey = await textApp.subscribedOwner();
    const seaBreeze = await insertBoat(t.database.db, casey.id, { name: 'Sea Breeze' });
    const tern = await insertBoat(t.database.db, casey.id, { name: 'Tern & <Co>' });
    const first = await bookingOn(casey, '2026-11-23', '10:00 AM', { boatId: seaBreeze.id });
    const second = await bookingOn(casey, '2026-11-24', '12:00 PM', { boatId: tern.id });
    await t.database.db.transaction((tx) =>
      enqueueMails(tx, [
        { recipient: casey.email, payload: confirmed(first) },
        { recipient: casey.email, payload: confirmed(second) },
      ]),
    );
    expect(await queuedBookingsOf(casey.email)).toEqual([
      expect.objectContaining({ id: first.id, boatId: seaBreeze.id, boatName: 'Sea Breeze' }),
      expect.objectContaining({ id: second.id, boatId: tern.id, boatName: 'Tern & <Co>' }),
    ]);

    await textWorker().drain();

    const mails = textApp.sink.to(casey.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Booking confirmed: Haul Out of Sea Breeze on Monday, November 23, 2026 at 10:00 AM (${first.confirmationCode})`,
      `Booking confirmed: Haul Out of Tern & <Co> on Tuesday, November 24, 2026 at 12:00 PM (${second.confirmationCode})`,
    ]);
    expect(mails[0]!.text).toContain('Service: Haul Out\nBoat: Sea Breeze\nDate: ');
    expect(mails[1]!.html).toMatch(/<th[^>]*>Boat<\/th><td[^>]*>Tern &amp; &lt;Co&gt;<\/td>/);
    expect(descriptionOf(mails[0]!)).toContain('\nBoat: Sea Breeze\n');
    expect(descriptionOf(mails[1]!)).toContain('\nBoat: Tern & <Co>\n');
    expect(textApp.twilio.to(casey.phone).map((text) => text.body)).toEqual([
      `Harbor Point Marina: Sea Breeze's haul out Mon Nov 23 10:00 AM is confirmed. Code ${first.confirmationCode}. Reply STOP to opt out.`,
      `Harbor Point Marina: Tern & <Co>'s haul out Tue Nov 24 12:00 PM is confirmed. Code ${second.confirmationCode}. Reply STOP to opt out.`,
    ]);
  });

  it('when a booking has no boat, or its mail was queued before boats, then the mail names none and still goes', async () => {
    const casey = await owner();
    const boatless = await bookingOn(casey, '2026-11-25', '10:00 AM');
    await textApp.queue(confirmed(boatless), casey.email);
    const [queued] = await queuedBookingsOf(casey.email);
    expect(queued).toMatchObject({ boatId: null });
    expect(queued).not.toHaveProperty('boatName');
    // A row queued before boats: no boatId, no boatName.
    const { boatId: _, ...old } = bookingSnapshot(boatless);
    await t.database.db.insert(mailQueue).values({
      kind: 'booking-cancelled',
      recipient: casey.email,
      payload: { kind: 'booking-cancelled', booking: old, cancelledByAdmin: false },
    });

    await textWorker().drain();

    const mails = textApp.sink.to(casey.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Booking confirmed: Haul Out on Wednesday, November 25, 2026 at 10:00 AM (${boatless.confirmationCode})`,
      `Booking cancelled: Haul Out on Wednesday, November 25, 2026 at 10:00 AM (${boatless.confirmationCode})`,
    ]);
    for (const mail of mails) {
      expect(mail.text).not.toContain('Boat:');
      expect(descriptionOf(mail)).not.toContain('Boat:');
    }
  });

  it('when an owner books their boat and cancels through the API, then both mails name the boat as it is named then', async () => {
    const skipper = await signUpOwner(t.app, { fullName: 'Robin Keel' });
    const boat = await skipper.client.post('/api/boats', { name: 'Sea Breeze', lengthM: 9.91 });
    expect(boat.status).toBe(201);
    const res = await book(skipper, { bookingDate: '2026-11-30', specialRequests: null });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { id, confirmationCode } = res.body.booking as { id: number; confirmationCode: string };
    const renamed = await skipper.client.patch(`/api/boats/${boat.body.boat.id as number}`, {
      name: 'Sea Breeze II',
    });
    expect(renamed.status).toBe(200);
    expect((await skipper.client.delete(`/api/bookings/${id}`)).status).toBeLessThan(300);

    await textWorker().drain();

    const about = textApp.sink
      .to(skipper.email)
      .filter((m) => m.subject?.includes(confirmationCode))
      .map((m) => m.subject);
    expect(about).toEqual([
      `Booking confirmed: Haul Out of Sea Breeze on Monday, November 30, 2026 at 10:00 AM (${confirmationCode})`,
      `Booking cancelled: Haul Out of Sea Breeze II on Monday, November 30, 2026 at 10:00 AM (${confirmationCode})`,
    ]);
  });
});
