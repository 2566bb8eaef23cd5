import type { MailPayload } from '../../../db/mail-payload';
import { bookingCancelledMail } from './booking-cancelled';
import { bookingChangedMail } from './booking-changed';
import { bookingConfirmedMail } from './booking-confirmed';
import { bookingReminderMail } from './booking-reminder';
import { dateClosedMail } from './date-closed';
import { emailVerificationMail } from './email-verification';
import { insuranceExpiringMail } from './insurance-expiring';
import type { MailSite, RenderedMail } from './layout';
import { passwordResetMail } from './password-reset';
import { noShowMail, serviceDoneMail } from './service-status';
import { waitlistEndedMail } from './waitlist-ended';
import { weatherHoldMail } from './weather-hold';
import { webhookDisabledMail } from './webhook-disabled';

export type { MailSite, RenderedMail } from './layout';

/** Subject, text, HTML and invite of a queued message. */
export function renderMail(site: MailSite, payload: MailPayload): RenderedMail {
  switch (payload.kind) {
    case 'booking-confirmed':
      return bookingConfirmedMail(site, payload.booking, payload);
    case 'booking-cancelled':
      return bookingCancelledMail(site, payload.booking, payload.cancelledByAdmin);
    case 'booking-changed':
      return bookingChangedMail(site, payload.booking, payload.previous, payload.changedByAdmin);
    case 'booking-reminder':
      return bookingReminderMail(site, payload.booking);
    case 'date-closed':
      return dateClosedMail(site, payload.booking, payload.reason, payload.wholeDay ?? true);
    case 'weather-hold':
      return weatherHoldMail(site, payload);
    case 'waitlist-held':
    case 'waitlist-closed':
      return waitlistEndedMail(site, payload);
    case 'status-done':
      return serviceDoneMail(site, payload.booking);
    case 'status-no-show':
      return noShowMail(site, payload.booking);
    case 'password-reset':
      // A resent row whose link was scrubbed after sending: the owner must ask for a new link.
      if (!payload.resetUrl) throw new Error('the reset link was removed after sending');
      return passwordResetMail(site, payload.ownerName, payload.resetUrl);
    case 'email-verification':
      if (!payload.verifyUrl) throw new Error('the verification link was removed after sending');
      return emailVerificationMail(site, payload.verifyUrl);
    case 'webhook-disabled':
      return webhookDisabledMail(site, payload);
    case 'insurance-expiring':
      return insuranceExpiringMail(site, payload);
    default: {
      const unknown: { kind?: unknown } = payload;
      throw new Error(`unknown mail kind ${String(unknown.kind)}`);
    }
  }
}
