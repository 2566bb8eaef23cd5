import type { Lift } from '@shared/api/lifts';
import { DeleteButton } from '@/components/delete-button';
import { toast } from '@/components/ui/use-toast';
import { useRetireLift } from '@/lib/lifts';

/** Retire, after a confirm: the lift leaves the board and the selects, its bookings keep it. */
export function RetireLiftButton({ lift }: { lift: Lift }) {
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
      remove={() => retire.mutateAsync(lift.id)}
      busy={retire.isPending}
      onDeleted={() =>
        toast({ title: 'Lift retired', description: `${lift.name} is out of service.` })
      }
    />
  );
}
