import type { PublicUser } from '@shared/api/users';
import type { UserRow } from '../users/user-repository';
import { presentUser } from '../users/user-presenter';

/** A new account as its browser sees it: the public user, as every answer shows one. */
export function presentNewAccount(user: Pick<UserRow, keyof PublicUser>): PublicUser {
  return presentUser(user);
}
