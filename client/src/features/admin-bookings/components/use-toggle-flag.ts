import type { AdminBooking } from '@shared/api/booking-views';
import { toast } from '@/components/ui/use-toast';
import { toastFailure } from '@/lib/mutate-with-toasts';
import { useUpdateBookingFlags } from '../api/update-booking-flags';

export type FlagName = 'isOneWay' | 'isBothWays' | 'completed';

/** The confirmations of docs/product.md#states: [when set, when cleared]. */
const MESSAGES: Record<FlagName, [string, string]> = {
  completed: ['Booking marked as completed', 'Booking marked as incomplete'],
  isOneWay: ['Booking marked as one-way', 'One-way status removed'],
  isBothWays: ['Booking marked as both ways', 'Both ways status removed'],
};

export const flagMessage = (flag: FlagName, value: boolean) => MESSAGES[flag][value ? 0 : 1];

export const FLAG_LABELS: Record<FlagName, string> = {
  isOneWay: 'One-Way',
  isBothWays: 'Both Ways',
  completed: 'Completed',
};
export const FLAG_NAMES = Object.keys(FLAG_LABELS) as FlagName[];

/** Why the crew sees the flags without changing them (docs/product.md#staff-roles). */
export const FLAGS_LOCKED = 'Only the office can change One-Way, Both Ways and Completed.';

/** Flips one flag of a booking at once, then confirms or reports it in a toast. */
export function useToggleFlag() {
  const update = useUpdateBookingFlags();
  return (booking: AdminBooking, flag: FlagName, value: boolean) =>
    update.mutate(
      { bookingId: booking.id, flags: { [flag]: value } },
      {
        onSuccess: () => toast({ title: flagMessage(flag, value) }),
        onError: (error) => toastFailure('Failed to update booking status', error),
      },
    );
}
