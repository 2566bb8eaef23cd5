import { format } from 'date-fns';
import { serviceDateToLocalDate } from '@shared/marina-time';
import type { MailPayload } from '../../../db/mail-payload';
import { bookingMail } from './booking-mail';
import {
  boatNameOf,
  bookingHeadline,
  serviceLabel,
  type MailSite,
  type RenderedMail,
} from './layout';

type InsuranceExpiring = Extract<MailPayload, { kind: 'insurance-expiring' }>;

/** 'Mar 3, 2027' for a yyyy-MM-dd date, whatever the server's zone. */
const shortDate = (date: string) => format(serviceDateToLocalDate(date), 'MMM d, yyyy');

/**
 * The boat's insurance ends before a service the yard asks insurance for: the owner is asked
 * for proof of renewal, 30 days ahead (modules/bookings/insurance-reminders.ts). No invite: the
 * booking itself has not changed.
 */
export function insuranceExpiringMail(site: MailSite, payload: InsuranceExpiring): RenderedMail {
  const { booking } = payload;
  const boat = boatNameOf(booking);
  const whose = boat ? `${boat}’s` : 'Your boat’s';
  const service = serviceLabel(booking).toLowerCase();
  const profileUrl = `${site.appUrl}/profile`;
  return bookingMail(site, booking, {
    subject: `Insurance renewal needed: ${bookingHeadline(booking)}`,
    paragraphs: [
      `${whose} insurance ends on ${shortDate(payload.insuranceExpiresOn)}, before its ${service} on ${shortDate(booking.bookingDate)}. Please send the ${site.marinaName} office proof of renewal.`,
      'Once renewed, please also update the expiry date on your profile. If you have already sent proof, there is nothing more to do.',
    ],
    action: { label: 'Update your boat’s insurance', url: profileUrl },
  });
}
