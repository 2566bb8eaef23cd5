import type { Boat } from '@shared/api/boats';
import type { MarinaUnits } from '@shared/units';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { BoatForm } from './boat-form';

/**
 * The boat form in a dialog, for the profile's boats and for the schedule, where adding a boat
 * must not lose the booking the owner is filling in. Its content mounts at each opening, so the
 * form starts afresh from `boat`.
 */
export function BoatFormDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The boat to edit; null adds one. */
  boat: Boat | null;
  units: MarinaUnits;
  description?: string;
  onSaved?: (boat: Boat) => void;
}) {
  const close = () => props.onOpenChange(false);
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        title={props.boat ? `Edit ${props.boat.name}` : 'Add a boat'}
        description={
          props.description ?? 'Name and length are needed; the rest helps the yard plan the lift.'
        }
        className="max-w-2xl"
      >
        <BoatForm
          boat={props.boat}
          units={props.units}
          onCancel={close}
          onDone={(boat) => {
            close();
            props.onSaved?.(boat);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
