import { useLocation } from 'react-router-dom';
import type { AdminBooking } from '@shared/api/booking-views';
import type { AdminBookingSort } from '@shared/schemas/bookings';
import { Pager } from '@/components/pager';
import { ListCard } from '@/components/list-card';
import { ListSkeleton, ListStates } from '@/components/list-states';
import { useMediaQuery } from '@/lib/use-media-query';
import { useAdminBookings } from '../api/get-admin-bookings';
import { BookingCard } from './booking-card';
import { BookingsTable } from './bookings-table';
import { listParams, PAGE_SIZE } from './list-params';
import { PhoneSort } from './phone-sort';
import type { BookingsUrlState } from './use-bookings-url-state';

/** docs/product.md#constants: five skeleton rows while the first page of bookings loads. */
export const BookingsSkeleton = () => <ListSkeleton rows={5} label="Loading bookings" />;

/** One page of the list: a table on wide screens, cards on narrower ones, and the pager. */
export function BookingsList(props: {
  state: BookingsUrlState;
  today: string;
  onSort: (sort: AdminBookingSort) => void;
  onPage: (page: number) => void;
  onOpen: (booking: AdminBooking) => void;
}) {
  const { state } = props;
  // Which query the shown page answers, so a test can wait for the page it asked for.
  const { search } = useLocation();
  // Below 1100 px the table's columns would crowd: cards instead, two abreast from 640 px.
  const wide = useMediaQuery('(min-width: 1100px)');
  const { data, isPending, isError, isPlaceholderData } = useAdminBookings(
    listParams(state, props.today),
  );
  const filtering = Boolean(
    state.q.trim() || state.serviceType || state.attention || state.range === 'past',
  );

  const body = (
    <ListStates
      read={{ isPending, isError }}
      items={data?.bookings}
      loading={<BookingsSkeleton />}
      error="Error loading bookings. Please try again."
      empty={{
        title: 'No bookings found',
        hint: filtering
          ? 'Try adjusting your search or filters'
          : 'There are no bookings scheduled yet',
      }}
    >
      {(bookings) =>
        wide ? (
          <BookingsTable
            bookings={bookings}
            sort={state.sort}
            onSort={props.onSort}
            onOpen={props.onOpen}
          />
        ) : (
          // -mb-px: the last cards' bottom borders sit under the card's own edge.
          <ul className="-mb-px grid sm:grid-cols-2">
            {bookings.map((booking) => (
              <BookingCard key={booking.id} booking={booking} onOpen={props.onOpen} />
            ))}
          </ul>
        )
      }
    </ListStates>
  );

  return (
    <div className="flex flex-col gap-3">
      {!wide && data && data.bookings.length > 0 && (
        <PhoneSort sort={state.sort} onSort={props.onSort} />
      )}
      <ListCard
        stale={isPlaceholderData}
        data-testid="bookings-list"
        data-search={isPlaceholderData ? undefined : search}
      >
        {body}
      </ListCard>
      {data && (data.total > 0 || state.page > 1) && (
        <Pager
          label="Pages"
          page={state.page}
          pageSize={PAGE_SIZE}
          shown={data.bookings.length}
          total={data.total}
          onPage={props.onPage}
        />
      )}
    </div>
  );
}
