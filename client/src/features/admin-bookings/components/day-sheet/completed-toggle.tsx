import type { AdminBooking } from '@shared/api-types';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useUpdateBookingFlags } from '../../api/update-booking-flags';

/**
 * One thumb-sized switch per service. The list flips at once (optimistic) and rolls back
 * with SPEC §8's error toast when the server refuses.
 */
export function CompletedToggle({
  booking,
  describedBy,
}: {
  booking: AdminBooking;
  describedBy: string;
}) {
  const update = useUpdateBookingFlags();
  const toggle = () => {
    const completed = !booking.completed;
    update.mutate(
      { bookingId: booking.id, flags: { completed } },
      {
        onSuccess: () =>
          toast({
            title: completed ? 'Booking marked as completed' : 'Booking marked as incomplete',
          }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: `Failed to update booking status: ${errorMessage(error, 'unknown error')}`,
            variant: 'destructive',
          }),
      },
    );
  };
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
