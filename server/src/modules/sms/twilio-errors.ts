import type { SmsOptOutReason } from '../../db/enums';

/**
 * Twilio error codes that say a number cannot get our texts, from the API's answer to a send or
 * from a status callback's ErrorCode: the number is opted out of texts for good (until proven
 * again), so nothing more is tried on it. Every other failure is the one message's.
 */
const NUMBER_REFUSES: Record<string, SmsOptOutReason> = {
  // The recipient texted STOP to our sender: Twilio refuses to send until they text START.
  '21610': 'stop',
  // Not a valid number, not a mobile, or no route to it.
  '21211': 'undeliverable',
  '21214': 'undeliverable',
  '21217': 'undeliverable',
  '21612': 'undeliverable',
  '21614': 'undeliverable',
  // Delivery receipts: blocked, unknown destination, landline or unreachable carrier.
  '30004': 'undeliverable',
  '30005': 'undeliverable',
  '30006': 'undeliverable',
};

/** Why a Twilio error code means the number gets no more texts; null when it does not. */
export function numberRefusalOf(code: string | number | null | undefined): SmsOptOutReason | null {
  if (code === null || code === undefined) return null;
  return NUMBER_REFUSES[String(code)] ?? null;
}
