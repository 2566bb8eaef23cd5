import type { AdminBooking } from '@shared/api/booking-views';
import { SelectField } from '@/components/ui/select';
import { liftName, useAssignLift, useLifts } from '@/lib/lifts';
import { failureText, mutateWithToasts } from '@/lib/mutate-with-toasts';

const NONE = 'none';

/**
 * The lift that serves the booking: one in service, or none. A retired lift it already has
 * stays named (and chosen) so the select never claims 'No lift' for a booking that had one.
 */
export function BookingLiftSelect({ booking }: { booking: AdminBooking }) {
  const { data: lifts, isError } = useLifts();
  const assign = useAssignLift();
  const options = [
    { value: NONE, label: 'No lift' },
    ...(lifts ?? [])
      .filter((lift) => !lift.retiredAt || lift.id === booking.liftId)
      .map((lift) => ({
        value: String(lift.id),
        label: lift.retiredAt ? `${lift.name} (retired)` : lift.name,
        disabled: Boolean(lift.retiredAt),
      })),
  ];
  const choose = (value: string) => {
    const liftId = value === NONE ? null : Number(value);
    if (liftId === booking.liftId) return;
    mutateWithToasts(
      assign,
      { bookingId: booking.id, liftId },
      {
        success: () => ({
          title: liftId === null ? 'Lift removed' : 'Lift assigned',
          description:
            liftId === null
              ? `${booking.ownerName} has no lift now.`
              : `${booking.ownerName} is on ${liftName(lifts, liftId) ?? 'the lift'}.`,
        }),
        failure: (error) => failureText('Failed to assign the lift', error),
      },
    );
  };
  return (
    <SelectField
      id={`booking-${booking.id}-lift`}
      label="Lift"
      value={lifts ? String(booking.liftId ?? NONE) : undefined}
      onValueChange={choose}
      options={options}
      placeholder={isError ? 'Lifts could not be loaded' : 'Loading lifts...'}
      disabled={!lifts || assign.isPending}
      className="max-w-xs"
    />
  );
}
