import type { PublicUser } from '@shared/api-types';
import type { UserRow } from './user-repository';

/** The only way a user leaves the server: never the password hash. */
export function presentUser(user: Pick<UserRow, keyof PublicUser>): PublicUser {
  return {
    id: user.id,
    email: user.email,
    ownerName: user.ownerName,
    username: user.username,
    isAdmin: user.isAdmin,
  };
}
