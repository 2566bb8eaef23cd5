import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../lib/pg-errors';
import { upsertProfile } from '../profiles/profile-repository';
import { findUserByEmail, insertUser, normalizeEmail } from '../users/user-repository';
import { hashPassword } from './password';

/**
 * DESIGN §5: ADMIN_EMAIL's account is created as admin at start-up when it is missing.
 * An existing owner account with that address is left alone: anyone could have registered
 * the office's address first, and promoting it would hand them the yard. The operator
 * settles it with `npm run admin -- --email …`, which also sets the password.
 */
export async function bootstrapAdmin(db: Database, config: Config, logger: Logger): Promise<void> {
  if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) return;
  const email = normalizeEmail(config.ADMIN_EMAIL);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (!existing.isAdmin) warnOfConflict(logger, existing.id);
    return;
  }
  const passwordHash = await hashPassword(config.ADMIN_PASSWORD, config.BCRYPT_COST);
  try {
    await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email,
        ownerName: 'Marina Office',
        username: email,
        passwordHash,
        isAdmin: true,
      });
      await upsertProfile(tx, user.id, { fullName: 'Marina Office', preferredEmail: email });
    });
    logger.info({ email }, 'admin account created from ADMIN_EMAIL');
  } catch (error) {
    // Another instance created it at the same moment; if someone registered it in between,
    // it is theirs and stays an owner account.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findUserByEmail(db, email);
    if (winner && !winner.isAdmin) warnOfConflict(logger, winner.id);
  }
}

function warnOfConflict(logger: Logger, userId: number) {
  logger.warn(
    { userId },
    'ADMIN_EMAIL names an existing owner account, which was NOT made admin: someone may have ' +
      "registered the office address first. If the account is the office's, run " +
      '`npm run admin -- --email <ADMIN_EMAIL>` to make it admin and set its password.',
  );
}
