import { describe, expect, it } from 'vitest';
import { bookingSnapshot } from '../outbox';
import { confirmed, useMailApp } from '../../../test/kits/mail-app';
import { calendarPart, insertBooking, parseIcs, unescapeIcs } from '../../../test/kits/mail-kit';

/** What each booking mail says: text, HTML and the calendar invite. */
const mailApp = useMailApp();
const { t, worker, owner, queue, bookingOn } = mailApp;

describe('booking messages', () => {
  it('when a booking is confirmed, then the owner gets text, HTML and an invite at the right UTC time across the DST change', async () => {
    const casey = await owner();
    const afterDst = await bookingOn(casey, '2026-11-02', '10:00 AM');
    const beforeDst = await bookingOn(casey, '2026-10-30', '10:00 AM');
    await queue(confirmed(afterDst), casey.email);
    await queue(confirmed(beforeDst), casey.email);
    await worker().drain();

    const messages = mailApp.sink.to(casey.email);
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
    const booking = await bookingOn(casey, '2026-11-05', '3:00 PM');
    await queue(confirmed(booking, true), casey.email);
    await worker().drain();
    const [mail] = mailApp.sink.to(casey.email);
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
    const [mail] = mailApp.sink.to(casey.email);
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

    const received = mailApp.sink.to(casey.email);
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
