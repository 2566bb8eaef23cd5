import type { ParsedMail } from 'mailparser';
import type { TimeSlot } from '@shared/constants';
import pino from 'pino';
import { Writable } from 'node:stream';
import type { Database } from '../../src/db/client';
import { boats, bookings, users } from '../../src/db/schema';
import type { BookingRow } from '../../src/modules/bookings/booking-repository';
import { generateConfirmationCode } from '../../src/modules/bookings/confirmation-code';

/** Helpers for the mail tests: bookings inserted directly, the .ics part, captured logs. */

export async function insertOwner(db: Database, email: string, ownerName = 'Casey Mariner') {
  const [user] = await db
    .insert(users)
    .values({ email, ownerName, username: email, passwordHash: 'not-a-login' })
    .returning();
  return user!;
}

export type BookingHolder = { id: number; email: string; ownerName: string };
export type NewBookingRow = typeof bookings.$inferInsert;

export async function insertBooking(
  db: Database,
  owner: BookingHolder,
  values: Partial<NewBookingRow> & { bookingDate: string; timeSlot: TimeSlot },
): Promise<BookingRow> {
  const [row] = await db
    .insert(bookings)
    .values({
      userId: owner.id,
      serviceType: 'haul-out',
      sourceSlipType: 'my-wet-slip',
      destination: 'wash-pad',
      ownerName: owner.ownerName,
      ownerEmail: owner.email,
      ownerPhone: '555-0100',
      confirmationCode: generateConfirmationCode(),
      ...values,
    })
    .returning();
  return row!;
}

/** A boat of the owner's, inserted directly: a 32 ft 6 in sailboat unless said. */
export async function insertBoat(
  db: Database,
  ownerId: number,
  values: Partial<typeof boats.$inferInsert> = {},
) {
  const [boat] = await db
    .insert(boats)
    .values({ ownerId, name: 'Sea Breeze', kind: 'sail', lengthM: 9.91, ...values })
    .returning();
  return boat!;
}

/** The raw text/calendar part of a message, as the mail client receives it. */
export function calendarPart(mail: ParsedMail): string | undefined {
  const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  return part?.content.toString('utf8');
}

/** A small RFC 5545 reader: unfolds lines and maps property name to value (first wins). */
export function parseIcs(text: string): { lines: string[]; props: Map<string, string> } {
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  const props = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0]!;
    if (!props.has(name)) props.set(name, line.slice(colon + 1));
  }
  return { lines, props };
}

export function unescapeIcs(value: string): string {
  return value.replace(/\\n/gi, '\n').replace(/\\([\\;,])/g, '$1');
}

/** A logger whose JSON lines land in `lines`, to check what an operator would see. */
export function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      callback();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}
