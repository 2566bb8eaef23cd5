import type { AdminUserSummary } from '@shared/api/users';
import { EmailText } from '@/components/email-text';
import { RoleBadge, UserIdentity } from './user-cells';
import { UserActions } from './user-actions';

/** The phone's form of a table row: the same fields and actions, stacked and labelled. */
export function UserCard({ user }: { user: AdminUserSummary }) {
  return (
    <li data-testid="user-row" className="flex flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-3">
        <UserIdentity user={user} />
        <RoleBadge user={user} />
      </div>
      <dl className="text-sm">
        <dt className="sr-only">Username</dt>
        <dd className="break-words text-muted-foreground">
          <span aria-hidden="true">Username: </span>
          <EmailText email={user.username} />
        </dd>
      </dl>
      <UserActions user={user} />
    </li>
  );
}
