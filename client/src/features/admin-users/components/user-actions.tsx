import type { AdminUserSummary } from '@shared/api/users';
import { DeleteUserButton } from './delete-user-button';
import { CustomerProfileButton } from './profile/customer-profile-button';
import { RoleButton } from './role-button';

/**
 * The Users tab's Actions (docs/product.md#users-tab): the customer's profile and boats, the role
 * toggle always; Delete User only for non-admins.
 */
export function UserActions({ user }: { user: AdminUserSummary }) {
  return (
    <div className="flex flex-wrap items-start gap-2">
      <CustomerProfileButton user={user} />
      <RoleButton user={user} />
      {!user.isAdmin && <DeleteUserButton user={user} />}
    </div>
  );
}
