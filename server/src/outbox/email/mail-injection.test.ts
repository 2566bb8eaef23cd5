import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasControlCharacters } from '@shared/control-characters';
import { uniqueEmail } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { useWorkersOnSink, useSmtpSink } from '../../../test/kits/mail-app';
import { bookingSnapshot, enqueueMail, type MailPayload } from '../outbox';
import { calendarPart, insertBooking, insertOwner, parseIcs } from '../../../test/kits/mail-kit';
import type { OutboxWorker } from '../outbox-worker';

/**
 * docs/product.md#security: rows written before the schema refused control characters (or by any other
 * path) must still not add lines to an invite or headers to a message. The rows here go
 * straight into the database, past the schema, to prove the writers themselves are safe.
 */

const smtp = useSmtpSink();
const t = useTestApp();
const startWorker = useWorkersOnSink(t, smtp);
let worker: OutboxWorker;
beforeAll(() => {
  worker = startWorker();
});

const EVIL = 'evil@example.com';

async function send(payload: MailPayload, recipient: string) {
  await enqueueMail(t.database.db, { recipient, payload });
  await worker.drain();
  return smtp.sink.to(recipient);
}

describe('calendar invite', () => {
  it('when the owner name carries CRLF and an ATTENDEE line, then the invite still has one attendee: the owner', async () => {
    const email = uniqueEmail('ics');
    const owner = await insertOwner(t.database.db, email, `Casey\r\nATTENDEE:mailto:${EVIL}`);
    const booking = await insertBooking(t.database.db, owner, {
      bookingDate: '2030-06-20',
      timeSlot: '10:00 AM',
      specialRequests: `Gentle\r\nEND:VEVENT\r\nBEGIN:VEVENT\nORGANIZER:mailto:${EVIL}`,
    });
    const [mail] = await send(
      { kind: 'booking-confirmed', booking: bookingSnapshot(booking), bookedByAdmin: false },
      email,
    );

    const { lines } = parseIcs(calendarPart(mail!)!);
    const attendees = lines.filter((line) => line.startsWith('ATTENDEE'));
    expect(attendees).toHaveLength(1);
    expect(attendees[0]).toMatch(new RegExp(`:mailto:${email}$`));
    expect(lines.filter((line) => line.startsWith('ORGANIZER'))).toHaveLength(1);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    // The name survives as one quoted parameter value with no quote or control character in it.
    expect(attendees[0]).toMatch(/^ATTENDEE;CN="Casey ATTENDEE:mailto:evil@example\.com";/);
  });
});

describe('mail headers', () => {
  it('when stored text reaching the subject carries CRLF, a Bcc and control characters, then the message has one recipient and a clean subject', async () => {
    const email = uniqueEmail('hdr');
    const owner = await insertOwner(t.database.db, email);
    const booking = await insertBooking(t.database.db, owner, {
      bookingDate: '2030-06-21',
      timeSlot: '10:00 AM',
    });
    // bookings.time_slot refuses such text (a CHECK); the queued payload, jsonb, does not.
    const timeSlot = `10:00 AM\r\nBcc: ${EVIL}\u0007\u001b[31m`;
    const payload = {
      kind: 'booking-cancelled',
      booking: { ...bookingSnapshot(booking), timeSlot },
      cancelledByAdmin: false,
    };
    await t.database.db.execute(
      sql`insert into mail_queue (kind, recipient, payload)
          values ('booking-cancelled', ${email}, ${JSON.stringify(payload)}::jsonb)`,
    );
    await worker.drain();
    const messages = smtp.sink.to(email);

    expect(messages).toHaveLength(1);
    expect(smtp.sink.to(EVIL)).toEqual([]);
    const [mail] = messages;
    expect(mail!.headers.has('bcc')).toBe(false);
    expect(mail!.subject).toMatch(/^Booking cancelled: /);
    expect(hasControlCharacters(mail!.subject ?? '')).toBe(false);
  });
});
