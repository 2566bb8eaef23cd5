import type { AdminUserList } from '@shared/api/users';
import { ListSkeleton, ListStates } from '@/components/list-states';
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
  return (
    <ListStates
      read={props}
      items={props.data?.users}
      loading={<ListSkeleton rows={3} label="Loading users" />}
      error="Error loading users. Please try again."
      empty={{
        title: 'No users found',
        hint: props.searching ? 'Try another email, username or name' : undefined,
      }}
    >
      {(users) =>
        wide ? (
          <UsersTable users={users} />
        ) : (
          <ul className="divide-y divide-border">
            {users.map((user) => (
              <UserCard key={user.id} user={user} />
            ))}
          </ul>
        )
      }
    </ListStates>
  );
}
