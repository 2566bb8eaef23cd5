import type { BookingSnapshot } from '../../../db/mail-payload';
import { bookingMail } from './booking-mail';
import {
  bookingHeadline,
  longDate,
  myBookingsUrl,
  serviceLabel,
  type MailSite,
  type RenderedMail,
} from './layout';

/**
 * The owner's confirmation, with the calendar invite; wording differs when the office booked
 * it, and when a place opened up and the owner's waitlist entry was booked.
 */
export function bookingConfirmedMail(
  site: MailSite,
  booking: BookingSnapshot,
  origin: { bookedByAdmin: boolean; fromWaitlist?: boolean },
): RenderedMail {
  const service = serviceLabel(booking).toLowerCase();
  const when = `${longDate(booking.bookingDate)} at ${booking.timeSlot}`;
  const opening = origin.fromWaitlist
    ? `A place opened up for the ${service} on ${when} at ${site.marinaName}, and you were next on the waitlist: your booking is confirmed. The details are below.`
    : origin.bookedByAdmin
      ? `The ${site.marinaName} office has booked a ${service} for you. The details are below.`
      : `Your ${service} at ${site.marinaName} is confirmed. The details are below.`;
  return bookingMail(site, booking, {
    subject: origin.fromWaitlist
      ? `Booking confirmed from the waitlist: ${bookingHeadline(booking)}`
      : `Booking confirmed: ${bookingHeadline(booking)}`,
    paragraphs: [
      opening,
      'The attached calendar invite adds it to your calendar. Please quote your confirmation code if you contact the office.',
    ],
    action: { label: 'View or cancel your bookings', url: myBookingsUrl(site) },
    invite: { method: 'REQUEST', filename: 'booking.ics' },
  });
}
