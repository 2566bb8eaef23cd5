import type { AdminBooking } from '@shared/api/booking-views';
import { boatLabel, boatSizeLine, useMarinaUnits } from '@/lib/boats';

/**
 * The card's boat, compact: 'Sea Breeze (Sail)' over '32 ft 6 in · beam 11 ft · draft 5 ft ·
 * 14,000 lb', each dimension the record holds, in the marina's units.
 */
export function BoardCardBoat({ boat }: { boat: AdminBooking['boat'] }) {
  const units = useMarinaUnits();
  return (
    <>
      <dt className="font-semibold text-muted-foreground">Boat</dt>
      {boat ? (
        <dd className="break-words">
          <span className="block font-bold">{boatLabel(boat)}</span>
          <span className="block text-sm">{boatSizeLine(boat, units)}</span>
        </dd>
      ) : (
        <dd className="text-muted-foreground">No boat on record</dd>
      )}
    </>
  );
}
