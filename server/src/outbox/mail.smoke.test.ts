import { describe, expect, it } from 'vitest';
import { signUpOwner } from '../../test/factories';
import { book } from '../../test/kits/booking-kit';
import { useMailApp } from '../../test/kits/mail-app';
import { calendarPart, parseIcs } from '../../test/kits/mail-kit';

/** npm test's one pass over mail, through a real SMTP server, on the embedded engine. */
const mailApp = useMailApp();
const { t, clock, worker } = mailApp;

describe('mail smoke', () => {
  it('when an owner books, then the worker delivers the confirmation with its invite, and a reminder once the day before comes', async () => {
    const casey = await signUpOwner(t.app, { fullName: 'Casey Mariner' });
    // A haul-out from the owner's wet slip to the wash pad at 10:00 AM.
    const res = await book(casey, { bookingDate: '2026-11-23', specialRequests: null });
    expect(res.status).toBe(201);
    const code = res.body.booking.confirmationCode as string;

    await worker().drain();
    const [confirmation, ...others] = mailApp.sink.to(casey.email);
    expect(others).toEqual([]);
    expect(confirmation?.subject).toBe(
      `Booking confirmed: Haul Out on Monday, November 23, 2026 at 10:00 AM (${code})`,
    );
    expect(confirmation?.text).toContain('Harbor Point Marina');
    expect(confirmation?.html).toContain(code);
    const invite = parseIcs(calendarPart(confirmation!)!).props;
    expect(invite.get('METHOD')).toBe('REQUEST');
    // 10:00 in New York, after the clocks went back.
    expect(invite.get('DTSTART')).toBe('20261123T150000Z');

    clock.instant = new Date('2026-11-22T15:00:00Z');
    await worker().drain();
    const reminders = mailApp.sink
      .to(casey.email)
      .filter((m) => m.subject?.startsWith('Reminder: '));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toContain(code);
  });
});
