import type { OverbookedDeadline } from '@shared/api/capacity';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { formatServiceDate } from '@/lib/marina-dates';
import { plural } from '@/lib/plural';

/** Past this many deadlines the warning says how many more, not each one. */
const SHOWN = 5;

/** 'December 4 at 10:00 AM has 3 bookings: Ann Lee (ABC123), Bo Ray (XYZ789), …'. */
export function overbookedLine(deadline: OverbookedDeadline): string {
  const who = deadline.bookings.map((b) => `${b.ownerName} (${b.confirmationCode})`).join(', ');
  const when = formatServiceDate(deadline.date, 'EEEE, MMMM d');
  return `${when} at ${deadline.timeSlot} has ${plural(deadline.bookings.length, 'booking')}: ${who}.`;
}

export interface OverbookedWarning {
  /** What is being lowered, e.g. 'the 10:00 AM deadline'. */
  what: string;
  capacity: number;
  deadlines: OverbookedDeadline[];
}

/**
 * Before a capacity is lowered below what is already booked: names those bookings and says
 * truthfully what happens (docs/product.md#capacity): they stay booked, and the deadline takes no
 * new bookings until it is back under the new capacity.
 */
export function OverbookedDialog(props: {
  warning: OverbookedWarning | null;
  onSave: () => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const { warning } = props;
  const more = warning ? warning.deadlines.length - SHOWN : 0;
  return (
    <ConfirmDialog
      open={warning !== null}
      onOpenChange={(open) => !open && props.onCancel()}
      title={warning ? `Lower ${warning.what} to ${warning.capacity}?` : ''}
      description={
        warning && (
          <>
            <span className="block">
              {warning.deadlines.length === 1
                ? 'One deadline already has more bookings than that:'
                : `${warning.deadlines.length} deadlines already have more bookings than that:`}
            </span>
            {warning.deadlines.slice(0, SHOWN).map((deadline) => (
              <span
                key={`${deadline.date} ${deadline.timeSlot}`}
                data-testid="overbooked-deadline"
                className="mt-2 block font-medium text-foreground"
              >
                {overbookedLine(deadline)}
              </span>
            ))}
            {more > 0 && <span className="mt-2 block">…and {plural(more, 'more deadline')}.</span>}
            <span className="mt-3 block">
              These bookings stay booked and nobody is emailed. Those deadlines take no new bookings
              until cancellations or moves bring them under {warning.capacity}.
            </span>
          </>
        )
      }
      cancelLabel="Cancel"
      actionLabel="Save anyway"
      busyLabel="Saving..."
      onAction={props.onSave}
      busy={props.busy}
    />
  );
}
