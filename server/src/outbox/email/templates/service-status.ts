import { LOCATION_LABELS } from '@shared/constants';
import type { BookingSnapshot } from '../../../db/mail-payload';
import { bookingMail } from './booking-mail';
import { boatNameOf, longDate, myBookingsUrl, type MailSite, type RenderedMail } from './layout';

/** The subject of the done mail: what the owner cares about, where their boat is now. */
export function serviceDoneSubject(booking: BookingSnapshot): string {
  const boat = boatNameOf(booking) ?? 'Your boat';
  return booking.serviceType === 'launch'
    ? `${boat} is in the water`
    : `${boat} is out of the water`;
}

/** Sent STATUS_MAIL_DELAY_MS after the crew marks the service done (docs/product.md#service-status). */
export function serviceDoneMail(site: MailSite, booking: BookingSnapshot): RenderedMail {
  const service = booking.serviceType;
  const where = LOCATION_LABELS[booking.destination];
  const boat = boatNameOf(booking) ?? 'your boat';
  return bookingMail(site, booking, {
    subject: serviceDoneSubject(booking),
    paragraphs: [
      booking.serviceType === 'launch'
        ? `Good news: your launch is done and ${boat} is in the water (${where}).`
        : `Good news: your haul-out is done and ${boat} is out of the water (${where}).`,
      `Thank you for choosing ${site.marinaName}. If anything about your ${service} is not as you expected, please call the office.`,
    ],
    action: { label: 'View your bookings', url: myBookingsUrl(site) },
  });
}

/** Sent STATUS_MAIL_DELAY_MS after the crew marks the owner as not come (docs/product.md#service-status). */
export function noShowMail(site: MailSite, booking: BookingSnapshot): RenderedMail {
  const service = booking.serviceType;
  return bookingMail(site, booking, {
    subject: `We missed you: your ${service} on ${longDate(booking.bookingDate)}`,
    paragraphs: [
      `Our crew was ready for your ${service} on ${longDate(booking.bookingDate)} (deadline ${booking.timeSlot}), but we could not go ahead because you or your boat were not there.`,
      `Please call the ${site.marinaName} office so we can find you a new time. If you have already spoken to us, there is nothing more to do.`,
    ],
    action: { label: 'View your bookings', url: myBookingsUrl(site) },
  });
}
