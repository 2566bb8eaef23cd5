import type { Database, Executor } from '../../db/client';
import { destroyUserSessions } from '../../sessions/session-repository';
import { endApiTokensOf } from '../api-tokens/api-token-service';
import { endAllFeeds } from '../calendar-feeds/calendar-feed-service';
import { announceStreamAccessChange } from '../live-events/stream-access-repository';
import { spendPendingVerifications } from '../email-verification/email-verification-repository';
import { upsertProfile } from '../profiles/profile-repository';
import { endAllPushSubscriptions } from '../push/push-service';
import {
  findUserByEmail,
  insertUser,
  normalizeEmail,
  promoteToAdmin,
} from '../users/user-repository';
import { hashPassword } from './password';

export interface AdminAccountResult {
  userId: number;
  /** The address as stored: trimmed and lower-cased. */
  email: string;
  created: boolean;
  sessionsEnded: number;
  apiTokensEnded: number;
}

/** The office's admin account with its profile, named as the office (inside a transaction). */
export async function insertOfficeAdmin(tx: Executor, email: string, passwordHash: string) {
  const user = await insertUser(tx, {
    email,
    ownerName: 'Marina Office',
    username: email,
    passwordHash,
    role: 'manager',
  });
  await upsertProfile(tx, user.id, { fullName: 'Marina Office', preferredEmail: email });
  return user;
}

/**
 * The operator's way to name an admin (`npm run admin`): creates the account, or promotes an
 * existing one, sets its password and ends every session it had, so whoever registered the
 * address before is signed out and locked out. Its preferred email goes back to the account
 * email, any pending verification link dies, its calendar feeds and API tokens end and its
 * browsers stop getting its notifications: neither mail, a feed URL, a token nor a push may
 * keep serving whoever set them up. The tokens' audit rows
 * have no actor: nobody signed in ran the command.
 */
export async function setAdminAccount(
  db: Database,
  input: { email: string; password: string; bcryptCost: number },
): Promise<AdminAccountResult> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password, input.bcryptCost);
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (!existing) {
      const user = await insertOfficeAdmin(tx, email, passwordHash);
      return { userId: user.id, email, created: true, sessionsEnded: 0, apiTokensEnded: 0 };
    }
    await promoteToAdmin(tx, existing.id, passwordHash);
    await upsertProfile(tx, existing.id, { preferredEmail: existing.email });
    await spendPendingVerifications(tx, existing.id, new Date());
    await endAllFeeds(tx, existing.id);
    await endAllPushSubscriptions(tx, existing.id);
    const apiTokensEnded = await endApiTokensOf(tx, {
      actorId: null,
      userId: existing.id,
      endedBy: 'admin-command',
    });
    const sessionsEnded = await destroyUserSessions(tx, existing.id);
    await announceStreamAccessChange(tx, existing.id);
    return { userId: existing.id, email, created: false, sessionsEnded, apiTokensEnded };
  });
}
