import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { toast } from '@/components/ui/use-toast';
import { formatServiceDate } from '@/lib/marina-dates';
import { useCloseSlots, type ClosureInput } from '../api/close-slots';
import { useClosureImpact } from '../api/get-closure-impact';
import { plural } from '@/lib/plural';
import { toastFailure } from '@/lib/mutate-with-toasts';

/** 'Thursday, December 24, 2026' or '3:00 PM on Thursday, December 24, 2026'. */
export function closurePlace(date: string, timeSlot: string | null): string {
  const day = formatServiceDate(date, 'EEEE, MMMM d, yyyy');
  return timeSlot ? `the ${timeSlot} deadline on ${day}` : day;
}

function impactText(owners: number | undefined, bookings: number | undefined): string {
  if (owners === undefined || bookings === undefined) return 'Counting booked owners...';
  if (owners === 0) return 'No owner is booked then, so nobody is emailed.';
  const booked = bookings === owners ? '' : ` (${plural(bookings, 'booking')})`;
  return `This affects ${plural(owners, 'booked owner')}${booked}. They will be emailed that it is closed; their bookings stay until they or the office move them.`;
}

/** Confirms a closure, saying how many booked owners it affects and that they will be emailed. */
export function CloseSlotsDialog(props: { closure: ClosureInput | null; onDone: () => void }) {
  const { closure } = props;
  const impact = useClosureImpact(closure?.date ?? '', closure?.timeSlot ?? null, closure !== null);
  const close = useCloseSlots();
  const counted = impact.isFetching ? undefined : impact.data;

  const confirm = () => {
    if (!closure) return;
    close.mutate(closure, {
      onSuccess: ({ notified }) => {
        props.onDone();
        toast({
          title: 'Closed',
          description: `${closurePlace(closure.date, closure.timeSlot)} (${closure.reason}). ${notified === 0 ? 'Nobody was booked.' : `${plural(notified, 'email')} to booked owners on the way.`}`,
        });
      },
      onError: (error) => {
        props.onDone();
        toastFailure('Failed to close', error);
      },
    });
  };

  let description = '';
  if (closure) {
    const counts = impact.isError
      ? 'The booked owners could not be counted; those booked will still be emailed.'
      : impactText(counted?.owners, counted?.bookings);
    description = `Close ${closurePlace(closure.date, closure.timeSlot)} for "${closure.reason}"? ${counts}`;
  }

  return (
    <ConfirmDialog
      open={closure !== null}
      onOpenChange={(open) => !open && props.onDone()}
      title={closure?.timeSlot ? 'Close this deadline?' : 'Close this date?'}
      description={description}
      cancelLabel="Keep Open"
      actionLabel={counted?.bookings ? 'Close and Email Owners' : 'Close'}
      onAction={confirm}
      destructive
      pending={counted === undefined && !impact.isError}
      busy={close.isPending}
      busyLabel="Closing..."
    />
  );
}
