import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useClearBookings } from '../api/clear-bookings';
import { adminBookingsQueryOptions } from '../api/get-admin-bookings';

/** How many active bookings there are, whatever the list shows: one row is enough to read total. */
function useActiveCount(enabled: boolean) {
  return useQuery({ ...adminBookingsQueryOptions({ limit: 1 }), enabled });
}

function describe(total: number | undefined): string {
  if (total === undefined) return 'Counting active bookings...';
  const what =
    total === 1 ? '1 active booking' : `all ${total.toLocaleString('en-US')} active bookings`;
  return `This cancels ${what}, past and upcoming, and frees their slots. Owners are not emailed. This action cannot be undone.`;
}

export function ClearAllBookings() {
  const [open, setOpen] = useState(false);
  const count = useActiveCount(open);
  const clear = useClearBookings();
  const total = count.isFetching ? undefined : count.data?.total;

  const confirm = () =>
    clear.mutate(undefined, {
      onSuccess: ({ cleared }) => {
        setOpen(false);
        toast({ title: 'Bookings cleared', description: `${cleared} bookings cancelled.` });
      },
      onError: (error) => {
        setOpen(false);
        toast({
          title: 'Error',
          description: `Failed to clear bookings: ${errorMessage(error, 'unknown error')}`,
          variant: 'destructive',
        });
      },
    });

  return (
    <>
      <Button variant="outlineDestructive" onClick={() => setOpen(true)}>
        Clear All Bookings
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Clear all bookings?"
        description={describe(total)}
        cancelLabel="Keep Bookings"
        actionLabel="Clear All Bookings"
        busyLabel="Clearing..."
        onAction={confirm}
        destructive
        pending={total === undefined}
        busy={clear.isPending}
      />
    </>
  );
}
