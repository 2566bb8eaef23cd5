import type { EventProps } from 'react-big-calendar';
import type { AdminBooking } from '@shared/api/booking-views';
import { ServiceStatusBadge } from '@/components/service-status-badge';
import { SERVICE_ARROWS, type CalendarEntry } from './calendar-events';

/** A closed deadline's tag inside its event; the event's label says it with the reason. */
const ClosedTag = () => (
  <span className="marina-event-closed-tag" aria-hidden="true">
    Closed
  </span>
);

/**
 * A boat in the slings or a missed one says so inside its box; a done one already shows the
 * tick and the completed colour.
 */
function StatusTag({ booking }: { booking: AdminBooking }) {
  if (booking.serviceStatus !== 'in_progress' && booking.serviceStatus !== 'no_show') return null;
  return (
    <ServiceStatusBadge
      status={booking.serviceStatus}
      className="mr-1 px-1 py-0 align-middle text-[0.7rem] leading-tight"
    />
  );
}

/**
 * What an event box shows: the arrow, name and tick of one booking, or a deadline's count over
 * its owners' names, one a line as far as the box reaches. Each line ends in an ellipsis rather
 * than wrap; the month grid shows only the first.
 */
export function CalendarEventContent({ event }: EventProps<CalendarEntry>) {
  if (event.kind === 'booking') {
    return (
      <span className="marina-event-line">
        {event.booking.closure && <ClosedTag />}
        <StatusTag booking={event.booking} />
        {event.title}
      </span>
    );
  }
  return (
    <>
      <span className="marina-event-line font-bold">
        {event.closure && <ClosedTag />}
        {event.title}
      </span>
      <span className="marina-event-names">
        {event.bookings.map((booking) => (
          <span key={booking.id} className="marina-event-line">
            {SERVICE_ARROWS[booking.serviceType]} {booking.ownerName}
          </span>
        ))}
      </span>
    </>
  );
}
