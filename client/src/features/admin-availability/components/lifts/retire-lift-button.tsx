import { useState } from 'react';
import type { Lift } from '@shared/api/lifts';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useRetireLift } from '@/lib/lifts';

/** Retire, after a confirm: the lift leaves the board and the selects, its bookings keep it. */
export function RetireLiftButton({ lift }: { lift: Lift }) {
  const [open, setOpen] = useState(false);
  const retire = useRetireLift();
  // mutateAsync: the row moves to the retired list (a new component) once the list refetches.
  const confirm = () =>
    retire
      .mutateAsync(lift.id)
      .then(
        () => toast({ title: 'Lift retired', description: `${lift.name} is out of service.` }),
        (error: unknown) =>
          toast({
            title: 'Error',
            description: `Failed to retire lift: ${errorMessage(error, 'unknown error')}`,
            variant: 'destructive',
          }),
      )
      .finally(() => setOpen(false));
  return (
    <>
      <Button
        variant="outlineDestructive"
        size="sm"
        className="max-md:min-h-11"
        onClick={() => setOpen(true)}
        aria-label={`Retire ${lift.name}`}
      >
        Retire
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Retire ${lift.name}?`}
        description="It leaves the crew board and can no longer be assigned. Bookings it served keep it in their history."
        cancelLabel="Keep Lift"
        actionLabel="Retire Lift"
        busyLabel="Retiring..."
        onAction={() => void confirm()}
        destructive
        busy={retire.isPending}
      />
    </>
  );
}
