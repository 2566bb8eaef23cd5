import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** docs/product.md#text-messages: a texted code lasts 10 minutes and 5 tries. */
export const SMS_CODE_TTL_MS = 10 * 60_000;
export const SMS_CODE_TRIES = 5;

/** Six digits from the CSPRNG, leading zeros kept. */
export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

interface CodeBinding {
  userId: number;
  phoneNumber: string;
}

/**
 * Only this hash is stored. It binds the code to the account and the number it was texted to,
 * so a row copied to another account, or a code proven for another number, matches nothing.
 * Six digits would not resist someone holding the row for long; the code lives 10 minutes,
 * and the hash keeps it out of reads of the table and of its backups.
 */
export function hashSmsCode(binding: CodeBinding, code: string): string {
  return createHash('sha256')
    .update(`sms-code:${binding.userId}:${binding.phoneNumber}:${code}`)
    .digest('hex');
}

/** Compared in constant time: how long a wrong code takes tells nothing about the right one. */
export function smsCodeMatches(
  stored: CodeBinding & { codeHash: string },
  submitted: string,
): boolean {
  const expected = Buffer.from(stored.codeHash, 'hex');
  const actual = Buffer.from(hashSmsCode(stored, submitted), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
