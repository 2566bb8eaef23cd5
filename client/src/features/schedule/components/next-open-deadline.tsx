import type { TimeSlot } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { formatServiceDate } from '@/lib/marina-dates';
import { useNextOpenDeadline } from '../api/get-next-open';

const NO_LIFT_TAKES_BOAT =
  'No lift in our yard takes this boat, on any day. Please call the office to arrange its service.';

/**
 * Under a chosen day with nothing open: when the next deadline that can be booked is, and a
 * button that picks it. Renders nothing while `from` is null (the day has something open).
 */
export function NextOpenDeadline(props: {
  from: string | null;
  /** The chosen boat: the next deadline a lift that takes it has room on. */
  boatId: number | null;
  /** No lift in service takes the chosen boat: no later deadline will either. */
  noLiftTakesBoat?: boolean;
  onChoose: (date: string, timeSlot: TimeSlot) => void;
}) {
  const { data: next, isPending, isError } = useNextOpenDeadline(props.from, props.boatId);
  if (props.from === null) return null;

  let sequel: string;
  if (props.noLiftTakesBoat) sequel = NO_LIFT_TAKES_BOAT;
  else if (isPending) sequel = 'Looking for the next open deadline...';
  else if (isError) sequel = 'The next open deadline could not be found. Please try another day.';
  else if (next)
    sequel = `The next open deadline is ${formatServiceDate(next.date, 'EEEE, MMMM d')} at ${next.timeSlot}.`;
  else sequel = 'No later deadline is open for booking yet.';

  return (
    <div
      className="flex flex-col gap-3 rounded-xl border border-border bg-muted p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="next-open-deadline"
    >
      <p className="text-sm" role="status">
        <span className="font-semibold">Nothing open on this day.</span> {sequel}
      </p>
      {next && !props.noLiftTakesBoat && (
        <Button
          variant="outline"
          className="shrink-0"
          onClick={() => props.onChoose(next.date, next.timeSlot)}
        >
          Select {formatServiceDate(next.date, 'MMM d')} at {next.timeSlot}
        </Button>
      )}
    </div>
  );
}
