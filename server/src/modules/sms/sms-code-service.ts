import {
  SMS_CODE_EXPIRED_MESSAGE,
  SMS_CODE_LIMIT_MESSAGE,
  SMS_NUMBER_INVALID_MESSAGE,
  SMS_NUMBER_NOT_MOBILE_MESSAGE,
  smsCodeInvalidMessage,
  smsOptedOutMessage,
} from '@shared/messages/sms';
import type { SmsCodeValues, SmsVerificationValues } from '@shared/schemas/sms';
import type { Config } from '../../config';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { displayPhoneNumber, isMobileCapable, phoneNumberOf } from '../../lib/phone-numbers';
import { enqueueText } from '../../outbox/outbox';
import { takeCounter } from '../../middleware/rate-limit-repository';
import { optInNumber, optOutOf } from './sms-opt-out-repository';
import {
  SMS_CODE_TRIES,
  SMS_CODE_TTL_MS,
  hashSmsCode,
  newSmsCode,
  smsCodeMatches,
} from './sms-code';
import {
  deleteVerification,
  lockVerification,
  replaceVerification,
  setVerificationAttempts,
  subscribe,
} from './sms-repository';
import { readSmsView, type SmsView } from './sms-service';

/**
 * Codes texted per hour, per account and per number (docs/product.md#text-messages): an account cannot text a
 * stranger over and over, nor can many accounts text one number.
 */
export const SMS_CODES_PER_HOUR = { windowMs: 60 * 60_000, limit: 3 };

/** The number in E.164, or a 400 on the field as the error handler words a refused form. */
function mobileNumberOf(input: string, country: string): string {
  const number = phoneNumberOf(input, country);
  const refusal = !number
    ? SMS_NUMBER_INVALID_MESSAGE
    : !isMobileCapable(number)
      ? SMS_NUMBER_NOT_MOBILE_MESSAGE
      : undefined;
  if (refusal) {
    throw new AppError(400, 'invalid', refusal, [{ path: 'phoneNumber', message: refusal }]);
  }
  return number!.number;
}

const marinaNumberOf = (config: Config) =>
  config.TWILIO_FROM ? displayPhoneNumber(config.TWILIO_FROM, config.MARINA_COUNTRY) : null;

/**
 * POST /api/sms/verification: texts a new code to the number, replacing any pending one. The
 * code is counted, stored (hashed) and queued in one transaction, so a refusal sends nothing.
 */
export async function sendSmsCode(
  ctx: AppContext,
  actor: Express.User,
  input: SmsVerificationValues,
  options: { newCode?: () => string } = {},
): Promise<SmsView> {
  const phoneNumber = mobileNumberOf(input.phoneNumber, ctx.config.MARINA_COUNTRY);
  return ctx.db.transaction(async (tx) => {
    // A STOP is the number's owner saying no: only their START lifts it. A number the
    // provider could not reach may try again, since a code that arrives proves it.
    if ((await optOutOf(tx, phoneNumber)) === 'stop') {
      throw new AppError(409, 'sms_opted_out', smsOptedOutMessage(marinaNumberOf(ctx.config)));
    }
    // Throwing rolls back the first count when the second is full.
    const counted =
      (await takeCounter(tx, `smsCode:user:${actor.id}`, SMS_CODES_PER_HOUR)) &&
      (await takeCounter(tx, `smsCode:number:${phoneNumber}`, SMS_CODES_PER_HOUR));
    if (!counted) throw new AppError(429, 'rate_limited', SMS_CODE_LIMIT_MESSAGE);
    const now = ctx.now();
    const code = (options.newCode ?? newSmsCode)();
    await replaceVerification(tx, {
      userId: actor.id,
      phoneNumber,
      codeHash: hashSmsCode({ userId: actor.id, phoneNumber }, code),
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
      createdAt: now,
    });
    await enqueueText(tx, { recipient: phoneNumber, payload: { kind: 'sms-verification', code } });
    return readSmsView(tx, actor.id, now);
  });
}

type CheckOutcome =
  { kind: 'verified'; view: SmsView } | { kind: 'wrong'; triesLeft: number } | { kind: 'spent' };

/**
 * POST /api/sms/verification/check. The pending code is locked while it is checked, so
 * simultaneous tries are each counted; the outcome commits before a refusal is thrown, or a
 * wrong try would not be counted at all.
 */
export async function checkSmsCode(
  ctx: AppContext,
  actor: Express.User,
  input: SmsCodeValues,
): Promise<SmsView> {
  const outcome = await ctx.db.transaction(async (tx): Promise<CheckOutcome> => {
    const now = ctx.now();
    const pending = await lockVerification(tx, actor.id);
    if (!pending) return { kind: 'spent' };
    if (pending.expiresAt <= now || pending.attempts >= SMS_CODE_TRIES) {
      await deleteVerification(tx, actor.id);
      return { kind: 'spent' };
    }
    if (!smsCodeMatches(pending, input.code)) {
      const attempts = pending.attempts + 1;
      if (attempts >= SMS_CODE_TRIES) {
        await deleteVerification(tx, actor.id);
        return { kind: 'spent' };
      }
      await setVerificationAttempts(tx, actor.id, attempts);
      return { kind: 'wrong', triesLeft: SMS_CODE_TRIES - attempts };
    }
    const { phoneNumber } = pending;
    await deleteVerification(tx, actor.id);
    await subscribe(tx, { userId: actor.id, phoneNumber, verifiedAt: now });
    // The code arrived, so the number takes texts after all; a STOP stays until START.
    if ((await optOutOf(tx, phoneNumber)) === 'undeliverable') await optInNumber(tx, phoneNumber);
    return { kind: 'verified', view: await readSmsView(tx, actor.id, now) };
  });
  if (outcome.kind === 'wrong') {
    throw new AppError(400, 'sms_code_invalid', smsCodeInvalidMessage(outcome.triesLeft));
  }
  if (outcome.kind === 'spent') {
    throw new AppError(410, 'sms_code_expired', SMS_CODE_EXPIRED_MESSAGE);
  }
  return outcome.view;
}
