import { createHash, randomBytes } from 'node:crypto';
import {
  INVALID_VERIFICATION_MESSAGE,
  NOTHING_TO_VERIFY_MESSAGE,
  VERIFICATION_DAILY_LIMIT_MESSAGE,
  VERIFICATION_TOO_SOON_MESSAGE,
} from '@shared/messages/email-verification';
import type { VerifyEmailValues } from '@shared/schemas/email-verification';
import type { Transaction } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { isPreferredEmailProven } from '../../outbox/email/mail-recipient';
import { enqueueMail } from '../../outbox/outbox';
import { findProfileView } from '../profiles/profile-repository';
import {
  consumeVerificationToken,
  insertVerificationToken,
  recentVerifications,
  spendPendingVerifications,
} from './email-verification-repository';

const DAY_MS = 24 * 60 * 60_000;
export const VERIFICATION_TTL_MS = DAY_MS;
/** Per account, so the link itself cannot be used to mail a stranger over and over. */
export const VERIFICATIONS_PER_DAY = 5;
export const RESEND_INTERVAL_MS = 60_000;

/** Only the hash is stored: a leaked row cannot be turned into a working link. */
export function hashVerificationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

interface Owner {
  userId: number;
  /** The address to prove. */
  email: string;
}

/**
 * Replaces any pending link with one for `owner.email`, queued in the caller's transaction.
 * Returns false, sending nothing, when the account has had its links for the day.
 */
export async function issueVerification(
  tx: Transaction,
  ctx: AppContext,
  owner: Owner,
): Promise<boolean> {
  const now = ctx.now();
  await spendPendingVerifications(tx, owner.userId, now);
  const recent = await recentVerifications(tx, owner.userId, new Date(now.getTime() - DAY_MS));
  if (recent.issued >= VERIFICATIONS_PER_DAY) return false;
  const token = randomBytes(32).toString('base64url');
  await insertVerificationToken(tx, {
    userId: owner.userId,
    email: owner.email,
    tokenHash: hashVerificationToken(token),
    expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
    createdAt: now,
  });
  await enqueueMail(tx, {
    recipient: owner.email,
    payload: {
      kind: 'email-verification',
      email: owner.email,
      verifyUrl: `${ctx.config.APP_URL}/verify-email?token=${token}`,
    },
  });
  return true;
}

/** 'Send again' on the profile page: throttled per account (a minute apart, 5 a day). */
export async function resendVerification(ctx: AppContext, actor: Express.User): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const profile = await findProfileView(tx, actor.id);
    if (!profile?.preferredEmail || isPreferredEmailProven(profile)) {
      throw new AppError(409, 'nothing_to_verify', NOTHING_TO_VERIFY_MESSAGE);
    }
    const now = ctx.now();
    const recent = await recentVerifications(tx, actor.id, new Date(now.getTime() - DAY_MS));
    if (recent.newest && now.getTime() - recent.newest.getTime() < RESEND_INTERVAL_MS) {
      throw new AppError(429, 'rate_limited', VERIFICATION_TOO_SOON_MESSAGE);
    }
    const sent = await issueVerification(tx, ctx, {
      userId: actor.id,
      email: profile.preferredEmail,
    });
    if (!sent) throw new AppError(429, 'rate_limited', VERIFICATION_DAILY_LIMIT_MESSAGE);
  });
}

/** Follows a link: no session needed, the token alone proves the mailbox. */
export async function verifyEmail(ctx: AppContext, input: VerifyEmailValues): Promise<void> {
  const verified = await ctx.db.transaction((tx) =>
    consumeVerificationToken(tx, { tokenHash: hashVerificationToken(input.token), now: ctx.now() }),
  );
  if (!verified) {
    throw new AppError(400, 'invalid_verification_token', INVALID_VERIFICATION_MESSAGE);
  }
}
