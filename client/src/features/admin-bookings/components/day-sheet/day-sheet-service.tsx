import type { AdminBooking } from '@shared/api/booking-views';
import { SERVICE_LABELS } from '@shared/constants';
import { titleCaseLocation } from '@shared/locations';
import { LiftMarks } from '@/components/lift-marks';
import { ServiceStatusBadge } from '@/components/service-status-badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { liftName, useLifts } from '@/lib/lifts';
import { DeadlineMarkers } from '../booking-cells';
import { SERVICE_ARROWS } from '../calendar/calendar-events';
import { TextsOnMarker } from '../texts-on-marker';
import { boatLocation, telHref } from './boat-location';
import { CompletedToggle } from './completed-toggle';
import { DaySheetBoat } from './day-sheet-boat';

/** One service on the crew's sheet: everything the yard needs, in type that reads outdoors. */
export function DaySheetService({
  booking,
  onOpen,
}: {
  booking: AdminBooking;
  onOpen: (booking: AdminBooking) => void;
}) {
  const ownerId = `owner-${booking.id}`;
  const location = boatLocation(booking.profile);
  const vib = booking.isVibMember || booking.profile?.isVibMember;
  const lift = liftName(useLifts().data, booking.liftId);
  return (
    <li
      data-testid="day-sheet-service"
      data-booking-id={booking.id}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border-2 bg-card p-4 text-card-foreground',
        booking.completed ? 'border-green-700 dark:border-green-400' : 'border-foreground/60',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span
          className={cn(
            'rounded-lg px-3 py-1 text-lg font-extrabold text-white',
            booking.serviceType === 'haul-out' ? 'bg-blue-700' : 'bg-orange-700',
          )}
        >
          <span aria-hidden="true">{SERVICE_ARROWS[booking.serviceType]} </span>
          {SERVICE_LABELS[booking.serviceType]}
        </span>
        <span className="text-lg font-bold">{booking.timeSlot}</span>
        {vib && (
          <span className="rounded-full border-2 border-foreground px-2.5 py-0.5 text-sm font-extrabold">
            VIB Member
          </span>
        )}
        <ServiceStatusBadge status={booking.serviceStatus} className="px-2.5 py-1 text-sm" />
        <DeadlineMarkers booking={booking} large />
        <LiftMarks booking={booking} large />
      </div>
      <div className="flex items-start justify-between gap-3">
        <h3 id={ownerId} className="min-w-0 text-2xl font-extrabold break-words">
          {booking.ownerName}
        </h3>
        <Button
          variant="outline"
          className="shrink-0"
          aria-describedby={ownerId}
          onClick={() => onOpen(booking)}
        >
          Details
        </Button>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-lg">
        <dt className="flex items-center font-semibold text-muted-foreground">Phone</dt>
        <dd className="flex flex-wrap items-center gap-x-3">
          <a
            href={telHref(booking.ownerPhone)}
            className="inline-flex min-h-11 items-center font-bold underline underline-offset-4 break-all"
          >
            {booking.ownerPhone}
          </a>
          <TextsOnMarker booking={booking} large />
        </dd>
        <dt className="font-semibold text-muted-foreground">Lift</dt>
        <dd className={cn('break-words', lift ? 'font-bold' : 'text-muted-foreground')}>
          {lift ?? 'Not assigned'}
        </dd>
        <DaySheetBoat boat={booking.boat} />
        <dt className="font-semibold text-muted-foreground">From</dt>
        <dd className="font-bold">{titleCaseLocation(booking.sourceSlipType)}</dd>
        <dt className="font-semibold text-muted-foreground">To</dt>
        <dd className="font-bold">{titleCaseLocation(booking.destination)}</dd>
        {location && (
          <>
            <dt className="font-semibold text-muted-foreground">Kept at</dt>
            <dd className="font-bold break-words">{location}</dd>
          </>
        )}
        {booking.specialRequests && (
          <>
            <dt className="font-semibold text-muted-foreground">Requests</dt>
            <dd className="break-words whitespace-pre-line">{booking.specialRequests}</dd>
          </>
        )}
      </dl>
      <CompletedToggle booking={booking} describedBy={ownerId} />
    </li>
  );
}
