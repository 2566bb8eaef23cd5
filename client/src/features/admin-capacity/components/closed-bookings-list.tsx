import type { AdminBooking } from '@shared/api/booking-views';
import { SERVICE_LABELS } from '@shared/constants';
import { ChangeDateButton } from '@/components/change-date/change-date-dialog';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { formatServiceDate } from '@/lib/marina-dates';
import { useClosedDeadlineBookings } from '../api/get-closed-deadline-bookings';
import { SectionCard } from './section-card';

const closedText = (booking: AdminBooking) =>
  booking.closure?.reason ? `Closed: ${booking.closure.reason}` : 'Closed';

function ClosedBookingRow({ booking }: { booking: AdminBooking }) {
  return (
    <li
      data-testid="closed-booking"
      className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold break-words">{booking.ownerName}</p>
          <Badge className="font-mono">{booking.confirmationCode}</Badge>
        </div>
        <p className="text-sm">
          {SERVICE_LABELS[booking.serviceType]} ·{' '}
          {formatServiceDate(booking.bookingDate, 'EEE, MMM d, yyyy')} at {booking.timeSlot}
        </p>
        <p>
          <Badge tone="destructive" className="whitespace-normal">
            {closedText(booking)}
          </Badge>
        </p>
      </div>
      <ChangeDateButton
        booking={booking}
        rules="office"
        label="Move"
        className="w-full shrink-0 sm:w-auto"
      />
    </li>
  );
}

/**
 * Bookings still on a closed deadline (docs/product.md#availability-tab): the office's to-do list
 * after closing a day, each with Move: the same change-date dialog as the booking panel. A move
 * refreshes the list (the reschedule invalidates every 'capacity' read), and so does closing or
 * reopening a date.
 */
export function ClosedBookingsList() {
  const { data, isPending, isError } = useClosedDeadlineBookings();
  let body;
  if (isPending) body = <Skeleton className="h-20 w-full" />;
  else if (isError)
    body = <p role="alert">Error loading bookings on closed days. Please try again.</p>;
  else if (data.length === 0)
    body = <p className="text-muted-foreground">No bookings are on a closed date or deadline.</p>;
  else
    body = (
      <ul className="divide-y divide-border" aria-label="Bookings on closed deadlines">
        {data.map((booking) => (
          <ClosedBookingRow key={booking.id} booking={booking} />
        ))}
      </ul>
    );
  return (
    <SectionCard
      id="closed-bookings-title"
      title="Bookings on closed days"
      hint="Active bookings from today on whose date or deadline is closed. Move each to an open deadline; its confirmation code stays the same."
    >
      <div data-testid="closed-bookings-list" data-count={data?.length}>
        {body}
      </div>
    </SectionCard>
  );
}
