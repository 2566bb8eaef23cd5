import ICAL from 'ical.js';
import type { Config } from '../../src/config';
import type { MailPayload } from '../../src/db/mail-payload';
import { renderMail, type RenderedMail } from '../../src/outbox/email/templates';

/** The mail a queued payload becomes, as the worker renders it. */
export function renderQueued(config: Config, now: Date, payload: unknown): RenderedMail {
  return renderMail(
    {
      marinaName: config.MARINA_NAME,
      appUrl: config.APP_URL,
      timeZone: config.MARINA_TZ,
      mailFrom: config.MAIL_FROM,
      now,
    },
    payload as MailPayload,
  );
}

/** The invite's one event, read by a strict parser (ical.js throws on a malformed line). */
export function inviteEvent(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content) as unknown[]);
  const [event] = calendar.getAllSubcomponents('vevent');
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event!.getFirstPropertyValue('uid')),
    sequence: Number(event!.getFirstPropertyValue('sequence')),
    start: (event!.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  };
}
