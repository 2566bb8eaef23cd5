import type { AdminBooking } from '@shared/api/booking-views';
import type { Lift } from '@shared/api/lifts';
import { misfitOf } from '@shared/lift-fit';
import { LiftMarks } from '@/components/lift-marks';
import { liftOf } from '@/lib/lifts';
import { misfitText } from '@/lib/lift-limits';

/**
 * What the crew must see before lifting: a boat over one of its lift's limits ('Too wide for
 * Travelift'), a boat whose size is not on record, and a lift the office overrode. Nothing for a
 * card with none of these.
 */
export function CardLiftFlags({
  booking,
  lifts,
}: {
  booking: AdminBooking;
  lifts: readonly Lift[];
}) {
  const lift = liftOf(lifts, booking.liftId);
  const misfit = lift && misfitOf(lift, booking.boat);
  return (
    <>
      {lift && misfit && (
        <p
          data-testid="lift-misfit"
          className="rounded-lg border-2 border-red-700 bg-red-50 px-3 py-1 text-base font-extrabold text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100"
        >
          <span aria-hidden="true">⚠ </span>
          {misfitText(misfit, lift.name)}
        </p>
      )}
      <LiftMarks booking={booking} large />
    </>
  );
}
