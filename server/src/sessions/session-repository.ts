import { eq, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { publicUserColumns } from '../db/public-user-columns';
import { sessions, users } from '../db/schema';

/**
 * Every signed-in request reads its session and then its user: one statement reads both
 * (prepared once, db/prepared.ts), so a request that must ask the database asks once.
 */
const sessionBySid = preparedPerDatabase((db) =>
  db
    .select({
      sess: sessions.sess,
      expiresAt: sessions.expiresAt,
      user: publicUserColumns,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.sid, sql.placeholder('sid')))
    .prepare('session_by_sid'),
);

/** A session row with its user (null when it has none); undefined when there is no row. */
export async function findSessionWithUser(db: Database, sid: string) {
  const [row] = await sessionBySid(db).execute({ sid });
  return row;
}

/** Saves a session, its expiry and its user, over any row it had. */
export async function saveSession(
  db: Executor,
  values: { sid: string; sess: unknown; expiresAt: Date; userId: number | null },
): Promise<void> {
  const { sess, expiresAt, userId } = values;
  await db
    .insert(sessions)
    .values(values)
    .onConflictDoUpdate({ target: sessions.sid, set: { sess, expiresAt, userId } });
}

export async function deleteSession(db: Executor, sid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

/** Sessions whose expiry is before `now`. */
export async function deleteExpiredSessions(db: Executor, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

/** Ends every session of a user (password reset, operator's admin command); how many ended. */
export async function destroyUserSessions(db: Executor, userId: number): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ sid: sessions.sid });
  return ended.length;
}
