import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import { publicUserColumns } from '../../db/public-user-columns';
import type { Executor } from '../../db/client';
import { apiTokens, users } from '../../db/schema';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

/** A token as listed: with the admin it acts as. */
export type ApiTokenWithOwner = ApiTokenRow & {
  owner: { id: number; ownerName: string; email: string };
};

const ownerColumns = { id: users.id, ownerName: users.ownerName, email: users.email };

export async function countApiTokensOf(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
  return row?.n ?? 0;
}

export async function insertApiToken(
  db: Executor,
  values: Pick<ApiTokenRow, 'userId' | 'name' | 'scope' | 'tokenHash' | 'prefix'>,
): Promise<ApiTokenRow> {
  const [row] = await db.insert(apiTokens).values(values).returning();
  return row!;
}

/** Every admin's tokens, newest first. */
export async function listApiTokensWithOwners(db: Executor): Promise<ApiTokenWithOwner[]> {
  const rows = await db
    .select({ token: apiTokens, owner: ownerColumns })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(({ token, owner }) => ({ ...token, owner }));
}

export async function deleteApiToken(db: Executor, id: number): Promise<ApiTokenRow | undefined> {
  const [row] = await db.delete(apiTokens).where(eq(apiTokens.id, id)).returning();
  return row;
}

export async function deleteApiTokensOf(db: Executor, userId: number): Promise<ApiTokenRow[]> {
  return db.delete(apiTokens).where(eq(apiTokens.userId, userId)).returning();
}

/**
 * The token with this hash and the user it acts as, in one statement: a demotion commits the
 * role and the deleted tokens together, so this sees both or neither.
 */
export async function findApiTokenByHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: apiTokens.id,
      scope: apiTokens.scope,
      lastUsedAt: apiTokens.lastUsedAt,
      user: publicUserColumns,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, tokenHash));
  return row;
}

/** Marks a use unless one was marked after `staleBefore`: one write a minute, not one a request. */
export async function markApiTokenUsed(
  db: Executor,
  id: number,
  { at, staleBefore }: { at: Date; staleBefore: Date },
): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: at })
    .where(
      and(
        eq(apiTokens.id, id),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, staleBefore)),
      ),
    );
}
