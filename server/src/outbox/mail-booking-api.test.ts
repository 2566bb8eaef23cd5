import { describe, expect, it } from 'vitest';
import { signUpAdmin, signUpOwner } from '../../test/factories';
import { book } from '../../test/kits/booking-kit';
import { useMailApp } from '../../test/kits/mail-app';
import { calendarPart, parseIcs } from '../../test/kits/mail-kit';

/** Mail as an owner sees it when booking and cancelling through the API. */
const mailApp = useMailApp();
const { t, clock, worker } = mailApp;

describe('through the booking API', () => {
  it('when an owner books and then cancels, then the confirmation and the cancellation arrive, and no reminder follows', async () => {
    const casey = await signUpOwner(t.app, { fullName: 'Casey Mariner' });
    // A haul-out from the owner's wet slip to the wash pad at 10:00 AM.
    const res = await book(casey, { bookingDate: '2026-11-23', specialRequests: null });
    expect(res.status).toBe(201);
    const code = res.body.booking.confirmationCode as string;
    await worker().drain();
    const [confirmation] = mailApp.sink.to(casey.email);
    expect(confirmation?.subject).toBe(
      `Booking confirmed: Haul Out on Monday, November 23, 2026 at 10:00 AM (${code})`,
    );
    expect(confirmation?.text).toContain('is confirmed');
    expect(parseIcs(calendarPart(confirmation!)!).props.get('DTSTART')).toBe('20261123T150000Z');

    expect((await casey.client.delete(`/api/bookings/${res.body.booking.id}`)).status).toBeLessThan(
      300,
    );
    await worker().drain();
    const cancellation = mailApp.sink
      .to(casey.email)
      .find((m) => m.subject?.startsWith('Booking cancelled: '));
    expect(cancellation?.subject).toContain(code);
    expect(parseIcs(calendarPart(cancellation!)!).props.get('METHOD')).toBe('CANCEL');

    clock.instant = new Date('2026-11-22T20:00:00Z');
    await worker().drain();
    expect(
      mailApp.sink.to(casey.email).filter((m) => m.subject?.startsWith('Reminder: ')),
    ).toHaveLength(0);
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
    const [mail] = mailApp.sink.to(owner.email);
    expect(mail?.subject).toContain(
      `Booking confirmed: Launch on Tuesday, November 24, 2026 at 12:00 PM (${res.body.booking.confirmationCode as string})`,
    );
    expect(mail?.text).toContain('The Harbor Point Marina office has booked a launch for you');
  });
});
