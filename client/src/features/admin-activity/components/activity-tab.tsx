import { Pager } from '@/components/pager';
import { ListCard } from '@/components/list-card';
import { ListSkeleton, ListStates } from '@/components/list-states';
import { useConfig } from '@/lib/config';
import { useMediaQuery } from '@/lib/use-media-query';
import { usePagedFilter } from '@/lib/use-paged-filter';
import { useActivity } from '../api/get-activity';
import { ActivityFilters, type ActivityFilterValues } from './activity-filters';
import { ActivityCards, ActivityTable } from './activity-list';

const ACTIVITY_PAGE_SIZE = 25;

/** Activity: who changed what and when, read-only, newest first, filtered and paged. */
export default function ActivityTab() {
  const {
    filter: filters,
    setFilter: setFilters,
    paging,
    pager,
  } = usePagedFilter<ActivityFilterValues>({ kind: '', from: '', to: '' }, ACTIVITY_PAGE_SIZE);
  const wide = useMediaQuery('(min-width: 768px)');
  const { data: config } = useConfig();
  const rangeOk = !filters.from || !filters.to || filters.from <= filters.to;
  const params = {
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.from && rangeOk ? { from: filters.from } : {}),
    ...(filters.to && rangeOk ? { to: filters.to } : {}),
    ...paging,
  };
  const { data, isPending, isError, isPlaceholderData } = useActivity(params);
  const timeZone = config?.timeZone ?? 'America/New_York';

  const body = (
    <ListStates
      read={{ isPending, isError }}
      items={data?.entries}
      loading={<ListSkeleton rows={5} label="Loading activity" rowHeight="h-10" />}
      error="Error loading activity. Please try again."
      empty={{ title: 'No changes found' }}
    >
      {(entries) =>
        wide ? (
          <ActivityTable entries={entries} timeZone={timeZone} />
        ) : (
          <ActivityCards entries={entries} timeZone={timeZone} />
        )
      }
    </ListStates>
  );

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-lg font-bold">Activity</h2>
        <p className="text-sm text-muted-foreground">
          Every change the office made to bookings, flags, roles, capacity and closures.
        </p>
      </div>
      <ActivityFilters value={filters} onChange={setFilters} />
      <ListCard
        stale={isPlaceholderData}
        data-testid="activity-list"
        data-settled={isPlaceholderData || isPending ? undefined : JSON.stringify(params)}
      >
        {body}
      </ListCard>
      {data && data.total > 0 && (
        <Pager label="Activity pages" {...pager} shown={data.entries.length} total={data.total} />
      )}
    </div>
  );
}
