import { createHash } from 'node:crypto';
import { bookingEventLines, escapeIcsText, icsDocument } from '../../outbox/email/ics';
import { bookingSnapshot } from '../../outbox/outbox';
import type { MailSite } from '../../outbox/email/templates/layout';
import type { BoatOf } from '../boats/booking-boats';
import type { BookingRow } from '../bookings/booking-repository';

/** Calendar apps poll a subscription; once an hour is plenty for bookings made days ahead. */
const REFRESH = 'PT1H';

export interface FeedDocument {
  body: string;
  /** A strong validator: the body's hash, so an unchanged feed answers 304. */
  etag: string;
}

/**
 * A subscribed calendar (RFC 5545 with METHOD:PUBLISH): one VEVENT per booking, with the UID
 * and SEQUENCE of the mail invitations, so an invite already accepted and the feed show one
 * event. DTSTAMP is the booking's own last change (made, or cancelled), never the time of the
 * request: an unchanged feed is byte for byte the same, and its ETag with it. A renamed boat
 * changes its events' descriptions, not their DTSTAMP; the ETag changes with the body.
 */
export function feedDocument(input: {
  site: Omit<MailSite, 'now'>;
  name: string;
  audience: 'owner' | 'yard';
  rows: readonly BookingRow[];
  /** Each row's boat as it is now (boatsOf), which its description names. */
  boatOf: BoatOf;
}): FeedDocument {
  const { site } = input;
  const events = input.rows.flatMap(
    (row) =>
      bookingEventLines(
        { ...bookingSnapshot(row), boatName: input.boatOf(row)?.name ?? null },
        { ...site, now: row.cancelledAt ?? row.createdAt },
        { cancelled: row.cancelledAt !== null, invitation: false, audience: input.audience },
      ) ?? [],
  );
  const body = icsDocument([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(site.marinaName)}//Marina Scheduler//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(input.name)}`,
    `X-WR-TIMEZONE:${escapeIcsText(site.timeZone)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH}`,
    `X-PUBLISHED-TTL:${REFRESH}`,
    ...events,
    'END:VCALENDAR',
  ]);
  const hash = createHash('sha256').update(body).digest('base64url');
  return { body, etag: `"${hash}"` };
}
