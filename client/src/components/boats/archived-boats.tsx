import { useId, useState } from 'react';
import type { Boat } from '@shared/api/boats';
import type { MarinaUnits } from '@shared/units';
import { DisclosureButton } from '@/components/ui/disclosure-button';
import { BoatListItem } from './boat-list-item';

/** Boats sold or gone, folded away below those in service: kept for the bookings they had. */
export function ArchivedBoats(props: { boats: Boat[]; units: MarinaUnits; today: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (props.boats.length === 0) return null;
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-4">
      <DisclosureButton
        open={open}
        onToggle={() => setOpen((was) => !was)}
        controls={panelId}
        className="self-start text-sm font-semibold"
        iconClassName="h-4 w-4"
      >
        Archived boats ({props.boats.length})
      </DisclosureButton>
      <ul id={panelId} hidden={!open} className="flex flex-col gap-3">
        {props.boats.map((boat) => (
          <BoatListItem key={boat.id} boat={boat} units={props.units} today={props.today} />
        ))}
      </ul>
    </div>
  );
}
