import type { Booking } from '@shared/api/booking-views';
import { sizeUnknown } from '@shared/lift-fit';
import { cn } from '@/lib/cn';

const mark =
  'inline-flex max-w-full items-center rounded-lg border px-2 py-0.5 text-xs font-semibold break-words';

/**
 * What the office should look at about a booking and the lifts (docs/product.md#lifts): a boat
 * whose size is not on record (no lift can be checked against it), and a booking the office
 * put past the lift rules, with its reason. Nothing when neither applies.
 */
export function LiftMarks({
  booking,
  large,
  className,
}: {
  booking: Pick<Booking, 'boat' | 'liftOverride'>;
  /** The crew's screens: type that reads at arm's length. */
  large?: boolean;
  className?: string;
}) {
  const unknown = sizeUnknown(booking.boat);
  const override = booking.liftOverride;
  if (!unknown && !override) return null;
  const size = large ? 'px-2.5 py-1 text-sm' : undefined;
  return (
    <span className={cn('flex flex-wrap items-center gap-1.5', className)}>
      {unknown && (
        <span
          data-testid="size-unknown"
          className={cn(
            mark,
            'border-amber-500 bg-amber-50 text-amber-950 dark:border-amber-400/70 dark:bg-amber-950/50 dark:text-amber-100',
            size,
          )}
        >
          Size unknown
        </span>
      )}
      {override && (
        <span
          data-testid="lift-override"
          title={override.reason}
          className={cn(
            mark,
            'whitespace-normal border-violet-500 bg-violet-50 text-violet-950 dark:border-violet-400/70 dark:bg-violet-950/50 dark:text-violet-100',
            size,
          )}
        >
          Lift override: {override.reason}
        </span>
      )}
    </span>
  );
}
