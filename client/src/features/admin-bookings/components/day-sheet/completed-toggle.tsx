import { useId } from 'react';
import type { AdminBooking } from '@shared/api/booking-views';
import { cn } from '@/lib/cn';
import { useCan } from '@/lib/roles';
import { useToggleFlag } from '../use-toggle-flag';

/** Why the crew's sheet shows Completed without letting them tick it. */
export const COMPLETED_LOCKED = 'Only the office can tick Completed. Set the status in Details.';

/**
 * One thumb-sized switch per service, with the desk's toasts: the list flips at once and
 * rolls back with the catalogued error (docs/product.md#error-catalogue) when the server refuses.
 * The crew (docs/product.md#staff-roles) sees it disabled, with why.
 */
export function CompletedToggle({
  booking,
  describedBy,
}: {
  booking: AdminBooking;
  describedBy: string;
}) {
  const toggleFlag = useToggleFlag();
  const mayTick = useCan('bookings');
  const reasonId = useId();
  const toggle = () => toggleFlag(booking, 'completed', !booking.completed);
  const button = (
    <button
      type="button"
      role="switch"
      aria-checked={booking.completed}
      aria-describedby={mayTick ? describedBy : `${describedBy} ${reasonId}`}
      disabled={!mayTick}
      onClick={toggle}
      className={cn(
        'flex min-h-16 w-full items-center justify-center gap-3 rounded-xl border-2 px-4 text-xl font-extrabold transition disabled:cursor-not-allowed',
        booking.completed
          ? 'border-green-800 bg-green-700 text-white dark:border-green-300'
          : 'border-foreground bg-card text-foreground enabled:hover:bg-muted disabled:border-dashed disabled:text-muted-foreground',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex h-8 w-8 items-center justify-center rounded-md border-2 text-2xl leading-none',
          booking.completed ? 'border-white' : 'border-foreground',
        )}
      >
        {booking.completed ? '✓' : ''}
      </span>
      Completed
    </button>
  );
  if (mayTick) return button;
  return (
    <div className="flex flex-col gap-1">
      {button}
      <p id={reasonId} className="text-base text-muted-foreground print:hidden">
        {COMPLETED_LOCKED}
      </p>
    </div>
  );
}
