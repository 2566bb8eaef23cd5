import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { profiles, users } from '../../db/schema';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileFields = Omit<
  typeof profiles.$inferInsert,
  'id' | 'userId' | 'updatedAt' | 'preferredEmailVerifiedAt'
>;
/** A profile with its account's email, which decides whether preferredEmail needs proving. */
export type ProfileView = ProfileRow & { accountEmail: string };

export async function findProfileByUserId(
  db: Executor,
  userId: number,
): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return row;
}

export async function findProfileView(
  db: Executor,
  userId: number,
): Promise<ProfileView | undefined> {
  const [row] = await db
    .select({ profile: profiles, accountEmail: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  return row ? { ...row.profile, accountEmail: row.accountEmail } : undefined;
}

/**
 * Inserts or updates the user's profile. Whatever the caller, a preferredEmail that changes
 * (beyond letter case) loses its verification, so no path can carry a proof to another address.
 */
export async function upsertProfile(
  db: Executor,
  userId: number,
  fields: ProfileFields,
): Promise<ProfileRow> {
  const keepProof =
    'preferredEmail' in fields
      ? {
          preferredEmailVerifiedAt: sql`case when lower(${profiles.preferredEmail}) = lower(excluded.preferred_email) then ${profiles.preferredEmailVerifiedAt} end`,
        }
      : {};
  const [row] = await db
    .insert(profiles)
    .values({ ...fields, userId })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: { ...fields, ...keepProof, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

/**
 * Marks the owner's preferred email verified, if it is still the address the link was sent to
 * (in any letter case). Returns false when the owner has changed it since.
 */
export async function markPreferredEmailVerified(
  db: Executor,
  link: { userId: number; email: string; now: Date },
): Promise<boolean> {
  const verified = await db
    .update(profiles)
    .set({ preferredEmailVerifiedAt: link.now })
    .where(
      and(
        eq(profiles.userId, link.userId),
        sql`lower(${profiles.preferredEmail}) = lower(${link.email})`,
      ),
    )
    .returning({ id: profiles.id });
  return verified.length > 0;
}
