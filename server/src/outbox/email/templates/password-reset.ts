import { renderPage, type MailSite, type RenderedMail } from './layout';

/** The reset link; the token in it is the only copy (the database keeps its hash). */
export function passwordResetMail(
  site: MailSite,
  ownerName: string,
  resetUrl: string,
): RenderedMail {
  const { text, html } = renderPage(site, {
    greeting: `Hello ${ownerName},`,
    paragraphs: [
      `Someone asked to reset the password of your ${site.marinaName} account. The link below lets you choose a new one; it works once and expires in 1 hour.`,
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
    action: { label: 'Reset your password', url: resetUrl },
  });
  return { subject: 'Reset your password', text, html, links: [resetUrl] };
}
