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

  // mutateAsync, not mutate's callbacks: the row (and this button) leaves the list on success,
  // and callbacks given to mutate never run once their component has unmounted.
  const confirm = async () => {
    try {
      await remove.mutateAsync(booking.id);
      toast({ title: 'Booking deleted', description: `${booking.confirmationCode} was deleted.` });
      props.onDeleted?.();
    } catch (error) {
      toast({
        title: 'Error',
        description: `Failed to delete booking: ${errorMessage(error, 'unknown error')}`,
        variant: 'destructive',
      });
    } finally {
      setOpen(false);
    }
  };

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
        onOpenChange={setOpen}
        title="Delete this booking?"
        description={`The ${SERVICE_LABELS[booking.serviceType].toLowerCase()} for ${booking.ownerName} on ${serviceDateText(booking)} at ${booking.timeSlot} (${booking.confirmationCode}) is cancelled, its slot is freed and the owner is emailed. This action cannot be undone.`}
        cancelLabel="Keep Booking"
        actionLabel="Delete Booking"
        busyLabel="Deleting..."
        onAction={confirm}
        destructive
        busy={remove.isPending}
      />
    </span>
  );
}
