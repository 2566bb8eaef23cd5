import { useEffect } from 'react';
import type { SlotAvailability } from '@shared/api/availability';
import type { ServiceType } from '@shared/constants';
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
    default:
      return `${slot.remaining} of ${slot.capacity} open`;
  }
}

/**
 * The deadline for the chosen date and service (docs/product.md#screens): 'Select a date first',
 * 'Loading available slots...', 'No slots available for this date', or the three deadlines, full
 * and closed ones listed disabled with their reason. Admins get no 24-hour rule from the server.
 */
export function TimeSlotField(props: {
  id: string;
  date: string;
  serviceType: ServiceType;
  value: string;
  onChange: (slot: string) => void;
  error?: string | undefined;
}) {
  const slots = useOfficeSlots(props.date, props.serviceType);
  useEffect(() => {
    if (slots.isError) {
      console.warn('Failed to fetch available slots', slots.error);
      toast({ title: 'Failed to fetch available slots', variant: 'destructive' });
    }
  }, [slots.isError, slots.error]);

  const loaded = props.date !== '' && slots.data !== undefined;
  const open = slots.data?.slots.filter((slot) => slot.available) ?? [];
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
              disabled: !slot.available,
            }))
          : []
      }
      placeholder={placeholder}
      disabled={!loaded}
    />
  );
}
