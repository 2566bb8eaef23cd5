import type { AdminBooking } from '@shared/api/booking-views';
import { LiftMarks } from '@/components/lift-marks';
import { Button, buttonClasses } from '@/components/ui/button';
import { telHref } from './day-sheet/boat-location';
import {
  DeadlineMarkers,
  DetailsCell,
  OwnerContactCell,
  ServiceCell,
  ServiceStatusMark,
  serviceDateText,
} from './booking-cells';
import { BoatLine } from './boat-cell';
import { CodeButton } from './code-button';
import { StatusFlags } from './status-flags';

/**
 * The form a table row takes below 1100 px: the same data and flags, stacked, every control a
 * thumb's size. Delete lives in the panel, away from the flags a finger might be aiming at.
 */
export function BookingCard(props: { booking: AdminBooking; onOpen: (b: AdminBooking) => void }) {
  const { booking } = props;
  return (
    <li
      data-testid="booking-row"
      className="flex min-w-0 flex-col gap-3 border-b border-border p-4 sm:odd:border-r"
    >
      <div className="flex items-start justify-between gap-3">
        <ServiceCell booking={booking} />
        <CodeButton booking={booking} onOpen={props.onOpen} className="min-h-11" />
      </div>
      <p className="flex flex-wrap items-center gap-2 font-semibold">
        {serviceDateText(booking)} · {booking.timeSlot}
        <DeadlineMarkers booking={booking} />
        <ServiceStatusMark booking={booking} />
      </p>
      <OwnerContactCell booking={booking} links={false} />
      <BoatLine boat={booking.boat} />
      <LiftMarks booking={booking} />
      <DetailsCell booking={booking} wrap />
      <StatusFlags booking={booking} touch />
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => props.onOpen(booking)}>
          Details
        </Button>
        {booking.ownerPhone && (
          <a
            href={telHref(booking.ownerPhone)}
            className={buttonClasses('outline')}
            aria-label={`Call ${booking.ownerName}, ${booking.ownerPhone}`}
          >
            Call
          </a>
        )}
      </div>
    </li>
  );
}
