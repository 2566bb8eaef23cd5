import type { BookingSnapshot } from '../../../db/mail-payload';
import { bookingMail } from './booking-mail';
import { bookingHeadline, serviceLabel, type MailSite, type RenderedMail } from './layout';

/** Sent when the owner cancels or the office deletes a booking; the invite removes the event. */
export function bookingCancelledMail(
  site: MailSite,
  booking: BookingSnapshot,
  cancelledByAdmin: boolean,
): RenderedMail {
  const service = serviceLabel(booking).toLowerCase();
  return bookingMail(site, booking, {
    subject: `Booking cancelled: ${bookingHeadline(booking)}`,
    paragraphs: [
      cancelledByAdmin
        ? `The ${site.marinaName} office has cancelled your ${service}. Please contact the office if you did not expect this.`
        : `Your ${service} at ${site.marinaName} has been cancelled as you asked.`,
      'The deadline is free again; you can book another date at any time.',
    ],
    action: { label: 'Book another date', url: `${site.appUrl}/schedule` },
    invite: { method: 'CANCEL', filename: 'cancel.ics' },
  });
}
