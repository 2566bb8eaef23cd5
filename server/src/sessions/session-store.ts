import { and, eq, gt, lt } from 'drizzle-orm';
import session from 'express-session';
import type { Database, Executor } from '../db/client';
import { sessions } from '../db/schema';

/**
 * The session cookie's name: set in app.ts, cleared on logout. In production it carries the
 * __Host- prefix, so browsers only accept it Secure, for Path=/ and without a Domain: a
 * sibling subdomain cannot plant or overwrite it.
 */
export const sessionCookieName = (isProduction: boolean) =>
  isProduction ? '__Host-marina.sid' : 'marina.sid';

const DAY_MS = 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 15 * 60_000;

interface PassportSession {
  passport?: { user?: unknown };
}

/**
 * express-session store over Drizzle, so sessions live in Postgres on both drivers
 * (docs/decisions/0002-sessions-in-postgres.md). The user_id column lets a password reset
 * end every session of that user.
 */
export class DrizzleSessionStore extends session.Store {
  private lastPrune = 0;

  constructor(private readonly db: Database) {
    super();
  }

  override get(
    sid: string,
    callback: (err: unknown, session?: session.SessionData | null) => void,
  ) {
    this.db
      .select({ sess: sessions.sess })
      .from(sessions)
      .where(and(eq(sessions.sid, sid), gt(sessions.expiresAt, new Date())))
      .then(([row]) => callback(null, (row?.sess as session.SessionData | undefined) ?? null))
      .catch((error: unknown) => callback(error));
  }

  override set(sid: string, data: session.SessionData, callback?: (err?: unknown) => void) {
    const expiresAt = expiryOf(data);
    const userId = userIdOf(data);
    this.db
      .insert(sessions)
      .values({ sid, sess: data, expiresAt, userId })
      .onConflictDoUpdate({ target: sessions.sid, set: { sess: data, expiresAt, userId } })
      .then(() => this.pruneNow())
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  override destroy(sid: string, callback?: (err?: unknown) => void) {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  override touch(sid: string, data: session.SessionData, callback?: (err?: unknown) => void) {
    this.db
      .update(sessions)
      .set({ expiresAt: expiryOf(data) })
      .where(eq(sessions.sid, sid))
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  /** Expired rows are removed now and then, on the back of ordinary writes. */
  private async pruneNow() {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date(now)));
  }
}

function expiryOf(data: session.SessionData): Date {
  const expires = data.cookie?.expires;
  return expires ? new Date(expires) : new Date(Date.now() + DAY_MS);
}

function userIdOf(data: session.SessionData): number | null {
  const user = (data as PassportSession).passport?.user;
  return typeof user === 'number' ? user : null;
}

/** Ends every session of a user (password reset, operator's admin command); how many ended. */
export async function destroyUserSessions(db: Executor, userId: number): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ sid: sessions.sid });
  return ended.length;
}
