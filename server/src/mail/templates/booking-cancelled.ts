import { buildBookingEvent } from '../ics';
import type { BookingSnapshot } from '../mail-payload';
import {
  bookingFacts,
  bookingHeadline,
  renderPage,
  serviceLabel,
  type MailSite,
  type RenderedMail,
} from './layout';

/** Sent when the owner cancels or the office deletes a booking; the invite removes the event. */
export function bookingCancelledMail(
  site: MailSite,
  booking: BookingSnapshot,
  cancelledByAdmin: boolean,
): RenderedMail {
  const service = serviceLabel(booking).toLowerCase();
  const scheduleUrl = `${site.appUrl}/schedule`;
  const { text, html } = renderPage(site, {
    greeting: `Hello ${booking.ownerName},`,
    paragraphs: [
      cancelledByAdmin
        ? `The ${site.marinaName} office has cancelled your ${service}. Please contact the office if you did not expect this.`
        : `Your ${service} at ${site.marinaName} has been cancelled as you asked.`,
      'The deadline is free again; you can book another date at any time.',
    ],
    facts: bookingFacts(booking),
    action: { label: 'Book another date', url: scheduleUrl },
  });
  const content = buildBookingEvent(booking, site, 'CANCEL');
  return {
    subject: `Booking cancelled: ${bookingHeadline(booking)}`,
    text,
    html,
    links: [scheduleUrl],
    ...(content
      ? { icalEvent: { method: 'CANCEL' as const, filename: 'cancel.ics', content } }
      : {}),
  };
}
