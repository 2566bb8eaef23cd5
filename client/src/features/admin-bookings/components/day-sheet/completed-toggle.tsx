import type { AdminBooking } from '@shared/api/booking-views';
import { cn } from '@/lib/cn';
import { useToggleFlag } from '../use-toggle-flag';

/**
 * One thumb-sized switch per service, with the desk's toasts: the list flips at once and
 * rolls back with the catalogued error (docs/product.md#error-catalogue) when the server refuses.
 */
export function CompletedToggle({
  booking,
  describedBy,
}: {
  booking: AdminBooking;
  describedBy: string;
}) {
  const toggleFlag = useToggleFlag();
  const toggle = () => toggleFlag(booking, 'completed', !booking.completed);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={booking.completed}
      aria-describedby={describedBy}
      onClick={toggle}
      className={cn(
        'flex min-h-16 w-full items-center justify-center gap-3 rounded-xl border-2 px-4 text-xl font-extrabold transition',
        booking.completed
          ? 'border-green-800 bg-green-700 text-white dark:border-green-300'
          : 'border-foreground bg-card text-foreground hover:bg-muted',
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
}
