import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { AdminBooking } from '@shared/api/booking-views';
import { marinaToday } from '@shared/marina-time';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useConfig } from '@/lib/config';
import { useCan } from '@/lib/roles';
import { useUser } from '@/lib/session';
import { useLiveEvents } from '@/lib/use-live-events';
import { useNow } from '@/lib/use-now';
import { BookingPanel } from './booking-panel';
import { BookingsList, BookingsSkeleton } from './bookings-list';
import { BookingsToolbar } from './bookings-toolbar';
import { ClearAllBookings } from './clear-all-bookings';
import { useBookingsUrlState } from './use-bookings-url-state';
import { YardCalendarFeed } from './yard-calendar-feed';

// The calendar (react-big-calendar and its CSS) loads only when the office switches to it.
const BookingsCalendar = lazy(() => import('./calendar/bookings-calendar'));

/**
 * The Bookings tab (docs/product.md#bookings-tab): toolbar, list or calendar, the booking panel,
 * and Clear All Bookings last, away from the everyday controls.
 */
export function BookingsTab() {
  const state = useBookingsUrlState();
  const { data: config } = useConfig();
  const { data: user } = useUser();
  // Clearing every booking at once is a manager's (docs/product.md#staff-roles).
  const mayClearAll = useCan('clearAll');
  const now = useNow(60_000);
  // The list and the calendar follow every change as it happens (docs/product.md#live-events).
  useLiveEvents();
  const [selected, setSelected] = useState<AdminBooking | null>(null);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  // Stable, so the calendar's grid is not redrawn whenever the tab renders.
  const open = useCallback((booking: AdminBooking, from?: HTMLElement) => {
    setOpener(from ?? null);
    setSelected(booking);
  }, []);
  const today = config ? marinaToday(now, config.timeZone) : null;
  const q = state.q.trim();
  const { serviceType } = state;
  const filters = useMemo(
    () => ({ ...(q ? { q } : {}), ...(serviceType ? { serviceType } : {}) }),
    [q, serviceType],
  );

  let content;
  if (state.view === 'calendar') {
    content = (
      <>
        <Suspense fallback={<Spinner label="Loading calendar" className="min-h-64" />}>
          <BookingsCalendar filters={filters} onSelectBooking={open} />
        </Suspense>
        {user && <YardCalendarFeed userId={user.id} />}
      </>
    );
  } else if (!today) {
    content = (
      <Card>
        <BookingsSkeleton />
      </Card>
    );
  } else {
    content = (
      <BookingsList
        state={state}
        today={today}
        onSort={(sort) => state.update({ sort })}
        onPage={(page) => state.update({ page })}
        onOpen={open}
      />
    );
  }

  return (
    <TooltipProvider>
      <div className="flex flex-col gap-4">
        <BookingsToolbar state={state} />
        {content}
        <BookingPanel
          booking={selected}
          opener={opener}
          onOpenChange={(isOpen) => !isOpen && setSelected(null)}
        />
        {mayClearAll && <ClearAllBookings />}
      </div>
    </TooltipProvider>
  );
}
