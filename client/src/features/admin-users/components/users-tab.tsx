import { Pager } from '@/components/pager';
import { ListCard } from '@/components/list-card';
import { DebouncedSearch } from '@/components/search-box';
import { usePagedFilter } from '@/lib/use-paged-filter';
import { useUsers } from '../api/get-users';
import { UsersList } from './users-list';

const USERS_PAGE_SIZE = 50;
const trimmed = (text: string) => text.trim();

/**
 * The Users tab (docs/product.md#users-tab): search, one page of users with their roles and
 * actions, paging.
 */
export default function UsersTab() {
  const {
    filter: q,
    setFilter: setQ,
    page,
    setPage,
    paging,
    pager,
  } = usePagedFilter('', USERS_PAGE_SIZE);
  const params = {
    ...(q ? { q } : {}),
    ...paging,
  };
  const { data, isPending, isError, isPlaceholderData } = useUsers(params);

  // A deletion can empty the last page: step back to the page that now is the last.
  const lastPage = Math.max(1, Math.ceil((data?.total ?? 0) / USERS_PAGE_SIZE));
  if (data && !isPlaceholderData && page > lastPage) setPage(lastPage);

  return (
    <div className="flex flex-col gap-4">
      <DebouncedSearch
        id="admin-user-search"
        label="Search users"
        placeholder="Search by email, username or name..."
        className="sm:max-w-sm"
        value={q}
        normalize={trimmed}
        onSearch={setQ}
      />
      <ListCard
        stale={isPlaceholderData}
        data-testid="users-list"
        data-query={isPlaceholderData ? undefined : `${q}|${page}`}
      >
        <UsersList data={data} isPending={isPending} isError={isError} searching={Boolean(q)} />
      </ListCard>
      {data && data.total > 0 && (
        <Pager
          label="User pages"
          noun="users"
          {...pager}
          shown={data.users.length}
          total={data.total}
        />
      )}
    </div>
  );
}
