import type { AdminUserSummary } from '@shared/api/users';
import { useCan } from '@/lib/roles';
import { DeleteUserButton } from './delete-user-button';
import { CustomerProfileButton } from './profile/customer-profile-button';
import { RoleMenu } from './role-menu';

/**
 * The Users tab's Actions (docs/product.md#users-tab, #staff-roles): the customer's profile and
 * boats for every staff role that sees the tab; the role menu, and Delete User for owners, only
 * for a manager. The office reads the list without either.
 */
export function UserActions({ user }: { user: AdminUserSummary }) {
  const manages = useCan('manageUsers');
  return (
    <div className="flex flex-wrap items-start gap-2">
      <CustomerProfileButton user={user} />
      {manages && <RoleMenu user={user} />}
      {manages && !user.isAdmin && <DeleteUserButton user={user} />}
    </div>
  );
}
