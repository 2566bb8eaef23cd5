import { useState } from 'react';
import type { AdminBooking } from '@shared/api/booking-views';
import { SERVICE_LABELS } from '@shared/constants';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDeleteBooking } from '../api/delete-booking';
import { serviceDateText } from './booking-cells';

/**
 * The panel's Delete, after a confirm dialog; SPEC §8's 'Failed to delete booking' when the
 * server refuses.
 */
export function DeleteBookingButton(props: { booking: AdminBooking; onDeleted: () => void }) {
  const { booking } = props;
  const remove = useDeleteBooking();
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    try {
      // mutateAsync: the panel may close before a mutate callback could run.
      await remove.mutateAsync(booking.id);
      toast({ title: 'Booking deleted', description: `${booking.confirmationCode} was deleted.` });
      props.onDeleted();
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
    <>
      <Button
        variant="outlineDestructive"
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
        onAction={() => void confirm()}
        destructive
        busy={remove.isPending}
      />
    </>
  );
}
