import type { AdminBooking } from '@shared/api/booking-views';
import { SERVICE_STATUS_LABELS, type ServiceStatus } from '@shared/constants';
import { ServiceStatusBadge } from '@/components/service-status-badge';
import { Button } from '@/components/ui/button';
import { failureText, mutateWithToasts } from '@/lib/mutate-with-toasts';
import { allowedNextStatuses, useSetServiceStatus } from '@/lib/service-status';

/** What each step is called on its button: going back reads as the undo it is. */
const ACTION: Record<ServiceStatus, string> = {
  scheduled: 'Back to Scheduled',
  in_progress: 'Mark In progress',
  done: 'Mark Done',
  no_show: 'Mark Missed',
};

/**
 * Where the service stands, and the steps the server allows from there
 * (docs/product.md#service-status); a refusal (another screen got there first) comes back as the
 * status failure toast of docs/product.md#error-catalogue.
 */
export function ServiceStatusControl({ booking }: { booking: AdminBooking }) {
  const setStatus = useSetServiceStatus();
  const change = (status: ServiceStatus) =>
    mutateWithToasts(
      setStatus,
      { bookingId: booking.id, status },
      {
        success: () => ({
          title: `Status set to ${SERVICE_STATUS_LABELS[status]}`,
          description: `${booking.ownerName} · ${booking.confirmationCode}`,
        }),
        failure: (error) => failureText('Failed to update booking status', error),
      },
    );
  return (
    <div className="flex flex-col gap-2">
      <p className="flex items-center gap-2 text-sm">
        <span className="text-muted-foreground">Service status</span>
        <ServiceStatusBadge status={booking.serviceStatus} />
      </p>
      <div role="group" aria-label="Change service status" className="flex flex-wrap gap-2">
        {allowedNextStatuses(booking.serviceStatus).map((status) => (
          <Button
            key={status}
            variant={status === 'scheduled' ? 'outline' : 'primary'}
            size="sm"
            className="min-h-11"
            disabled={setStatus.isPending}
            onClick={() => change(status)}
          >
            {ACTION[status]}
          </Button>
        ))}
      </div>
    </div>
  );
}
