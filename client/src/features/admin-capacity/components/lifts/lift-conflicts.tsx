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

/**
 * The upcoming bookings a lift's change or retirement left without a lift that fits them
 * (docs/product.md#lifts): nothing moves by itself, so the office sees each, with a link to it,
 * until it dismisses the list or the next change answers again.
 */
export function LiftConflicts(props: {
  conflicts: readonly LiftConflict[];
  onDismiss: () => void;
}) {
  if (props.conflicts.length === 0) return null;
  return (
    <div
      data-testid="lift-conflicts"
      className="flex flex-col gap-3 rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-500/60 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <h3 id="lift-conflicts-title" className="font-semibold">
        These bookings no longer fit a lift:
      </h3>
      <ul aria-labelledby="lift-conflicts-title" className="flex flex-col gap-2">
        {props.conflicts.map((conflict) => (
          <li key={conflict.id} data-testid="lift-conflict" className="break-words">
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
      <p>Move each to another deadline, or put it on a lift with an override on the crew board.</p>
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
