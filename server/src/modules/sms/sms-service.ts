import { SMS_NOT_VERIFIED_MESSAGE } from '@shared/messages/sms';
import type { SmsPreferencesValues } from '@shared/schemas/sms';
import type { Executor } from '../../db/client';
import type { SmsOptOutReason } from '../../db/enums';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { optOutOf } from './sms-opt-out-repository';
import { SMS_CODE_TRIES } from './sms-code';
import {
  deleteSubscription,
  deleteVerification,
  findSubscription,
  findVerification,
  updateChoices,
  type SmsSubscription,
  type SmsVerification,
} from './sms-repository';

/** An owner's texts as the presenter shows them. */
export interface SmsView {
  subscription: SmsSubscription | undefined;
  /** Why the verified number gets no texts, if it does not. */
  optedOut: SmsOptOutReason | null;
  /** The code awaiting its check, while it can still be used. */
  pending: SmsVerification | undefined;
}

export async function readSmsView(db: Executor, userId: number, now: Date): Promise<SmsView> {
  const subscription = await findSubscription(db, userId);
  const verification = await findVerification(db, userId);
  const usable =
    verification && verification.expiresAt > now && verification.attempts < SMS_CODE_TRIES;
  return {
    subscription,
    optedOut: subscription ? await optOutOf(db, subscription.phoneNumber) : null,
    pending: usable ? verification : undefined,
  };
}

export function getSmsSettings(ctx: AppContext, actor: Express.User): Promise<SmsView> {
  return readSmsView(ctx.db, actor.id, ctx.now());
}

/** PATCH /api/sms: what a verified number receives. */
export async function saveSmsChoices(
  ctx: AppContext,
  actor: Express.User,
  input: SmsPreferencesValues,
): Promise<SmsView> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    if (!(await updateChoices(tx, actor.id, input, now))) {
      throw new AppError(409, 'sms_not_verified', SMS_NOT_VERIFIED_MESSAGE);
    }
    return readSmsView(tx, actor.id, now);
  });
}

/**
 * DELETE /api/sms: no more texts to this account. The worker reads the subscription when it
 * sends, so texts already queued are not sent either.
 */
export async function stopTexts(ctx: AppContext, actor: Express.User): Promise<SmsView> {
  return ctx.db.transaction(async (tx) => {
    await deleteSubscription(tx, actor.id);
    await deleteVerification(tx, actor.id);
    return readSmsView(tx, actor.id, ctx.now());
  });
}
