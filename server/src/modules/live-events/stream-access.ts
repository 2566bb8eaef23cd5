import type { Request } from 'express';
import { can } from '@shared/roles';
import type { SessionData } from 'express-session';
import type { AppContext } from '../../lib/context';
import { idleTooLong } from '../../sessions/staff-idle';
import { toError } from '../../lib/errors';
import { findSignedInUser } from '../users/user-repository';

/**
 * Whether the stream's user may still read it, asked as each request's auth would: the
 * session is still in the store and names the same user, whose role still reads the yard's
 * day. Sign-out, a password reset, a role change (which ends the sessions), a staff session
 * idle too long or a deleted account each end the stream.
 */
export function stillOnTheYard(
  req: Request,
  ctx: Pick<AppContext, 'db' | 'config'>,
  userId: number,
): () => Promise<boolean> {
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
    // An open stream is not use: the tablet left on the board still idles out.
    const seenAt = (stored as { seenAt?: number }).seenAt;
    if (idleTooLong(seenAt, Date.now(), ctx.config.STAFF_IDLE_MINUTES)) return false;
    const user = await findSignedInUser(ctx.db, userId);
    return user !== undefined && can(user.role, 'yardDay');
  };
}
