import type { RequestHandler } from 'express';
import type { Session } from 'express-session';
import { toError } from '../lib/errors';

/** A staff session's last use is written at most this often: one small write a minute. */
const SEEN_PRECISION_MS = 60_000;

type StaffSession = Session & { seenAt?: number };

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
    if (!req.user?.isAdmin || req.apiToken) return next();
    const session = req.session as StaffSession;
    const at = Date.now();
    if (!idleTooLong(session.seenAt, at, idleMinutes)) {
      if (session.seenAt === undefined || at - session.seenAt >= SEEN_PRECISION_MS) {
        session.seenAt = at;
      }
      return next();
    }
    req.user = undefined;
    req.idleSignOut = { message: idleSignOutMessage(idleMinutes) };
    // A fresh, empty session in its place, not none: signing in again is often this very
    // request, and passport needs a session to write to.
    session.regenerate((error: unknown) => next(error ? toError(error) : undefined));
  };
}
