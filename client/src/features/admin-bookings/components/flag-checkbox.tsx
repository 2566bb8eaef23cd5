import type { AdminBooking } from '@shared/api-types';
import { Checkbox } from '@/components/ui/checkbox';
import { FLAG_LABELS, useToggleFlag, type FlagName } from './use-toggle-flag';

/** One of the One-Way, Both Ways and Completed boxes; `place` keeps ids unique per view. */
export function FlagCheckbox(props: {
  booking: AdminBooking;
  flag: FlagName;
  place: 'row' | 'card' | 'panel';
  hideLabel?: boolean;
}) {
  const toggle = useToggleFlag();
  const { booking, flag } = props;
  return (
    <Checkbox
      id={`${props.place}-${flag}-${booking.id}`}
      checked={booking[flag]}
      onCheckedChange={(checked) => toggle(booking, flag, checked)}
      label={FLAG_LABELS[flag]}
      hideLabel={props.hideLabel}
    />
  );
}
