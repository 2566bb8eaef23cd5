import type { MailPayload } from '../../../db/mail-payload';
import { renderPage, type MailSite, type RenderedMail } from './layout';

type WebhookDisabled = Extract<MailPayload, { kind: 'webhook-disabled' }>;

/** To every admin: an endpoint failed for three days and nothing more is sent to it. */
export function webhookDisabledMail(site: MailSite, payload: WebhookDisabled): RenderedMail {
  const integrationsUrl = `${site.appUrl}/admin?tab=integrations`;
  const since = new Date(payload.failingSince).toLocaleString('en-US', {
    timeZone: site.timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  });
  const { text, html } = renderPage(site, {
    greeting: 'Hello,',
    paragraphs: [
      `The webhook endpoint ${payload.url} has not accepted a delivery since ${since}, so ${site.marinaName} has disabled it: no more bookings or weather holds are sent to it.`,
      'Once the endpoint answers again, open Integrations and retry one of its deliveries: a delivery it accepts enables it again. Or remove it and add it anew.',
    ],
    facts: [
      ['Endpoint', payload.url],
      ['Failing since', since],
    ],
    action: { label: 'Open Integrations', url: integrationsUrl },
  });
  return { subject: 'A webhook endpoint was disabled', text, html, links: [integrationsUrl] };
}
