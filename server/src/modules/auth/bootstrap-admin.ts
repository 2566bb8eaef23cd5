import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../lib/pg-errors';
import { findUserByEmail, normalizeEmail } from '../users/user-repository';
import { insertOfficeAdmin } from './admin-account';
import { hashPassword } from './password';

/**
 * docs/product.md#accounts: ADMIN_EMAIL's account is created as admin at start-up when it is
 * missing. An existing owner account with that address is left alone: anyone could have registered
 * the office's address first, and promoting it would hand them the yard. The operator settles it
 * with `npm run admin -- --email …`, which also sets the password.
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
    await db.transaction((tx) => insertOfficeAdmin(tx, email, passwordHash));
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
