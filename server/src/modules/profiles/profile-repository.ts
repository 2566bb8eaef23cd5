import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { profiles } from '../../db/schema';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileFields = Omit<typeof profiles.$inferInsert, 'id' | 'userId' | 'updatedAt'>;

export async function findProfileByUserId(
  db: Executor,
  userId: number,
): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return row;
}

export async function upsertProfile(
  db: Executor,
  userId: number,
  fields: ProfileFields,
): Promise<ProfileRow> {
  const [row] = await db
    .insert(profiles)
    .values({ ...fields, userId })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...fields, updatedAt: new Date() } })
    .returning();
  return row!;
}
