import type { AdminBooking } from '@shared/api/booking-views';
import { SERVICE_LABELS } from '@shared/constants';
import { DeleteButton } from '@/components/delete-button';
import { toast } from '@/components/ui/use-toast';
import { useDeleteBooking } from '../api/delete-booking';
import { serviceDateText } from './booking-cells';

/**
 * The panel's Delete, after a confirm dialog; 'Failed to delete booking'
 * (docs/product.md#error-catalogue) when the server refuses.
 */
export function DeleteBookingButton(props: { booking: AdminBooking; onDeleted: () => void }) {
  const { booking } = props;
  const remove = useDeleteBooking();
  return (
    <DeleteButton
      placement="panel"
      label="Delete"
      ariaLabel={`Delete booking ${booking.confirmationCode}`}
      title="Delete this booking?"
      description={`The ${SERVICE_LABELS[booking.serviceType].toLowerCase()} for ${booking.ownerName} on ${serviceDateText(booking)} at ${booking.timeSlot} (${booking.confirmationCode}) is cancelled, its slot is freed and the owner is emailed. This action cannot be undone.`}
      cancelLabel="Keep Booking"
      actionLabel="Delete Booking"
      failure="Failed to delete booking"
      remove={() => remove.mutateAsync(booking.id)}
      busy={remove.isPending}
      onDeleted={() => {
        toast({
          title: 'Booking deleted',
          description: `${booking.confirmationCode} was deleted.`,
        });
        props.onDeleted();
      }}
    />
  );
}
