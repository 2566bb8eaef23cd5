import { createHash, randomBytes } from 'node:crypto';
import { INVALID_RESET_MESSAGE } from '@shared/messages/password-reset';
import type { ForgotPasswordValues, ResetPasswordValues } from '@shared/schemas/password-reset';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { enqueueMail } from '../../outbox/outbox';
import type { LimitSetting } from '../../middleware/rate-limit';
import { takeCounter } from '../../middleware/rate-limit-repository';
import { destroyUserSessions } from '../../sessions/session-repository';
import { endApiTokensOf } from '../api-tokens/api-token-service';
import { hashPassword } from '../auth/password';
import { clearSignInCounters } from '../auth/sign-in-throttle';
import { endAllFeeds } from '../calendar-feeds/calendar-feed-service';
import { announceStreamAccessChange } from '../live-events/stream-access-repository';
import { endAllPushSubscriptions } from '../push/push-service';
import { findUserByEmail, setPasswordHash } from '../users/user-repository';
import {
  consumeResetToken,
  insertResetToken,
  spendOtherResetTokens,
} from './password-reset-repository';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;

/** Only the hash is stored, so a leaked database row cannot be turned into a working link. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Issues a link when the account exists and has not had `mailsPerAccount` of them in the
 * window. The token is made and hashed either way, so the cases differ only by one small
 * transaction; the caller answers the same in all of them.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  input: ForgotPasswordValues,
  mailsPerAccount: LimitSetting,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashResetToken(token);
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) {
    ctx.logger.info('password reset asked for an unknown email');
    return;
  }
  const resetUrl = `${ctx.config.APP_URL}/reset-password?token=${token}&email=${encodeURIComponent(user.email)}`;
  await ctx.db.transaction(async (tx) => {
    // Only mails sent are counted, per account: asking for unknown emails counts nothing, and
    // a full count sends nothing while the answer stays the same.
    if (!(await takeCounter(tx, `forgotPasswordAccount:user:${user.id}`, mailsPerAccount))) {
      ctx.logger.warn(
        { userId: user.id },
        'password reset mail held back: the account had its limit of reset mails',
      );
      return;
    }
    await insertResetToken(tx, {
      userId: user.id,
      tokenHash,
      expiresAt: new Date(ctx.now().getTime() + RESET_TOKEN_TTL_MS),
    });
    await enqueueMail(tx, {
      recipient: user.email,
      payload: { kind: 'password-reset', email: user.email, ownerName: user.ownerName, resetUrl },
    });
  });
}

/**
 * Sets the new password, spends the token and every other one, ends all the user's sessions,
 * calendar feeds and API tokens (a feed URL and a token are credentials too, and may be what
 * an intruder kept), removes the browsers subscribed to their news (an intruder's among them),
 * and clears the account's failed sign-ins, so whoever proved they own the mailbox is not left
 * throttled.
 */
export async function resetPassword(ctx: AppContext, input: ResetPasswordValues): Promise<void> {
  // Hashed before the transaction so no row is locked during bcrypt's deliberate slowness.
  const passwordHash = await hashPassword(input.newPassword, ctx.config.BCRYPT_COST);
  const now = ctx.now();
  const userId = await ctx.db.transaction(async (tx) => {
    const owner = await consumeResetToken(tx, {
      email: input.email,
      tokenHash: hashResetToken(input.token),
      now,
    });
    if (owner === undefined) return undefined;
    await setPasswordHash(tx, owner, passwordHash);
    await spendOtherResetTokens(tx, owner, now);
    await endAllFeeds(tx, owner);
    await endApiTokensOf(tx, { actorId: owner, userId: owner, endedBy: 'password-reset' });
    await endAllPushSubscriptions(tx, owner);
    await clearSignInCounters(tx, input.email);
    return owner;
  });
  if (userId === undefined) throw new AppError(400, 'invalid_reset_token', INVALID_RESET_MESSAGE);
  // Signed-in browsers (possibly an intruder's) must sign in again with the new password, and
  // their live streams end now, not at their next heartbeat.
  await destroyUserSessions(ctx.db, userId);
  await announceStreamAccessChange(ctx.db, userId);
}
