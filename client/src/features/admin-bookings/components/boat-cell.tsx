import type { AdminBooking } from '@shared/api/booking-views';
import { BOAT_KIND_LABELS } from '@shared/schemas/boats';
import { formatLength, type MarinaUnits } from '@shared/units';
import { useMarinaUnits } from '@/lib/boats';

type ListedBoat = NonNullable<AdminBooking['boat']>;

/** A dash for the eye; "None" for a screen reader, which would skip a lone dash. */
const NoBoat = () => (
  <span className="text-muted-foreground">
    <span aria-hidden="true">—</span>
    <span className="sr-only">None</span>
  </span>
);

/** '32 ft 6 in · Sail': the length in the marina's units, and the kind when known. */
const sizeText = (boat: ListedBoat, units: MarinaUnits) =>
  `${formatLength(boat.lengthM, units)}${boat.kind ? ` · ${BOAT_KIND_LABELS[boat.kind]}` : ''}`;

/** The table's Boat column: the name over its size, each cut to the column with an ellipsis. */
export function BoatCell({ boat }: { boat: AdminBooking['boat'] }) {
  const units = useMarinaUnits();
  if (!boat) return <NoBoat />;
  const size = sizeText(boat, units);
  return (
    <div className="min-w-0 text-sm">
      <p title={boat.name} className="truncate font-semibold">
        {boat.name}
      </p>
      <p title={size} className="truncate text-muted-foreground">
        {size}
      </p>
    </div>
  );
}

/** The card's line: 'Boat Sea Breeze · 32 ft 6 in · Sail', wrapping as a phone needs. */
export function BoatLine({ boat }: { boat: AdminBooking['boat'] }) {
  const units = useMarinaUnits();
  return (
    <p className="text-sm break-words">
      <span className="text-muted-foreground">Boat </span>
      {boat ? (
        <>
          <span className="font-semibold">{boat.name}</span> · {sizeText(boat, units)}
        </>
      ) : (
        <NoBoat />
      )}
    </p>
  );
}
