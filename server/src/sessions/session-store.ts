import type { Request } from 'express';
import session from 'express-session';
import type { PublicUser } from '@shared/api/users';
import type { Database } from '../db/client';
import type { CacheSlot } from '../db/notified-cache';
import {
  deleteExpiredSessions,
  deleteSession,
  findSessionWithUser,
  saveSession,
} from './session-repository';

/**
 * The session cookie's name: set in app.ts, cleared on logout. In production it carries the
 * __Host- prefix, so browsers only accept it Secure, for Path=/ and without a Domain: a
 * sibling subdomain cannot plant or overwrite it.
 */
export const sessionCookieName = (isProduction: boolean) =>
  isProduction ? '__Host-marina.sid' : 'marina.sid';

const DAY_MS = 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 15 * 60_000;

/** The user read with the session, carried from get() to createSession() on the data. */
const USER_READ_WITH_SESSION = Symbol('userReadWithSession');
type InflatedSession = session.SessionData & { [USER_READ_WITH_SESSION]?: PublicUser | null };

/** A session row as requests read it; undefined when there is none. */
export type StoredSession = { sess: session.SessionData; expiresAt: number } | undefined;

interface PassportSession {
  passport?: { user?: unknown };
}

/**
 * express-session store over Drizzle, so sessions live in Postgres on both drivers
 * (docs/decisions/0002-sessions-in-postgres.md). The user_id column lets a password reset
 * end every session of that user.
 *
 * No touch(): a row's expiry is the cookie's, both set when the session is saved (sign-in or
 * any change). Sessions are not rolling, so a read never renews the browser's cookie, and
 * moving the row's expiry on reads only kept rows alive after their cookie had gone, at the
 * cost of a write on an owner's first request each hour.
 */
export class DrizzleSessionStore extends session.Store {
  private lastPrune = 0;

  constructor(
    private readonly db: Database,
    /** Every signed-in request reads its session: kept in memory where that is exact. */
    private readonly cache?: CacheSlot<StoredSession>,
  ) {
    super();
  }

  override get(
    sid: string,
    callback: (err: unknown, session?: session.SessionData | null) => void,
  ) {
    // The user comes along only when this call read the database itself: a cached or shared
    // session's user is read through the user cache (passport-setup.ts), which its own changes
    // clear.
    let user: PublicUser | null | undefined;
    const read = () =>
      this.read(sid).then((row) => {
        user = row.user;
        return row.stored;
      });
    (this.cache ? this.cache.current().get(sid, read) : read())
      .then((stored) => {
        if (!stored || stored.expiresAt <= Date.now()) return callback(null, null);
        // A copy: express-session adds to the object it is given, and the cached one is shared.
        const data: InflatedSession = structuredClone(stored.sess);
        if (user !== undefined) data[USER_READ_WITH_SESSION] = user;
        callback(null, data);
      })
      .catch((error: unknown) => callback(error));
  }

  /** express-session turns get()'s data into req.session here: the user read with it goes on req. */
  override createSession(
    req: Request,
    data: session.SessionData,
  ): session.Session & Partial<session.SessionData> {
    const inflated = data as InflatedSession;
    if (USER_READ_WITH_SESSION in inflated) {
      req.userReadWithSession = inflated[USER_READ_WITH_SESSION];
      delete inflated[USER_READ_WITH_SESSION];
    }
    return super.createSession(req, data);
  }

  private async read(sid: string): Promise<{ stored: StoredSession; user: PublicUser | null }> {
    const row = await findSessionWithUser(this.db, sid);
    if (!row) return { stored: undefined, user: null };
    return {
      stored: { sess: row.sess as session.SessionData, expiresAt: row.expiresAt.getTime() },
      user: row.user,
    };
  }

  override set(sid: string, data: session.SessionData, callback?: (err?: unknown) => void) {
    const expiresAt = expiryOf(data);
    const userId = userIdOf(data);
    saveSession(this.db, { sid, sess: data, expiresAt, userId })
      .then(() => this.pruneNow())
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  override destroy(sid: string, callback?: (err?: unknown) => void) {
    deleteSession(this.db, sid)
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  /** Expired rows are removed now and then, on the back of ordinary writes. */
  private async pruneNow() {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await deleteExpiredSessions(this.db, new Date(now));
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
