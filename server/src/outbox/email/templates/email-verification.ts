import { renderPage, type MailSite, type RenderedMail } from './layout';

/**
 * The link proving the owner reads this address; the token in it is the only copy. It carries
 * nothing the account holder typed (not even their name): the address is not yet proven theirs,
 * so the message must be useless for sending a stranger words of one's own.
 */
export function emailVerificationMail(site: MailSite, verifyUrl: string): RenderedMail {
  const { text, html } = renderPage(site, {
    greeting: 'Hello,',
    paragraphs: [
      `This address was given as the preferred email of a ${site.marinaName} account. Follow the link below to confirm it; booking emails will then come here. The link works once and expires in 24 hours.`,
      'Until then, booking emails go to the email the account signs in with. If you did not expect this, ignore this email: nothing more will be sent here.',
    ],
    action: { label: 'Confirm this email', url: verifyUrl },
  });
  return { subject: 'Confirm your email address', text, html, links: [verifyUrl] };
}
