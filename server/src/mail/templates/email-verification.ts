import { renderPage, type MailSite, type RenderedMail } from './layout';

/** The link proving the owner reads this address; the token in it is the only copy. */
export function emailVerificationMail(
  site: MailSite,
  ownerName: string,
  verifyUrl: string,
): RenderedMail {
  const { text, html } = renderPage(site, {
    greeting: `Hello ${ownerName},`,
    paragraphs: [
      `This address was given as the preferred email of a ${site.marinaName} account. Follow the link below to confirm it; booking emails will then come here. The link works once and expires in 24 hours.`,
      'Until then, booking emails go to the email the account signs in with. If you did not expect this, ignore this email: nothing more will be sent here.',
    ],
    action: { label: 'Confirm this email', url: verifyUrl },
  });
  return { subject: 'Confirm your email address', text, html, links: [verifyUrl] };
}
