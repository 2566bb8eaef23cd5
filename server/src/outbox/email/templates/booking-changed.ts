import type { TimeSlot } from '@shared/constants';
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
 * Sent when a booking moves to another date or deadline, by its owner or by the office. The
 * invite has the confirmation's UID and a higher SEQUENCE, so calendars move the event rather
 * than add a second one.
 */
export function bookingChangedMail(
  site: MailSite,
  booking: BookingSnapshot,
  previous: { bookingDate: string; timeSlot: TimeSlot },
  changedByAdmin: boolean,
): RenderedMail {
  const service = serviceLabel(booking).toLowerCase();
  const now = `${longDate(booking.bookingDate)}, deadline ${booking.timeSlot}`;
  const before = `${longDate(previous.bookingDate)}, deadline ${previous.timeSlot}`;
  return bookingMail(site, booking, {
    subject: `Booking changed: ${bookingHeadline(booking)}`,
    paragraphs: [
      changedByAdmin
        ? `Your ${service} at ${site.marinaName} has been changed by the marina office. It is now on ${now}. Please contact the office if you did not expect this.`
        : `Your ${service} at ${site.marinaName} has been changed as you asked. It is now on ${now}.`,
      `It was on ${before}; that time no longer applies.`,
      'The attached calendar invite moves the event in your calendar. Your confirmation code stays the same.',
    ],
    action: { label: 'View or change your bookings', url: myBookingsUrl(site) },
    invite: { method: 'REQUEST', filename: 'booking.ics' },
  });
}
