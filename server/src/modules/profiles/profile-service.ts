import { eq } from 'drizzle-orm';
import type { ProfileValues } from '@shared/schemas/profile';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { upsertProfile, type ProfileRow } from './profile-repository';

/** Saves the profile; a new full name also becomes the account's owner name (menu initials). */
export async function saveProfile(
  db: Database,
  userId: number,
  values: ProfileValues,
): Promise<ProfileRow> {
  return db.transaction(async (tx) => {
    const profile = await upsertProfile(tx, userId, values);
    if (values.fullName) {
      await tx.update(users).set({ ownerName: values.fullName }).where(eq(users.id, userId));
    }
    return profile;
  });
}
