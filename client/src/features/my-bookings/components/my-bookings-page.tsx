import { useMemo, useRef, useState } from 'react';
import type { Booking } from '@shared/api/booking-views';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SearchField } from '@/components/search-box';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useConfig } from '@/lib/config';
import { useUser } from '@/lib/session';
import { useWaitlist } from '@/lib/waitlist';
import { useNow } from '@/lib/use-now';
import { useOfflineCopy } from '@/lib/use-offline-copy';
import { toastFailure } from '@/lib/mutate-with-toasts';
import { useCancelBooking } from '../api/cancel-booking';
import { useCancelledBookings } from '../api/get-cancelled-bookings';
import { useUserBookings } from '../api/get-user-bookings';
import { splitByStatus, type StatusedBooking } from '../booking-status';
import { filterBookings } from '../filter-bookings';
import { BookingHistory } from './booking-history';
import { OfflineNotice } from './offline-notice';
import { UpcomingBookingCard } from './upcoming-booking-card';
import { WaitlistSection } from './waitlist-section';

const filterEntries = (entries: StatusedBooking[], search: string) => {
  const kept = new Set(
    filterBookings(
      entries.map((entry) => entry.booking),
      search,
    ),
  );
  return entries.filter((entry) => kept.has(entry.booking));
};

export default function MyBookingsPage() {
  const { data: user } = useUser();
  const { data: bookings, isPending: bookingsPending, isError } = useUserBookings(user?.id);
  const cancelled = useCancelledBookings(user?.id);
  // The same read as the waitlist section's: a live entry is something the owner has going on.
  const { data: waiting = [] } = useWaitlist(user?.id, { live: true });
  const { data: config, isPending: configPending } = useConfig();
  const now = useNow();
  const cancel = useCancelBooking();
  const { offline, copiedAt } = useOfflineCopy();
  const [search, setSearch] = useState('');
  const [toCancel, setToCancel] = useState<Booking | null>(null);
  // After a cancellation its card (and the button that opened the prompt) is gone.
  const heading = useRef<HTMLHeadingElement>(null);
  const isPending = bookingsPending || configPending || cancelled.isPending;
  const timeZone = config?.timeZone ?? 'UTC';
  const { upcoming, history } = useMemo(
    () => splitByStatus(bookings ?? [], cancelled.data ?? [], now, timeZone),
    [bookings, cancelled.data, now, timeZone],
  );
  // The search covers both lists (the fields of docs/product.md#my-bookings), each filtered on its
  // own.
  const shown = useMemo(() => filterEntries(upcoming, search), [upcoming, search]);
  const shownHistory = useMemo(() => filterEntries(history, search), [history, search]);

  const confirmCancel = () => {
    if (!toCancel) return;
    cancel.mutate(toCancel.id, {
      onSuccess: () => {
        toast({
          title: 'Service canceled',
          description: 'Your service has been canceled successfully.',
        });
        setToCancel(null);
      },
      onError: (error) => {
        toastFailure('Failed to cancel service', error);
        setToCancel(null);
      },
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-3xl font-extrabold tracking-tight outline-none"
        >
          My Haul/Launches Scheduled
        </h1>
        <SearchField
          id="booking-search"
          label="Search services"
          placeholder="Search by confirmation code or name..."
          className="sm:max-w-sm"
          value={search}
          onChange={setSearch}
        />
      </div>
      {copiedAt !== null && <OfflineNotice copiedAt={copiedAt} timeZone={timeZone} />}
      {isPending ? (
        <div
          className="grid gap-4 md:grid-cols-2 lg:grid-cols-3"
          aria-busy="true"
          aria-label="Loading services"
        >
          {[0, 1, 2].map((key) => (
            <Card key={key} className="flex flex-col gap-4 p-5" data-testid="booking-skeleton">
              <Skeleton className="h-6 w-24" />
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-10 w-full" />
            </Card>
          ))}
        </div>
      ) : isError ? (
        <Card role="alert" className="p-8 text-center">
          <h2 className="text-xl font-bold">Error loading services</h2>
          <p className="mt-2 text-muted-foreground">Please try again later</p>
        </Card>
      ) : shown.length === 0 && !search.trim() && waiting.length > 0 ? (
        <p className="text-muted-foreground" data-testid="only-waiting">
          Nothing booked yet: your waitlist {waiting.length === 1 ? 'place is' : 'places are'}{' '}
          below. We book you as soon as a place opens.
        </p>
      ) : shown.length === 0 ? (
        <Card className="p-8 text-center">
          <h2 className="text-xl font-bold">No services found</h2>
          {search.trim() ? (
            <p className="mt-2 text-muted-foreground">Try a different search term</p>
          ) : (
            <Link to={paths.schedule} className={buttonClasses('primary') + ' mt-4'}>
              Schedule your first service
            </Link>
          )}
        </Card>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {shown.map(({ booking, status }) => (
            <UpcomingBookingCard
              key={booking.id}
              booking={booking}
              status={status}
              now={now}
              timeZone={timeZone}
              onCancel={setToCancel}
              offline={offline}
            />
          ))}
        </div>
      )}
      <WaitlistSection userId={user?.id} offline={offline} />
      {!isPending && !isError && (history.length > 0 || cancelled.isError) && (
        <BookingHistory entries={shownHistory} timeZone={timeZone} loadFailed={cancelled.isError} />
      )}
      <ConfirmDialog
        open={toCancel !== null}
        onOpenChange={(open) => !open && setToCancel(null)}
        title="Are you sure?"
        description={
          toCancel
            ? `This will cancel your ${toCancel.serviceType === 'haul-out' ? 'haul out' : 'launch'} (${toCancel.confirmationCode}). This action cannot be undone.`
            : 'This action cannot be undone.'
        }
        cancelLabel="Keep Service"
        actionLabel="Yes, Cancel Service"
        busyLabel="Canceling..."
        onAction={confirmCancel}
        destructive
        busy={cancel.isPending}
        returnFocusFallback={() => heading.current}
      />
    </div>
  );
}
