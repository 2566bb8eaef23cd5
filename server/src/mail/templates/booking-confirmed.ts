import type { BookingSnapshot } from '../mail-payload';
import { bookingMail } from './booking-mail';
import {
  bookingHeadline,
  myBookingsUrl,
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
  return bookingMail(site, booking, {
    subject: `Booking confirmed: ${bookingHeadline(booking)}`,
    paragraphs: [
      bookedByAdmin
        ? `The ${site.marinaName} office has booked a ${service} for you. The details are below.`
        : `Your ${service} at ${site.marinaName} is confirmed. The details are below.`,
      'The attached calendar invite adds it to your calendar. Please quote your confirmation code if you contact the office.',
    ],
    action: { label: 'View or cancel your bookings', url: myBookingsUrl(site) },
    invite: { method: 'REQUEST', filename: 'booking.ics' },
  });
}
