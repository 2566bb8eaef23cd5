import type { AdminUserSummary } from '@shared/api/users';
import { EmailText } from '@/components/email-text';
import { ListTable } from '@/components/list-table';
import { RoleBadge, UserIdentity } from './user-cells';
import { UserActions } from './user-actions';

const COLUMNS = ['Email', 'Username', 'Role', 'Actions'];

/** The Users table (docs/product.md#users-tab): Email, Username, Role, Actions. */
export function UsersTable({ users }: { users: AdminUserSummary[] }) {
  return (
    <ListTable caption="Users" columns={COLUMNS} headPadding="px-4 py-2.5">
      {users.map((user) => (
        <tr key={user.id} data-testid="user-row" className="align-top">
          <td className="px-4 py-3">
            <UserIdentity user={user} />
          </td>
          <td className="px-4 py-3 break-words">
            <EmailText email={user.username} />
          </td>
          <td className="px-4 py-3">
            <RoleBadge user={user} />
          </td>
          <td className="px-4 py-3">
            <UserActions user={user} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
