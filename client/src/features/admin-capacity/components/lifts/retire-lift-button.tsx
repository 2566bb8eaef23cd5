import type { Lift, LiftConflict } from '@shared/api/lifts';
import { DeleteButton } from '@/components/delete-button';
import { toast } from '@/components/ui/use-toast';
import { useRetireLift } from '../../api/retire-lift';

/**
 * Retire, after a confirm: the lift leaves the board and the selects, its bookings keep it; the
 * upcoming bookings no other lift can take go to `onConflicts`.
 */
export function RetireLiftButton(props: {
  lift: Lift;
  onConflicts: (conflicts: LiftConflict[]) => void;
}) {
  const { lift } = props;
  const retire = useRetireLift();
  return (
    <DeleteButton
      label="Retire"
      ariaLabel={`Retire ${lift.name}`}
      title={`Retire ${lift.name}?`}
      description="It leaves the crew board and can no longer be assigned. Bookings it served keep it in their history."
      cancelLabel="Keep Lift"
      actionLabel="Retire Lift"
      busyLabel="Retiring..."
      failure="Failed to retire lift"
      // The row leaves the list once retired: the section, which stays, keeps the conflicts.
      remove={async () => props.onConflicts((await retire.mutateAsync(lift.id)).conflicts)}
      busy={retire.isPending}
      onDeleted={() =>
        toast({ title: 'Lift retired', description: `${lift.name} is out of service.` })
      }
    />
  );
}
