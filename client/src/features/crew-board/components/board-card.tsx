import type { AdminBooking } from '@shared/api/booking-views';
import type { Lift } from '@shared/api/lifts';
import { LOCATION_LABELS, SERVICE_LABELS } from '@shared/constants';
import { LiftOverrideForm } from '@/components/lift-override-form';
import { ServiceStatusBadge } from '@/components/service-status-badge';
import { cn } from '@/lib/cn';
import { boatDetails, telHref } from '../boat-details';
import { BoardCardBoat } from './board-card-boat';
import { CardFailureNote } from './card-failure-note';
import { CardLiftFlags } from './card-lift-flags';
import { LiftSelect } from './lift-select';
import { StatusButtons } from './status-buttons';
import { useCardActions } from './use-card-actions';

const ARROWS = { 'haul-out': '↑', launch: '↓' } as const;

const edge: Record<AdminBooking['serviceStatus'], string> = {
  scheduled: 'border-foreground/50',
  in_progress: 'border-amber-600 dark:border-amber-400',
  done: 'border-green-700 dark:border-green-400',
  no_show: 'border-red-700 dark:border-red-400',
};

/** One boat on the board: who, how to reach them, what moves where, and the crew's taps. */
export function BoardCard({ booking, lifts }: { booking: AdminBooking; lifts: readonly Lift[] }) {
  const actions = useCardActions(booking.id);
  const ownerId = `board-owner-${booking.id}`;
  const keptAt = boatDetails(booking.profile);
  return (
    <li
      data-testid="board-card"
      data-booking-id={booking.id}
      data-status={booking.serviceStatus}
      aria-labelledby={ownerId}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border-2 border-l-8 bg-card p-4 text-card-foreground shadow-sm',
        edge[booking.serviceStatus],
      )}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span
          className={cn(
            'rounded-lg px-2.5 py-0.5 text-base font-extrabold text-white',
            booking.serviceType === 'haul-out' ? 'bg-blue-700' : 'bg-orange-700',
          )}
        >
          <span aria-hidden="true">{ARROWS[booking.serviceType]} </span>
          {SERVICE_LABELS[booking.serviceType]}
        </span>
        <span className="text-lg font-bold">{booking.timeSlot}</span>
        <ServiceStatusBadge status={booking.serviceStatus} className="px-2.5 py-1 text-sm" />
      </div>
      <h3 id={ownerId} className="text-xl font-extrabold break-words">
        {booking.ownerName}
      </h3>
      <CardLiftFlags booking={booking} lifts={lifts} />
      <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-3 gap-y-1 text-base">
        <dt className="font-semibold text-muted-foreground">Phone</dt>
        <dd>
          <a
            href={telHref(booking.ownerPhone)}
            className="-my-2 inline-flex min-h-11 min-w-11 items-center font-bold underline underline-offset-4 break-all"
          >
            {booking.ownerPhone}
          </a>
        </dd>
        <dt className="font-semibold text-muted-foreground">Move</dt>
        <dd className="font-bold">
          {LOCATION_LABELS[booking.sourceSlipType]} <span aria-hidden="true">→</span>
          <span className="sr-only">to</span> {LOCATION_LABELS[booking.destination]}
        </dd>
        <BoardCardBoat boat={booking.boat} />
        {keptAt && (
          <>
            <dt className="font-semibold text-muted-foreground">Kept at</dt>
            <dd className="break-words">{keptAt}</dd>
          </>
        )}
        {booking.specialRequests && (
          // Under its label, across the card: a long request reads better at full width.
          <>
            <dt className="col-span-2 font-semibold text-muted-foreground">Requests</dt>
            <dd className="col-span-2 break-words whitespace-pre-line">
              {booking.specialRequests}
            </dd>
          </>
        )}
      </dl>
      <LiftSelect
        id={`board-lift-${booking.id}`}
        liftId={booking.liftId}
        lifts={lifts}
        disabled={actions.liftPending}
        onChange={(liftId) => actions.assignLift(liftId)}
      />
      {actions.liftRefusal && (
        <LiftOverrideForm
          id={`board-override-${booking.id}`}
          refusal={actions.liftRefusal}
          pending={actions.liftPending}
          describedBy={ownerId}
          onOverride={(reason) => actions.assignLift(actions.liftRefusal!.liftId, reason)}
          onCancel={actions.dismissRefusal}
        />
      )}
      <StatusButtons
        status={booking.serviceStatus}
        pending={actions.pendingStatus}
        describedBy={ownerId}
        onChoose={actions.setStatus}
      />
      {actions.failure && <CardFailureNote failure={actions.failure} describedBy={ownerId} />}
    </li>
  );
}
