import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { WaitlistEntry } from '@shared/api/waitlist';
import { titleCaseLocation } from '@shared/locations';
import { waitlistPositionText } from '@shared/messages/waitlist';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { formatServiceDate } from '@/lib/marina-dates';
import { OFFLINE_NOTE_ID } from '@/lib/use-offline-copy';
import { queryKeys } from '@/lib/query-keys';
import { useLeaveWaitlist, useWaitlist } from '@/lib/waitlist';
import { ServiceCard } from './service-card';
import { toastFailure } from '@/lib/mutate-with-toasts';

const serviceName = (entry: WaitlistEntry) =>
  entry.serviceType === 'haul-out' ? 'haul out' : 'launch';

/**
 * The owner's waitlist entries on /my-bookings: each full deadline they queue for, their
 * place in line, and Leave. Shown only while there are some.
 */
export function WaitlistSection({
  userId,
  offline = false,
}: {
  userId: number | undefined;
  /** The list is the offline copy: Leave waits for a connection. */
  offline?: boolean;
}) {
  const { data: entries = [] } = useWaitlist(userId, { live: true });
  const leave = useLeaveWaitlist(userId);
  const [toLeave, setToLeave] = useState<WaitlistEntry | null>(null);
  useBookingsFollowPromotions(entries, userId);

  if (entries.length === 0) return null;

  const confirmLeave = () => {
    if (!toLeave) return;
    leave.mutate(toLeave.id, {
      onSuccess: () => {
        toast({
          title: 'You left the waitlist',
          description: `You are no longer waiting for the ${serviceName(toLeave)} on ${formatServiceDate(toLeave.bookingDate, 'EEEE, MMMM d')} at ${toLeave.timeSlot}.`,
        });
        setToLeave(null);
      },
      onError: (error) => {
        toastFailure('Failed to leave the waitlist', error);
        setToLeave(null);
      },
    });
  };

  return (
    <section aria-labelledby="waitlist-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="waitlist-heading" tabIndex={-1} className="text-xl font-bold outline-none">
          Waitlist
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Full deadlines you are waiting for. If a place opens, it is booked for you in turn and you
          get the confirmation by email.
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {entries.map((entry) => (
          <ServiceCard
            key={entry.id}
            service={entry}
            corner={
              <span className="rounded-full bg-muted px-3 py-1 text-sm font-bold">
                {waitlistPositionText(entry.position)}
              </span>
            }
            details={[
              ['From', titleCaseLocation(entry.sourceSlipType)],
              ['To', titleCaseLocation(entry.destination)],
            ]}
            boat={entry.boat}
            testId="waitlist-card"
          >
            <Button
              variant="outline"
              className="mt-auto"
              onClick={() => setToLeave(entry)}
              disabled={offline}
              aria-describedby={offline ? OFFLINE_NOTE_ID : undefined}
            >
              Leave
            </Button>
          </ServiceCard>
        ))}
      </div>
      <ConfirmDialog
        open={toLeave !== null}
        onOpenChange={(open) => !open && setToLeave(null)}
        title="Leave the waitlist?"
        description={
          toLeave
            ? `You will give up your place in line (${waitlistPositionText(toLeave.position).toLowerCase()}) for the ${serviceName(toLeave)} on ${formatServiceDate(toLeave.bookingDate, 'EEEE, MMMM d')} at ${toLeave.timeSlot}.`
            : 'You will give up your place in line.'
        }
        cancelLabel="Stay in Line"
        actionLabel="Leave Waitlist"
        busyLabel="Leaving..."
        onAction={confirmLeave}
        destructive
        busy={leave.isPending}
        // The left entry's card is gone: focus goes to the list, or the page when it emptied.
        returnFocusFallback={() =>
          document.getElementById('waitlist-heading') ?? document.querySelector('h1')
        }
      />
    </section>
  );
}

/**
 * An entry gone from a re-read (not by Leave) may have become a booking: the booking lists
 * are read again, so it shows there at once.
 */
function useBookingsFollowPromotions(entries: WaitlistEntry[], userId: number | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef<Set<number> | null>(null);
  useEffect(() => {
    const ids = new Set(entries.map((entry) => entry.id));
    const previous = seen.current;
    seen.current = ids;
    if (previous && [...previous].some((id) => !ids.has(id))) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.userBookings(userId) });
    }
  }, [entries, queryClient, userId]);
}
