import type { LoginInput, RegisterValues } from '@shared/schemas/auth';
import type { AppContext } from '../../lib/context';
import { conflict } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { upsertProfile } from '../profiles/profile-repository';
import {
  EMAIL_UNIQUE_INDEX,
  findUserByEmail,
  insertUser,
  normalizeEmail,
  type UserRow,
} from '../users/user-repository';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists. Please sign in.';

/** Creates the user and their profile in one transaction. Never grants admin. */
export async function registerOwner(ctx: AppContext, input: RegisterValues): Promise<UserRow> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password, ctx.config.BCRYPT_COST);
  try {
    return await ctx.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email,
        ownerName: input.fullName,
        username: input.username ?? email,
        passwordHash,
      });
      await upsertProfile(tx, user.id, {
        fullName: input.fullName,
        phoneNumber: input.phoneNumber,
        preferredEmail: email,
        storageType: input.storageType,
        isVibMember: input.isVibMember,
      });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error, EMAIL_UNIQUE_INDEX)) {
      throw conflict('email_taken', DUPLICATE_EMAIL_MESSAGE);
    }
    throw error;
  }
}

/** The user for these credentials, or undefined; equally slow for unknown emails. */
export async function checkCredentials(
  ctx: AppContext,
  { email, password }: LoginInput,
): Promise<UserRow | undefined> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) {
    await burnPasswordCheck(password, ctx.config.BCRYPT_COST);
    return undefined;
  }
  return (await verifyPassword(password, user.passwordHash)) ? user : undefined;
}
