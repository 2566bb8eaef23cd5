import type { BookingBoat } from '@shared/api/boats';
import { DEFAULT_MARINA_UNITS } from '@shared/units';
import { BoatSize } from '@/components/boats/boat-size';
import { boatLabel } from '@/lib/boats';
import { useConfig } from '@/lib/config';

/** The boat a card's service is for, across the card: its name and kind, its size below. */
export function BoatDetail({ boat }: { boat: BookingBoat }) {
  const units = useConfig().data?.units ?? DEFAULT_MARINA_UNITS;
  return (
    <div className="col-span-2">
      <dt className="text-muted-foreground">Boat</dt>
      <dd>
        <span className="break-words font-semibold">{boatLabel(boat)}</span>
        <BoatSize boat={boat} units={units} className="block text-xs text-muted-foreground" />
      </dd>
    </div>
  );
}
