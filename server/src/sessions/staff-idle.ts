import type { RequestHandler } from 'express';
import type { Session } from 'express-session';
import { toError } from '../lib/errors';

/** A staff session's last use is written at most this often: one small write a minute. */
const SEEN_PRECISION_MS = 60_000;

type StaffSession = Session & {
  /** A staff session's last use (ms since the epoch), to the minute. */
  seenAt?: number;
  /** In the anonymous session that replaced an idle one: why the browser was signed out. */
  idledOut?: string;
};

/** 'Signed out after 12 hours idle', '… 90 minutes idle': what the board and sign-in page say. */
export function idleSignOutMessage(idleMinutes: number): string {
  if (idleMinutes % 60 !== 0) return `Signed out after ${idleMinutes} minutes idle`;
  const hours = idleMinutes / 60;
  return `Signed out after ${hours} hour${hours === 1 ? '' : 's'} idle`;
}

/** Whether a session last used at `seenAt` has been idle too long at `now`. */
export const idleTooLong = (seenAt: number | undefined, now: number, idleMinutes: number) =>
  seenAt !== undefined && now - seenAt > idleMinutes * 60_000;

/**
 * Staff sessions end after STAFF_IDLE_MINUTES without a request (docs/product.md#staff-roles):
 * the yard's tablet must not stay signed in forever. Each staff request notes the time in the
 * session (rounded to a minute, so most requests write nothing); one that finds the session idle
 * too long ends it and goes on signed out, marked, so a route that needs a user says why.
 * Owners' sessions are not touched: no write on their requests. Wall-clock time, as the
 * session's own expiry (session-store.ts): the app's clock is the marina's calendar, which tests
 * move by days.
 */
export function staffIdleTimeout(idleMinutes: number): RequestHandler {
  return (req, _res, next) => {
    if (req.apiToken) return next();
    const session = req.session as StaffSession | undefined;
    if (!req.user) {
      // The browser's later calls keep the reason until someone signs in on it: the board's
      // stream is often what idles out, and the page learns it from the call after.
      if (session?.idledOut) req.idleSignOut = { message: session.idledOut };
      return next();
    }
    if (!req.user.isAdmin || !session) return next();
    const at = Date.now();
    if (!idleTooLong(session.seenAt, at, idleMinutes)) {
      if (session.seenAt === undefined || at - session.seenAt >= SEEN_PRECISION_MS) {
        session.seenAt = at;
      }
      return next();
    }
    const message = idleSignOutMessage(idleMinutes);
    req.user = undefined;
    req.idleSignOut = { message };
    // A fresh session in its place, holding only the reason: signing in again is often this
    // very request, and passport needs a session to write to (it starts another one then).
    session.regenerate((error: unknown) => {
      if (error) return next(toError(error));
      (req.session as StaffSession).idledOut = message;
      next();
    });
  };
}
