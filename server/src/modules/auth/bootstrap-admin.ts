import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/pg-errors';
import { upsertProfile } from '../profiles/profile-repository';
import { emailIs, findUserByEmail, insertUser, normalizeEmail } from '../users/user-repository';
import { hashPassword } from './password';

/**
 * DESIGN §5: ADMIN_EMAIL's account is created if missing and made admin at start-up.
 * An existing account keeps its password; the setting only grants the role.
 */
export async function bootstrapAdmin(db: Database, config: Config, logger: Logger): Promise<void> {
  if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) return;
  const email = normalizeEmail(config.ADMIN_EMAIL);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (!existing.isAdmin) {
      await db.update(users).set({ isAdmin: true }).where(eq(users.id, existing.id));
      logger.info({ email }, 'existing account made admin from ADMIN_EMAIL');
    }
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
    // Another instance created it at the same moment: make sure it is admin.
    if (!isUniqueViolation(error)) throw error;
    await db.update(users).set({ isAdmin: true }).where(emailIs(email));
  }
}
