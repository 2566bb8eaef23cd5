import { format } from 'date-fns';
import { LOCATION_LABELS, SERVICE_LABELS, type Location } from '@shared/constants';
import { replaceControlCharacters } from '@shared/control-characters';
import { serviceDateToLocalDate } from '@shared/marina-time';
import type { BookingSnapshot } from '../../../db/mail-payload';

/** What every message needs from the settings (MARINA_NAME, APP_URL, MARINA_TZ, MAIL_FROM). */
export interface MailSite {
  marinaName: string;
  /** APP_URL, which config keeps free of a trailing slash. */
  appUrl: string;
  timeZone: string;
  mailFrom: string;
  /** When the message is rendered; stamps the calendar invite. */
  now: Date;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Every link in the message, for the outbox log and for tests. */
  links: string[];
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

export interface PageContent {
  greeting: string;
  paragraphs: string[];
  facts?: [label: string, value: string][];
  action?: { label: string; url: string };
  closing?: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
}

export function serviceLabel(booking: BookingSnapshot): string {
  return SERVICE_LABELS[booking.serviceType];
}

function locationLabel(location: Location): string {
  return LOCATION_LABELS[location];
}

/** 'Monday, November 2, 2026' for a yyyy-MM-dd service date, whatever the server's zone. */
export function longDate(date: string): string {
  return format(serviceDateToLocalDate(date), 'EEEE, MMMM d, yyyy');
}

/** The boat's name on one line, or undefined when the booking names none (or was queued before boats). */
export function boatNameOf(booking: BookingSnapshot): string | undefined {
  const name = booking.boatName ? replaceControlCharacters(booking.boatName).trim() : '';
  return name || undefined;
}

/**
 * 'Haul Out on Monday, November 2, 2026 at 10:00 AM (K7M2QX9P)', the subject line's tail; with
 * a boat, 'Haul Out of Sea Breeze on …', so an owner of several boats tells them apart.
 */
export function bookingHeadline(booking: BookingSnapshot): string {
  const boat = boatNameOf(booking);
  return `${serviceLabel(booking)}${boat ? ` of ${boat}` : ''} on ${longDate(booking.bookingDate)} at ${booking.timeSlot} (${booking.confirmationCode})`;
}

export function bookingFacts(booking: BookingSnapshot): [string, string][] {
  const boat = boatNameOf(booking);
  const facts: [string, string][] = [
    ['Confirmation code', booking.confirmationCode],
    ['Service', serviceLabel(booking)],
    ...(boat ? [['Boat', boat] satisfies [string, string]] : []),
    ['Date', longDate(booking.bookingDate)],
    ['Deadline', booking.timeSlot],
    ['From', locationLabel(booking.sourceSlipType)],
    ['To', locationLabel(booking.destination)],
  ];
  if (booking.specialRequests) facts.push(['Special requests', booking.specialRequests]);
  return facts;
}

export function myBookingsUrl(site: MailSite): string {
  return `${site.appUrl}/my-bookings`;
}

/** The plain-text and HTML bodies of one message, from the same content. */
export function renderPage(site: MailSite, content: PageContent): { text: string; html: string } {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.facts ? [...content.facts.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    content.closing ?? `${site.marinaName}`,
  ].join('\n');

  const factRows = (content.facts ?? [])
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">',
    `<h2 style="color:#0c4a6e">${escapeHtml(site.marinaName)}</h2>`,
    `<p>${escapeHtml(content.greeting)}</p>`,
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    factRows ? `<table>${factRows}</table>` : '',
    content.action
      ? `<p><a href="${escapeHtml(content.action.url)}" style="color:#0369a1">${escapeHtml(content.action.label)}</a></p>`
      : '',
    `<p>${escapeHtml(content.closing ?? site.marinaName)}</p>`,
    '</body></html>',
  ].join('\n');
  return { text, html };
}
