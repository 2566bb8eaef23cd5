import type { Request } from 'express';
import type { SessionData } from 'express-session';
import type { Database } from '../../db/client';
import { toError } from '../../lib/errors';
import { findSignedInUser } from '../users/user-repository';

/**
 * Whether the stream's user may still read it, asked as each request's auth would: the
 * session is still in the store and names the same user, who is still an admin. Sign-out,
 * a password reset, a demotion or a deleted account each end the stream.
 */
export function stillAnAdmin(req: Request, db: Database, userId: number): () => Promise<boolean> {
  const { sessionID, sessionStore } = req;
  return async () => {
    const stored = await new Promise<SessionData | null | undefined>((resolve, reject) =>
      sessionStore.get(sessionID, (error, data) =>
        error ? reject(toError(error)) : resolve(data),
      ),
    );
    const signedIn = (stored as { passport?: { user?: unknown } } | null | undefined)?.passport
      ?.user;
    if (signedIn !== userId) return false;
    const user = await findSignedInUser(db, userId);
    return user?.isAdmin === true;
  };
}
