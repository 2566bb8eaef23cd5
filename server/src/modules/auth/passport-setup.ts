import type { IncomingMessage } from 'node:http';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { AppContext } from '../../lib/context';
import { readThrough, type CacheSlot } from '../../db/notified-cache';
import { findSignedInUser, type UserRow } from '../users/user-repository';
import { presentUser } from '../users/user-presenter';
import { checkCredentials } from './auth-service';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/** A passport instance per app, so two apps in one test process never share strategies. */
export function createPassport(
  ctx: AppContext,
  /** Every signed-in request reads its user: kept in memory where that is exact. */
  users?: CacheSlot<UserRow | undefined>,
): passport.PassportStatic {
  const instance = new passport.Passport();
  instance.use(
    new LocalStrategy(
      { usernameField: 'email', passwordField: 'password' },
      (email, password, done) => {
        checkCredentials(ctx, { email, password })
          .then((user) =>
            user
              ? done(null, presentUser(user))
              : done(null, false, { message: INVALID_CREDENTIALS_MESSAGE }),
          )
          .catch((error: unknown) => done(error));
      },
    ),
  );
  instance.serializeUser((user, done) => done(null, user.id));
  // Three parameters: passport then passes the request first.
  instance.deserializeUser(
    (
      req: IncomingMessage & Pick<Express.Request, 'userReadWithSession'>,
      id: unknown,
      done: (error: unknown, user?: Express.User | false) => void,
    ) => {
      if (typeof id !== 'number') return done(null, false);
      // Read in the session's own statement (sessions/session-store.ts); otherwise, or when it
      // names someone else, the user is read here.
      const withSession = req.userReadWithSession;
      if (withSession?.id === id) return done(null, presentUser(withSession));
      readThrough(users, String(id), () => findSignedInUser(ctx.db, id))
        // A deleted account simply reads as signed out.
        .then((user) => done(null, user ? presentUser(user) : false))
        .catch((error: unknown) => done(error));
    },
  );
  return instance as passport.PassportStatic;
}
