import { weatherHoldMovedSubject } from '@shared/messages/weather-holds';
import type { MailPayload } from '../../../db/mail-payload';
import { bookingMail } from './booking-mail';
import { longDate, myBookingsUrl, type MailSite, type RenderedMail } from './layout';

type WeatherHoldPayload = Extract<MailPayload, { kind: 'weather-hold' }>;

/**
 * A weather hold closed the booking's deadline. Moved: the new time, the old one, and the
 * invite that moves the calendar event (same UID, higher SEQUENCE). Not moved: no later place
 * was free, so the owner is asked to choose a date; their Change date allows it at any time.
 */
export function weatherHoldMail(site: MailSite, payload: WeatherHoldPayload): RenderedMail {
  const { booking, previous, reason } = payload;
  // 'haul-out' or 'launch', as the subject names it.
  const service = booking.serviceType;
  const before = `${longDate(previous.bookingDate)} at ${previous.timeSlot}`;
  const closed = `${site.marinaName} has closed ${before} for a weather hold: ${reason}.`;
  if (!payload.moved) {
    return bookingMail(site, booking, {
      subject: `Weather hold: please choose a new date for your ${service} (${booking.confirmationCode})`,
      paragraphs: [
        closed,
        `Every later time within our booking window is full, so your ${service} could not be moved for you. Please choose a new date on your bookings page (Change date works for it at any time), or contact the office.`,
        'Your confirmation code stays the same.',
      ],
      action: { label: 'Choose a new date', url: myBookingsUrl(site) },
    });
  }
  const now = `${longDate(booking.bookingDate)} at ${booking.timeSlot}`;
  return bookingMail(site, booking, {
    subject: weatherHoldMovedSubject(
      booking.serviceType,
      longDate(booking.bookingDate),
      booking.timeSlot,
    ),
    paragraphs: [
      closed,
      `Your ${service} has moved to the first free time after it: ${now}. It was on ${before}; that time no longer applies.`,
      'The attached calendar invite moves the event in your calendar, and your confirmation code stays the same. If the new time does not suit you, change the date on your bookings page or contact the office.',
    ],
    action: { label: 'View or change your bookings', url: myBookingsUrl(site) },
    invite: { method: 'REQUEST', filename: 'booking.ics' },
  });
}
