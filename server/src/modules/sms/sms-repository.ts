import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { smsSubscriptions, smsVerifications } from '../../db/schema';

export type SmsSubscription = typeof smsSubscriptions.$inferSelect;
export type SmsVerification = typeof smsVerifications.$inferSelect;
export type SmsChoices = Pick<SmsSubscription, 'confirmations' | 'reminders' | 'status'>;

export async function findSubscription(
  db: Executor,
  userId: number,
): Promise<SmsSubscription | undefined> {
  const [row] = await db.select().from(smsSubscriptions).where(eq(smsSubscriptions.userId, userId));
  return row;
}

export async function findVerification(
  db: Executor,
  userId: number,
): Promise<SmsVerification | undefined> {
  const [row] = await db.select().from(smsVerifications).where(eq(smsVerifications.userId, userId));
  return row;
}

/**
 * The pending code, locked until the transaction ends: checks of one account's code queue up
 * behind each other, so each try is counted against the tries the one before left.
 */
export async function lockVerification(
  db: Executor,
  userId: number,
): Promise<SmsVerification | undefined> {
  const [row] = await db
    .select()
    .from(smsVerifications)
    .where(eq(smsVerifications.userId, userId))
    .for('update');
  return row;
}

/** A new code replaces the pending one, whatever number that was for. */
export async function replaceVerification(
  db: Executor,
  values: Omit<SmsVerification, 'attempts'>,
): Promise<void> {
  const { userId: _userId, ...replaced } = values;
  await db
    .insert(smsVerifications)
    .values({ ...values, attempts: 0 })
    .onConflictDoUpdate({
      target: smsVerifications.userId,
      set: { ...replaced, attempts: 0 },
    });
}

export async function setVerificationAttempts(
  db: Executor,
  userId: number,
  attempts: number,
): Promise<void> {
  await db.update(smsVerifications).set({ attempts }).where(eq(smsVerifications.userId, userId));
}

export async function deleteVerification(db: Executor, userId: number): Promise<void> {
  await db.delete(smsVerifications).where(eq(smsVerifications.userId, userId));
}

/** A proven number: it replaces any earlier one, with every kind of text on. */
export async function subscribe(
  db: Executor,
  values: { userId: number; phoneNumber: string; verifiedAt: Date },
): Promise<void> {
  const subscribed = {
    phoneNumber: values.phoneNumber,
    verifiedAt: values.verifiedAt,
    confirmations: true,
    reminders: true,
    status: true,
    updatedAt: values.verifiedAt,
  };
  await db
    .insert(smsSubscriptions)
    .values({ userId: values.userId, ...subscribed })
    .onConflictDoUpdate({ target: smsSubscriptions.userId, set: subscribed });
}

/** Saves the owner's choices; undefined when they have no verified number. */
export async function updateChoices(
  db: Executor,
  userId: number,
  choices: Partial<SmsChoices>,
  now: Date,
): Promise<SmsSubscription | undefined> {
  const [row] = await db
    .update(smsSubscriptions)
    .set({ ...choices, updatedAt: now })
    .where(eq(smsSubscriptions.userId, userId))
    .returning();
  return row;
}

export async function deleteSubscription(db: Executor, userId: number): Promise<void> {
  await db.delete(smsSubscriptions).where(eq(smsSubscriptions.userId, userId));
}
