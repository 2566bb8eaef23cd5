import type { AdminUserSummary } from '@shared/api/users';
import { EmailText } from '@/components/email-text';
import { RoleBadge, UserIdentity } from './user-cells';
import { UserActions } from './user-actions';

const head = 'px-4 py-2.5 text-left font-semibold';
const COLUMNS = ['Email', 'Username', 'Role', 'Actions'];

/** SPEC §2's Users table: Email, Username, Role, Actions. */
export function UsersTable({ users }: { users: AdminUserSummary[] }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">Users</caption>
      <thead className="border-b border-border bg-muted/60 text-muted-foreground">
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" className={head}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
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
      </tbody>
    </table>
  );
}
