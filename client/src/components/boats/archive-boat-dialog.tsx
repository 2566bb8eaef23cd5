import type { Boat } from '@shared/api/boats';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { toast } from '@/components/ui/use-toast';
import { useArchiveBoat } from '@/lib/boats';
import { toastFailure } from '@/lib/mutate-with-toasts';

/** Archive asks first: a sold boat leaves the owner's choices for good, its bookings keep it. */
export function ArchiveBoatDialog(props: {
  boat: Boat | null;
  onClose: () => void;
  /** Where focus goes once the archived boat's row (and its Archive button) is gone. */
  focusAfter: () => HTMLElement | null;
}) {
  const archive = useArchiveBoat();
  const { boat } = props;
  const confirm = () => {
    if (!boat) return;
    archive.mutate(boat.id, {
      onSuccess: (archived) => {
        toast({
          title: 'Boat archived',
          description: `${archived.name} can no longer be booked.`,
        });
        props.onClose();
      },
      onError: (error) => {
        toastFailure('Failed to archive the boat', error);
        props.onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={boat !== null}
      onOpenChange={(open) => !open && props.onClose()}
      title={boat ? `Archive ${boat.name}?` : 'Archive this boat?'}
      description="Its bookings keep it, but it can no longer be booked. Archive a boat you sold or no longer keep here."
      cancelLabel="Keep boat"
      actionLabel="Archive boat"
      busyLabel="Archiving…"
      destructive
      busy={archive.isPending}
      onAction={confirm}
      returnFocusFallback={props.focusAfter}
    />
  );
}
