import 'express';
import type { PublicUser } from '@shared/api/users';

declare global {
  namespace Express {
    /**
     * What passport puts on req.user: the presented user (presentUser), never the row with
     * its password hash. An interface, not an alias, because it merges into Express's own.
     */
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
    interface User extends PublicUser {}
  }
}
