import type { AdminBooking } from '@shared/api/booking-views';
import { boatLabel, boatSizeLine, useMarinaUnits } from '@/lib/boats';
import { boatLocation } from './boat-location';

/** The printed sheet's Boat cell: the boat and its size on one line, where it is kept below. */
export function PrintBoatCell({ booking }: { booking: AdminBooking }) {
  const units = useMarinaUnits();
  const { boat } = booking;
  const location = boatLocation(booking.profile);
  return (
    <td className="py-1 pr-2">
      {boat ? (
        <>
          <span className="font-bold">{boatLabel(boat)}</span> {boatSizeLine(boat, units)}
        </>
      ) : (
        'No boat on record'
      )}
      {location && <span className="block">{location}</span>}
    </td>
  );
}
