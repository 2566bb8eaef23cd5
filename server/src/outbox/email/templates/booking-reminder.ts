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

/** Sent REMINDER_LEAD_HOURS before the deadline starts. */
export function bookingReminderMail(site: MailSite, booking: BookingSnapshot): RenderedMail {
  return bookingMail(site, booking, {
    subject: `Reminder: ${bookingHeadline(booking)}`,
    paragraphs: [
      `A reminder that your ${serviceLabel(booking).toLowerCase()} at ${site.marinaName} is on ${longDate(booking.bookingDate)}, deadline ${booking.timeSlot}.`,
      'If your plans have changed, please cancel so another owner can have the deadline.',
    ],
    action: { label: 'View or cancel your bookings', url: myBookingsUrl(site) },
  });
}
