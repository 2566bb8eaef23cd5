import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import { emailIs } from '../users/user-repository';

export async function insertResetToken(
  db: Executor,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/**
 * Spends a token: only an unused, unexpired token of the account with this email matches, and
 * the conditional UPDATE lets exactly one of two simultaneous submits have it.
 */
export async function consumeResetToken(
  db: Executor,
  input: { email: string; tokenHash: string; now: Date },
): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, input.tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, input.now),
        sql`${passwordResetTokens.userId} in (select ${users.id} from ${users} where ${emailIs(input.email)})`,
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** After a reset, the user's other links stop working too. */
export async function spendOtherResetTokens(
  db: Executor,
  userId: number,
  now: Date,
): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
