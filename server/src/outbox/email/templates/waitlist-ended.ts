import type { MailPayload } from '../../../db/mail-payload';
import { longDate, renderPage, type MailSite, type RenderedMail } from './layout';

type WaitlistEndedPayload = Extract<MailPayload, { kind: 'waitlist-held' | 'waitlist-closed' }>;

/**
 * An owner waiting for a place at a deadline that closed, by a weather hold ('waitlist-held')
 * or by the office ('waitlist-closed'): their entry has ended, and no place will open there.
 */
export function waitlistEndedMail(site: MailSite, payload: WaitlistEndedPayload): RenderedMail {
  const when = `${longDate(payload.bookingDate)} at ${payload.timeSlot}`;
  const url = `${site.appUrl}/schedule`;
  const byHold = payload.kind === 'waitlist-held';
  const closed = byHold
    ? `${site.marinaName} has closed ${when} for a weather hold: ${payload.reason}.`
    : `${site.marinaName} has closed ${when}${payload.reason ? `: ${payload.reason}` : '.'}`;
  const { text, html } = renderPage(site, {
    greeting: `Hello ${payload.ownerName},`,
    paragraphs: [
      closed,
      `You were on the waitlist for a ${payload.serviceType} then. That waitlist has ended, and no place will open there. Please choose another date on the schedule.`,
    ],
    action: { label: 'Choose another date', url },
  });
  const subject = `${byHold ? 'Weather hold' : 'Closed'}: the waitlist for ${when} has ended`;
  return { subject, text, html, links: [url] };
}
