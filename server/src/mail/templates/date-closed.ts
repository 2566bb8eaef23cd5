import type { BookingSnapshot } from '../mail-queue';
import {
  bookingFacts,
  longDate,
  myBookingsUrl,
  renderPage,
  serviceLabel,
  type MailSite,
  type RenderedMail,
} from './layout';

/** Sent to owners whose booking falls on a date (or deadline) the office has closed. */
export function dateClosedMail(
  site: MailSite,
  booking: BookingSnapshot,
  reason: string | null,
): RenderedMail {
  const url = myBookingsUrl(site);
  const date = longDate(booking.bookingDate);
  const { text, html } = renderPage(site, {
    greeting: `Hello ${booking.ownerName},`,
    paragraphs: [
      `${site.marinaName} is closed on ${date}${reason ? `: ${reason}` : '.'}`,
      `Your ${serviceLabel(booking).toLowerCase()} (confirmation code ${booking.confirmationCode}) falls on that date. Please check your bookings and choose another date, or contact the office.`,
    ],
    facts: bookingFacts(booking),
    action: { label: 'View your bookings', url },
  });
  return {
    subject: `Date closed: ${date}, your ${serviceLabel(booking)} (${booking.confirmationCode})`,
    text,
    html,
    links: [url],
  };
}
