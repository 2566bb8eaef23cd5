import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailVerificationTokens } from '../../db/schema';
import { markPreferredEmailVerified } from '../profiles/profile-repository';

export async function insertVerificationToken(
  db: Executor,
  values: { userId: number; email: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(emailVerificationTokens).values(values);
}

/** Ends the user's unused links: a new address or a new link replaces what was pending. */
export async function spendPendingVerifications(
  db: Executor,
  userId: number,
  now: Date,
): Promise<void> {
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
}

/** Links issued to the user since `since`, and when the newest was (the resend throttle). */
export async function recentVerifications(
  db: Executor,
  userId: number,
  since: Date,
): Promise<{ issued: number; newest: Date | null }> {
  const [row] = await db
    .select({
      issued: count(),
      newest: sql<Date | null>`max(${emailVerificationTokens.createdAt})`.mapWith(
        emailVerificationTokens.createdAt,
      ),
    })
    .from(emailVerificationTokens)
    .where(
      and(eq(emailVerificationTokens.userId, userId), gt(emailVerificationTokens.createdAt, since)),
    );
  return { issued: row?.issued ?? 0, newest: row?.newest ?? null };
}

/**
 * Spends an unused, unexpired token (the conditional UPDATE lets one of two simultaneous clicks
 * have it) and marks its address verified if it is still the owner's preferred email.
 * Returns false when nothing was verified.
 */
export async function consumeVerificationToken(
  db: Executor,
  input: { tokenHash: string; now: Date },
): Promise<boolean> {
  const [token] = await db
    .update(emailVerificationTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, input.tokenHash),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, input.now),
      ),
    )
    .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
  if (!token) return false;
  return markPreferredEmailVerified(db, { ...token, now: input.now });
}
