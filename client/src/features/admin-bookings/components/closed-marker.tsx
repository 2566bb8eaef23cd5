import type { BookingClosure } from '@shared/api/booking-views';
import { cn } from '@/lib/cn';

/** 'Deadline closed: high winds', what the marker's title and screen readers say. */
export const closedLabel = (closure: BookingClosure) =>
  closure.reason ? `Deadline closed: ${closure.reason}` : 'Deadline closed';

/**
 * The office's mark on a booking whose deadline is closed now (an office closure or a weather
 * hold): short on screen, the reason on hover and for screen readers.
 */
export function ClosedMarker({
  closure,
  showReason,
  className,
}: {
  closure: BookingClosure;
  /** Where there is room and no hover (the crew's sheet), the reason shows too. */
  showReason?: boolean;
  className?: string;
}) {
  const label = closedLabel(closure);
  const shown = showReason && closure.reason ? `Closed: ${closure.reason}` : 'Closed';
  return (
    <span
      data-testid="closed-marker"
      title={label}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border border-destructive bg-red-50 px-2 py-0.5 text-xs font-bold text-red-800 dark:bg-red-950 dark:text-red-200',
        className,
      )}
    >
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
