import { useEffect } from 'react';
import type { SlotAvailability } from '@shared/api/availability';
import type { ServiceType } from '@shared/constants';
import { LIFT_SLOT_EXPLANATIONS } from '@shared/messages/lifts';
import { SelectField } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { useOfficeSlots } from '../api/get-office-slots';

/** Why a deadline cannot be taken, or how many places it has left. */
export function slotNote(slot: SlotAvailability): string {
  switch (slot.reason) {
    case 'full':
      return 'Full';
    case 'closed':
      return slot.closedReason ? `Closed: ${slot.closedReason}` : 'Closed';
    case 'past':
      return 'Past';
    case 'horizon':
      return 'Not open for booking yet';
    case 'notice':
      return 'Within 24 hours';
    case 'no_lift_fits':
      return LIFT_SLOT_EXPLANATIONS.no_lift_fits[slot.liftMisfit ?? 'all'];
    case 'lift_full':
      return LIFT_SLOT_EXPLANATIONS.lift_full;
    default:
      return `${slot.remaining} of ${slot.capacity} open`;
  }
}

/**
 * Refused only by the lift rules, which the office may book past with a reason: offered, so the
 * server's refusal can say why and the desk can override it.
 */
const offered = (slot: SlotAvailability) =>
  slot.available || slot.reason === 'no_lift_fits' || slot.reason === 'lift_full';

/**
 * The deadline for the chosen date and service (docs/product.md#screens): 'Select a date first',
 * 'Loading available slots...', 'No slots available for this date', or the three deadlines, full
 * and closed ones listed disabled with their reason. Admins get no 24-hour rule from the server.
 */
export function TimeSlotField(props: {
  id: string;
  date: string;
  serviceType: ServiceType;
  /** The booking's boat: its lifts decide what is left. */
  boatId: number | null;
  value: string;
  onChange: (slot: string) => void;
  error?: string | undefined;
}) {
  const slots = useOfficeSlots(props.date, props.serviceType, props.boatId);
  useEffect(() => {
    if (slots.isError) {
      console.warn('Failed to fetch available slots', slots.error);
      toast({ title: 'Failed to fetch available slots', variant: 'destructive' });
    }
  }, [slots.isError, slots.error]);

  const loaded = props.date !== '' && slots.data !== undefined;
  const open = slots.data?.slots.filter(offered) ?? [];
  const placeholder =
    props.date === ''
      ? 'Select a date first'
      : slots.isError
        ? 'Failed to fetch available slots'
        : !loaded
          ? 'Loading available slots...'
          : open.length === 0
            ? 'No slots available for this date'
            : 'Select a time slot';

  return (
    <SelectField
      id={props.id}
      label="Time Slot"
      error={props.error}
      value={props.value || undefined}
      onValueChange={props.onChange}
      options={
        loaded
          ? slots.data.slots.map((slot) => ({
              value: slot.timeSlot,
              label: `${slot.timeSlot} (${slotNote(slot)})`,
              disabled: !offered(slot),
            }))
          : []
      }
      placeholder={placeholder}
      disabled={!loaded}
    />
  );
}
