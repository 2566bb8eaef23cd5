import { replaceControlCharacters } from '@shared/control-characters';
import { slotStart } from '@shared/marina-time';
import type { BookingSnapshot } from '../../db/mail-payload';
import { myBookingsUrl, serviceLabel, type MailSite } from './templates/layout';

/** How long a service is shown in the owner's calendar; the yard's deadlines have no end time. */
export const SERVICE_EVENT_MINUTES = 60;

/**
 * RFC 5545 TEXT escaping: backslash, semicolon, comma and newlines (as \n); other control
 * characters are not TSAFE-CHARs, so they become spaces (tab is allowed).
 */
export function escapeIcsText(value: string): string {
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
  return replaceControlCharacters(escaped, ['\t']);
}

/**
 * A parameter value such as CN="…": always quoted, since a name may hold ':' ';' or ','.
 * A quoted-string cannot hold DQUOTE or control characters (RFC 5545 QSAFE-CHAR), and a CR/LF
 * there would start a new property (an extra ATTENDEE), so those become ' and spaces.
 */
export function icsParamValue(value: string): string {
  return `"${replaceControlCharacters(value.replace(/"/g, "'"), ['\t'])}"`;
}

/** A mailto: value from stored data: no whitespace or control character can end the line. */
function mailtoUri(address: string): string {
  return `mailto:${replaceControlCharacters(address).replace(/\s+/g, '')}`;
}

/** Lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    // The first line may hold 75 octets; continuation lines lose one to the leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 20261102T150000Z */
export function icsUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

/** The SEQUENCE a booking's event has now: +1 on each reschedule, +1 more once cancelled. */
export function eventSequence(booking: BookingSnapshot, cancelled: boolean): number {
  return (booking.sequence ?? 0) + (cancelled ? 1 : 0);
}

/**
 * One booking as a VEVENT, unfolded. Mail invitations carry ORGANIZER and ATTENDEE (iTIP);
 * a subscribed feed does not (`invitation: false`). Returns undefined for a deadline we cannot
 * place in time.
 */
export function bookingEventLines(
  booking: BookingSnapshot,
  site: MailSite,
  options: {
    cancelled: boolean;
    invitation: boolean;
    /** 'yard': the office's feed, whose events name the owner (admins only read it). */
    audience?: 'owner' | 'yard';
  },
): string[] | undefined {
  const start = slotStart(booking.bookingDate, booking.timeSlot, site.timeZone);
  if (Number.isNaN(start.getTime())) return undefined;
  const end = new Date(start.getTime() + SERVICE_EVENT_MINUTES * 60_000);
  const host = new URL(site.appUrl).hostname || 'marina.local';
  const service = serviceLabel(booking);
  const organizer = mailAddress(site.mailFrom);
  const yard = options.audience === 'yard';
  const description = [
    `${service} at ${site.marinaName}, deadline ${booking.timeSlot}.`,
    yard ? `Owner: ${booking.ownerName}` : '',
    booking.boatName ? `Boat: ${booking.boatName}` : '',
    `Confirmation code: ${booking.confirmationCode}`,
    booking.specialRequests ? `Special requests: ${booking.specialRequests}` : '',
    yard ? `Dashboard: ${site.appUrl}/admin` : `Manage your bookings: ${myBookingsUrl(site)}`,
  ]
    .filter(Boolean)
    .join('\n');
  const people = options.invitation
    ? [
        `ORGANIZER;CN=${icsParamValue(site.marinaName)}:${mailtoUri(organizer)}`,
        `ATTENDEE;CN=${icsParamValue(booking.ownerName)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:${mailtoUri(booking.ownerEmail)}`,
      ]
    : [];
  return [
    'BEGIN:VEVENT',
    `UID:${booking.confirmationCode}@${host}`,
    `SEQUENCE:${eventSequence(booking, options.cancelled)}`,
    `DTSTAMP:${icsUtc(site.now)}`,
    `DTSTART:${icsUtc(start)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${escapeIcsText(
      yard
        ? `${service}: ${booking.ownerName} (${booking.confirmationCode})`
        : `${service} (${booking.confirmationCode}) – ${site.marinaName}`,
    )}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    `LOCATION:${escapeIcsText(site.marinaName)}`,
    ...people,
    `STATUS:${options.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/** Folds each line and joins them with CRLF, ending with one (RFC 5545 §3.1). */
export function icsDocument(lines: readonly string[]): string {
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/**
 * The calendar invitation of a booking. REQUEST puts it in the owner's calendar (or moves it,
 * after a reschedule: same UID, higher SEQUENCE); CANCEL takes it out again.
 */
export function buildBookingEvent(
  booking: BookingSnapshot,
  site: MailSite,
  method: 'REQUEST' | 'CANCEL',
): string | undefined {
  const event = bookingEventLines(booking, site, {
    cancelled: method === 'CANCEL',
    invitation: true,
  });
  if (!event) return undefined;
  return icsDocument([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(site.marinaName)}//Marina Scheduler//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...event,
    'END:VCALENDAR',
  ]);
}
