import type { BookingSnapshot } from '../mail-payload';
import {
  bookingFacts,
  bookingHeadline,
  longDate,
  myBookingsUrl,
  renderPage,
  serviceLabel,
  type MailSite,
  type RenderedMail,
} from './layout';

/** Sent REMINDER_LEAD_HOURS before the deadline starts. */
export function bookingReminderMail(site: MailSite, booking: BookingSnapshot): RenderedMail {
  const url = myBookingsUrl(site);
  const { text, html } = renderPage(site, {
    greeting: `Hello ${booking.ownerName},`,
    paragraphs: [
      `A reminder that your ${serviceLabel(booking).toLowerCase()} at ${site.marinaName} is on ${longDate(booking.bookingDate)}, deadline ${booking.timeSlot}.`,
      'If your plans have changed, please cancel so another owner can have the deadline.',
    ],
    facts: bookingFacts(booking),
    action: { label: 'View or cancel your bookings', url },
  });
  return { subject: `Reminder: ${bookingHeadline(booking)}`, text, html, links: [url] };
}
