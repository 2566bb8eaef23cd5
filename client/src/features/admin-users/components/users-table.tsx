import type { AdminUserSummary } from '@shared/api-types';
import { EmailText, RoleBadge, UserIdentity } from './user-cells';
import { UserActions } from './user-actions';

const head = 'px-4 py-2.5 text-left font-semibold';

/** SPEC §2's Users table: Email, Username, Role, Actions. */
export function UsersTable({ users }: { users: AdminUserSummary[] }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">Users</caption>
      <thead className="border-b border-border bg-muted/60 text-muted-foreground">
        <tr>
          <th scope="col" className={head}>
            Email
          </th>
          <th scope="col" className={head}>
            Username
          </th>
          <th scope="col" className={head}>
            Role
          </th>
          <th scope="col" className={head}>
            Actions
          </th>
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
