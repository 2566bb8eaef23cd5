import type { AdminUserList } from '@shared/api-types';
import { Skeleton } from '@/components/ui/skeleton';
import { useMediaQuery } from '@/lib/use-media-query';
import { UserCard } from './user-card';
import { UsersTable } from './users-table';

/** SPEC §9: three skeleton rows while the first page loads. */
function UsersSkeleton() {
  return (
    <div className="flex flex-col gap-3 p-4" aria-busy="true" aria-label="Loading users">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} className="h-14 w-full" />
      ))}
    </div>
  );
}

function ListMessage({ title, hint, alert }: { title: string; hint?: string; alert?: boolean }) {
  return (
    <div role={alert ? 'alert' : undefined} className="p-8 text-center">
      <h2 className="text-xl font-bold">{title}</h2>
      {hint && <p className="mt-2 text-muted-foreground">{hint}</p>}
    </div>
  );
}

/** One page of users: a table on wide screens, cards on a phone, or what stands instead. */
export function UsersList(props: {
  data: AdminUserList | undefined;
  isPending: boolean;
  isError: boolean;
  searching: boolean;
}) {
  const wide = useMediaQuery('(min-width: 768px)');
  const { data } = props;
  if (props.isPending) return <UsersSkeleton />;
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
