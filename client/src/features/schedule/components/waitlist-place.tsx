import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { WaitlistEntry } from '@shared/api/waitlist';
import { SERVICE_LABELS } from '@shared/constants';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button, buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { formatServiceDate } from '@/lib/marina-dates';
import { paths } from '@/lib/paths';
import { useLeaveWaitlist } from '@/lib/waitlist';
import { toastFailure } from '@/lib/mutate-with-toasts';

export const placeInLineText = (position: number) => `You're number ${position} in line`;

const deadlineText = (entry: WaitlistEntry) =>
  `${SERVICE_LABELS[entry.serviceType].toLowerCase()} on ${formatServiceDate(entry.bookingDate, 'EEEE, MMMM d')} at ${entry.timeSlot}`;

/**
 * Where the submit button stands when the owner already queues for the chosen deadline: their
 * place in line, Leave, and the way to My Services. Takes focus when it replaces the Join
 * waitlist button the owner just pressed.
 */
export function WaitlistPlace(props: {
  entry: WaitlistEntry;
  userId: number | undefined;
  justJoined: boolean;
  /** Where focus goes after leaving, when this panel is gone. */
  afterLeave: () => HTMLElement | null;
}) {
  const { entry } = props;
  const leave = useLeaveWaitlist(props.userId);
  const [confirming, setConfirming] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (props.justJoined) panel.current?.focus();
  }, [props.justJoined]);

  // mutateAsync: the entry leaves the list (and this panel unmounts) before the request's end is
  // reported, and a mutate() callback would not run for an unmounted component.
  const confirmLeave = async () => {
    try {
      await leave.mutateAsync(entry.id);
      toast({
        title: 'You left the waitlist',
        description: `You are no longer waiting for the ${deadlineText(entry)}.`,
      });
    } catch (error) {
      toastFailure('Failed to leave the waitlist', error);
    }
    setConfirming(false);
  };

  return (
    <div
      ref={panel}
      tabIndex={-1}
      className="flex flex-col gap-3 rounded-xl border-2 border-dashed border-primary/60 p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      data-testid="waitlist-place"
    >
      <p role="status" className="flex flex-col gap-1">
        <span className="text-lg font-bold">{placeInLineText(entry.position)}</span>
        <span className="text-sm text-muted-foreground">
          for the {deadlineText(entry)}. If a place opens, it is booked for you in turn and you get
          the confirmation by email.
        </span>
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" className="flex-1" onClick={() => setConfirming(true)}>
          Leave
        </Button>
        <Link to={paths.myBookings} className={`${buttonClasses('outline')} flex-1`}>
          My Services
        </Link>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Leave the waitlist?"
        description={`You will give up your place in line (number ${entry.position}) for the ${deadlineText(entry)}.`}
        cancelLabel="Stay in Line"
        actionLabel="Leave Waitlist"
        busyLabel="Leaving..."
        onAction={() => void confirmLeave()}
        destructive
        busy={leave.isPending}
        returnFocusFallback={props.afterLeave}
      />
    </div>
  );
}
