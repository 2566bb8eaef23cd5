import { useState } from 'react';
import type { AdminBooking } from '@shared/api-types';
import { SERVICE_LABELS } from '@shared/constants';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDeleteBooking } from '../api/delete-booking';
import { serviceDateText } from './booking-cells';

/** Delete with a confirm dialog; SPEC §8's 'Failed to delete booking' when the server refuses. */
export function DeleteBookingButton(props: { booking: AdminBooking; onDeleted?: () => void }) {
  const { booking } = props;
  const [open, setOpen] = useState(false);
  const remove = useDeleteBooking();

  const confirm = () =>
    remove.mutate(booking.id, {
      onSuccess: () => {
        setOpen(false);
        toast({
          title: 'Booking deleted',
          description: `${booking.confirmationCode} was deleted.`,
        });
        props.onDeleted?.();
      },
      onError: (error) => {
        setOpen(false);
        toast({
          title: 'Error',
          description: `Failed to delete booking: ${errorMessage(error, 'unknown error')}`,
          variant: 'destructive',
        });
      },
    });

  return (
    // The dialog is portalled, but React still bubbles its clicks to the row that opens the panel.
    <span onClick={(event) => event.stopPropagation()} className="contents">
      <Button
        variant="outlineDestructive"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`Delete booking ${booking.confirmationCode}`}
      >
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !remove.isPending && setOpen(next)}
        title="Delete this booking?"
        description={`The ${SERVICE_LABELS[booking.serviceType].toLowerCase()} for ${booking.ownerName} on ${serviceDateText(booking)} at ${booking.timeSlot} (${booking.confirmationCode}) is cancelled, its slot is freed and the owner is emailed. This action cannot be undone.`}
        cancelLabel="Keep Booking"
        actionLabel={remove.isPending ? 'Deleting...' : 'Delete Booking'}
        onAction={confirm}
        destructive
        pending={remove.isPending}
      />
    </span>
  );
}
