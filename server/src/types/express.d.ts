import 'express';
import type { PublicUser } from '@shared/api/users';
import type { ApiTokenScope } from '@shared/constants';

declare global {
  namespace Express {
    /**
     * What passport puts on req.user: the presented user (presentUser), never the row with
     * its password hash. An interface, not an alias, because it merges into Express's own.
     */
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
    interface User extends PublicUser {}

    interface Request {
      /**
       * Set only when `Authorization: Bearer` named a valid token of a current admin
       * (modules/api-tokens): req.user is then that admin, and no session was read. The CSRF
       * guard reads it, since middleware/ does not import modules/.
       */
      apiToken?: { id: number; scope: ApiTokenScope };
      /**
       * The session's user as read in the same statement as the session (sessions/
       * session-store.ts); null when the account is gone. Unset when the session came from
       * memory: passport then reads the user itself.
       */
      userReadWithSession?: PublicUser | null;
      /**
       * Set when this request found a staff session idle past STAFF_IDLE_MINUTES and ended it
       * (sessions/staff-idle.ts): the request goes on signed out, and a route that needs a user
       * answers 401 session_idle with the reason.
       */
      idleSignOut?: { message: string };
    }
  }
}
