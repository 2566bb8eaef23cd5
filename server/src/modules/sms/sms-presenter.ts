import type { SmsSettings } from '@shared/api/sms';
import type { Config } from '../../config';
import { displayPhoneNumber } from '../../lib/phone-numbers';
import type { SmsView } from './sms-service';

/**
 * What the owner sees of their texts, numbers written as in MARINA_COUNTRY; a code's hash and
 * tries never leave the server.
 */
export function presentSmsSettings(
  view: SmsView,
  config: Pick<Config, 'MARINA_COUNTRY' | 'TWILIO_FROM'>,
): SmsSettings {
  const { subscription, pending } = view;
  const display = (e164: string) => displayPhoneNumber(e164, config.MARINA_COUNTRY);
  return {
    phoneNumber: subscription?.phoneNumber ?? null,
    phoneNumberDisplay: subscription ? display(subscription.phoneNumber) : null,
    verifiedAt: subscription?.verifiedAt.toISOString() ?? null,
    // Without a verified number nothing is sent, whatever was chosen before.
    confirmations: subscription?.confirmations ?? false,
    reminders: subscription?.reminders ?? false,
    status: subscription?.status ?? false,
    optedOut: view.optedOut,
    pending: pending
      ? {
          phoneNumber: pending.phoneNumber,
          phoneNumberDisplay: display(pending.phoneNumber),
          expiresAt: pending.expiresAt.toISOString(),
        }
      : null,
    marinaNumber: config.TWILIO_FROM ? display(config.TWILIO_FROM) : null,
  };
}
