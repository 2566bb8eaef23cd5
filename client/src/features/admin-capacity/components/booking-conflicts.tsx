import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { LiftConflict } from '@shared/api/lifts';
import { Button } from '@/components/ui/button';
import { formatServiceDate } from '@/lib/marina-dates';
import { paths } from '@/lib/paths';

const REASONS: Record<LiftConflict['reason'], string> = {
  no_lift_fits: 'no lift in service takes the boat',
  lift_full: 'the lifts that take the boat are full',
  slot_full: 'the deadline has fewer places than bookings now',
};

/** The booking in the Bookings tab, found by its code as the office searches for it. */
const bookingHref = (code: string) => `${paths.admin}?q=${encodeURIComponent(code)}`;

/** What the office can do: move each, and the way out the change's reasons leave. */
function advice(conflicts: readonly LiftConflict[]): string {
  const ways = ['Move each to another deadline'];
  if (conflicts.some((conflict) => conflict.reason !== 'slot_full'))
    ways.push('put it on a lift with an override on the crew board');
  if (conflicts.some((conflict) => conflict.reason === 'slot_full'))
    ways.push('give its deadline more places');
  return `${ways.join(', or ')}.`;
}

/**
 * The upcoming bookings a change left without a place (docs/product.md#lifts): a lift narrowed,
 * loaded less or retired, or a deadline's capacity lowered below what it holds. Nothing moves by
 * itself, so the office sees each, with a link to it, until it dismisses the list or the next
 * change answers again.
 */
export function BookingConflicts(props: {
  conflicts: readonly LiftConflict[];
  onDismiss: () => void;
}) {
  const titleId = useId();
  if (props.conflicts.length === 0) return null;
  return (
    <div
      data-testid="booking-conflicts"
      className="flex flex-col gap-3 rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-500/60 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <h3 id={titleId} className="font-semibold">
        These bookings no longer have a place:
      </h3>
      <ul aria-labelledby={titleId} className="flex flex-col gap-2">
        {props.conflicts.map((conflict) => (
          <li key={conflict.id} data-testid="booking-conflict" className="break-words">
            <Link
              to={bookingHref(conflict.confirmationCode)}
              className="font-semibold underline underline-offset-2"
            >
              {conflict.ownerName}
              {conflict.boatName && ` · ${conflict.boatName}`}
            </Link>{' '}
            · {formatServiceDate(conflict.bookingDate, 'EEE, MMM d')} at {conflict.timeSlot} ·{' '}
            {REASONS[conflict.reason]}
          </li>
        ))}
      </ul>
      <p>{advice(props.conflicts)}</p>
      <Button
        variant="outline"
        size="sm"
        className="self-start max-md:min-h-11"
        onClick={props.onDismiss}
      >
        Dismiss
      </Button>
    </div>
  );
}
