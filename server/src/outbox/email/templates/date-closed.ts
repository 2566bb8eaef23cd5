import type { BookingSnapshot } from '../../../db/mail-payload';
import { bookingMail } from './booking-mail';
import { longDate, myBookingsUrl, serviceLabel, type MailSite, type RenderedMail } from './layout';

/**
 * Sent to owners whose booking falls on a date the office has closed, or (wholeDay false) in
 * the one deadline it closed on that date.
 */
export function dateClosedMail(
  site: MailSite,
  booking: BookingSnapshot,
  reason: string | null,
  wholeDay = true,
): RenderedMail {
  const date = longDate(booking.bookingDate);
  const what = wholeDay
    ? `${site.marinaName} is closed on ${date}`
    : `${site.marinaName} has closed the ${booking.timeSlot} deadline on ${date}`;
  return bookingMail(site, booking, {
    subject: `${wholeDay ? 'Date closed' : `${booking.timeSlot} deadline closed`}: ${date}, your ${serviceLabel(booking)} (${booking.confirmationCode})`,
    paragraphs: [
      `${what}${reason ? `: ${reason}` : '.'}`,
      `Your ${serviceLabel(booking).toLowerCase()} (confirmation code ${booking.confirmationCode}) falls ${wholeDay ? 'on that date' : 'in that deadline'}. Please check your bookings and choose another date, or contact the office.`,
    ],
    action: { label: 'View your bookings', url: myBookingsUrl(site) },
  });
}
