import type { AdminBooking } from '@shared/api/booking-views';
import { formatLength } from '@shared/units';
import { boatLabel, useMarinaUnits } from '@/lib/boats';

/** The tooltip's boat: 'Sea Breeze (Sail) · 32 ft 6 in', or that the booking names none. */
export function BoatTooltipLine({ boat }: { boat: AdminBooking['boat'] }) {
  if (!boat) return <p className="text-muted-foreground">No boat on record</p>;
  return <NamedBoatLine boat={boat} />;
}

/** Apart, so a booking without a boat needs no settings read for its units. */
function NamedBoatLine({ boat }: { boat: NonNullable<AdminBooking['boat']> }) {
  const units = useMarinaUnits();
  return (
    <p>
      {boatLabel(boat)} · {formatLength(boat.lengthM, units)}
    </p>
  );
}
