import { useId, useState } from 'react';
import type { Boat } from '@shared/api/boats';
import type { MarinaUnits } from '@shared/units';
import { BoatListItem } from './boat-list-item';

/** Boats sold or gone, folded away below those in service: kept for the bookings they had. */
export function ArchivedBoats(props: { boats: Boat[]; units: MarinaUnits; today: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (props.boats.length === 0) return null;
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className="flex min-h-11 items-center gap-2 self-start rounded-lg px-1 text-sm font-semibold hover:text-primary"
      >
        <svg
          viewBox="0 0 24 24"
          className={`h-4 w-4 transition-transform ${open ? 'rotate-90' : ''}`}
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <path d="m9 6 6 6-6 6" />
        </svg>
        Archived boats ({props.boats.length})
      </button>
      <ul id={panelId} hidden={!open} className="flex flex-col gap-3">
        {props.boats.map((boat) => (
          <BoatListItem key={boat.id} boat={boat} units={props.units} today={props.today} />
        ))}
      </ul>
    </div>
  );
}
