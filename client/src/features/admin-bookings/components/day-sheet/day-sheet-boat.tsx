import type { AdminBooking } from '@shared/api/booking-views';
import { boatDimensions, boatLabel, useMarinaUnits } from '@/lib/boats';

/**
 * The boat's rows of a service on the sheet: its name and kind, then each dimension the record
 * holds, in the marina's units; the crew sizes the slings and the lift from these at the well.
 */
export function DaySheetBoat({ boat }: { boat: AdminBooking['boat'] }) {
  const units = useMarinaUnits();
  if (!boat) {
    return (
      <>
        <dt className="font-semibold text-muted-foreground">Boat</dt>
        <dd className="text-muted-foreground">No boat on record</dd>
      </>
    );
  }
  return (
    <>
      <dt className="font-semibold text-muted-foreground">Boat</dt>
      <dd className="font-bold break-words">{boatLabel(boat)}</dd>
      {boatDimensions(boat, units).map(({ label, value }) => (
        <div key={label} className="contents" data-dimension={label}>
          <dt className="font-semibold text-muted-foreground">{label}</dt>
          <dd className="font-bold">{value}</dd>
        </div>
      ))}
    </>
  );
}
