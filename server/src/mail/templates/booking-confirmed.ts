import { buildBookingEvent } from '../ics';
import type { BookingSnapshot } from '../mail-payload';
import {
  bookingFacts,
  bookingHeadline,
  myBookingsUrl,
  renderPage,
  serviceLabel,
  type MailSite,
  type RenderedMail,
} from './layout';

/** The owner's confirmation, with the calendar invite; wording differs when the office booked it. */
export function bookingConfirmedMail(
  site: MailSite,
  booking: BookingSnapshot,
  bookedByAdmin: boolean,
): RenderedMail {
  const service = serviceLabel(booking).toLowerCase();
  const url = myBookingsUrl(site);
  const { text, html } = renderPage(site, {
    greeting: `Hello ${booking.ownerName},`,
    paragraphs: [
      bookedByAdmin
        ? `The ${site.marinaName} office has booked a ${service} for you. The details are below.`
        : `Your ${service} at ${site.marinaName} is confirmed. The details are below.`,
      'The attached calendar invite adds it to your calendar. Please quote your confirmation code if you contact the office.',
    ],
    facts: bookingFacts(booking),
    action: { label: 'View or cancel your bookings', url },
  });
  const content = buildBookingEvent(booking, site, 'REQUEST');
  return {
    subject: `Booking confirmed: ${bookingHeadline(booking)}`,
    text,
    html,
    links: [url],
    ...(content
      ? { icalEvent: { method: 'REQUEST' as const, filename: 'booking.ics', content } }
      : {}),
  };
}
