import type { AdminUserList } from '@shared/api/users';
import { ListMessage, ListSkeleton } from '@/components/list-states';
import { useMediaQuery } from '@/lib/use-media-query';
import { UserCard } from './user-card';
import { UsersTable } from './users-table';

/** One page of users: a table on wide screens, cards on a phone, or what stands instead. */
export function UsersList(props: {
  data: AdminUserList | undefined;
  isPending: boolean;
  isError: boolean;
  searching: boolean;
}) {
  const wide = useMediaQuery('(min-width: 768px)');
  const { data } = props;
  if (props.isPending) return <ListSkeleton rows={3} label="Loading users" />;
  if (props.isError || !data) {
    return <ListMessage alert title="Error loading users. Please try again." />;
  }
  if (data.users.length === 0) {
    return (
      <ListMessage
        title="No users found"
        hint={props.searching ? 'Try another email, username or name' : undefined}
      />
    );
  }
  if (wide) return <UsersTable users={data.users} />;
  return (
    <ul className="divide-y divide-border">
      {data.users.map((user) => (
        <UserCard key={user.id} user={user} />
      ))}
    </ul>
  );
}
