import type { AdminUserSummary } from '@shared/api/users';
import { DeleteUserButton } from './delete-user-button';
import { RoleButton } from './role-button';

/**
 * The Users tab's Actions (docs/product.md#users-tab): the role toggle always; Delete User only for
 * non-admins.
 */
export function UserActions({ user }: { user: AdminUserSummary }) {
  return (
    <div className="flex flex-wrap items-start gap-2">
      <RoleButton user={user} />
      {!user.isAdmin && <DeleteUserButton user={user} />}
    </div>
  );
}
