import { buildBookingEvent } from '../ics';
import type { BookingSnapshot } from '../../../db/mail-payload';
import { bookingFacts, renderPage, type MailSite, type RenderedMail } from './layout';

export interface BookingMailContent {
  subject: string;
  paragraphs: string[];
  /** The one link of the message, also its only entry in `links`. */
  action: { label: string; url: string };
  /** A calendar invite that adds (REQUEST) or removes (CANCEL) the booking's event. */
  invite?: { method: 'REQUEST' | 'CANCEL'; filename: string };
}

/**
 * Every mail about one booking: greets its owner, lists the booking's facts and links one page;
 * the templates differ only in their words, their link and their invite.
 */
export function bookingMail(
  site: MailSite,
  booking: BookingSnapshot,
  { subject, paragraphs, action, invite }: BookingMailContent,
): RenderedMail {
  const { text, html } = renderPage(site, {
    greeting: `Hello ${booking.ownerName},`,
    paragraphs,
    facts: bookingFacts(booking),
    action,
  });
  const content = invite && buildBookingEvent(booking, site, invite.method);
  return {
    subject,
    text,
    html,
    links: [action.url],
    ...(invite && content ? { icalEvent: { ...invite, content } } : {}),
  };
}
