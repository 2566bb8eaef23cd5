import { useState } from 'react';
import type { AdminBooking } from '@shared/api/booking-views';
import { LiftOverrideForm } from '@/components/lift-override-form';
import { SelectField } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import {
  liftName,
  liftRefusalOf,
  useAssignLift,
  useLifts,
  type LiftAssignment,
  type LiftRefusal,
} from '@/lib/lifts';
import { toastFailure } from '@/lib/mutate-with-toasts';

const NONE = 'none';

/**
 * The lift that serves the booking: one in service, or none. A retired lift it already has
 * stays named (and chosen) so the select never claims 'No lift' for a booking that had one.
 * A lift refused for the boat's size or the lift's load (docs/product.md#lifts) offers the
 * override with a reason, as the crew board's card does.
 */
export function BookingLiftSelect({ booking }: { booking: AdminBooking }) {
  const { data: lifts, isError } = useLifts();
  const assign = useAssignLift();
  const [refusal, setRefusal] = useState<LiftRefusal | null>(null);
  const id = `booking-${booking.id}-lift`;
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

  // The refusal of the rules is answered in place, not in a toast; an override that fails
  // keeps its form (and the reason typed) for another try.
  const send = (assignment: LiftAssignment) => {
    const { liftId, overrideReason } = assignment;
    assign.mutate(assignment, {
      onSuccess: () => {
        setRefusal(null);
        toast({
          title: liftId === null ? 'Lift removed' : 'Lift assigned',
          description:
            liftId === null
              ? `${booking.ownerName} has no lift now.`
              : `${booking.ownerName} is on ${liftName(lifts, liftId) ?? 'the lift'}.`,
        });
      },
      onError: (error) => {
        const refused = overrideReason === undefined ? liftRefusalOf(error, liftId) : null;
        if (refused) setRefusal(refused);
        else toastFailure('Failed to assign the lift', error);
      },
    });
  };

  const choose = (value: string) => {
    const liftId = value === NONE ? null : Number(value);
    if (liftId === booking.liftId) return;
    setRefusal(null);
    send({ bookingId: booking.id, liftId });
  };

  return (
    <div className="flex flex-col gap-3">
      <SelectField
        id={id}
        label="Lift"
        value={lifts ? String(booking.liftId ?? NONE) : undefined}
        onValueChange={choose}
        options={options}
        placeholder={isError ? 'Lifts could not be loaded' : 'Loading lifts...'}
        disabled={!lifts || assign.isPending}
        className="max-w-xs"
      />
      {refusal && (
        <LiftOverrideForm
          id={`booking-${booking.id}-override`}
          refusal={refusal}
          pending={assign.isPending}
          onOverride={(reason) =>
            send({ bookingId: booking.id, liftId: refusal.liftId, overrideReason: reason })
          }
          onCancel={() => setRefusal(null)}
        />
      )}
    </div>
  );
}
