import type { AdminBooking } from '@shared/api/booking-views';
import { boatLabel, boatSizeLine, useMarinaUnits } from '@/lib/boats';
import { boatLocation } from './boat-location';

/**
 * The printed sheet's Boat cell: the boat and its size, then where it is kept, run on in one
 * line so a full day still prints on one page; a service without a boat on record prints only
 * where it is kept, as the sheet did before boats.
 */
export function PrintBoatCell({ booking }: { booking: AdminBooking }) {
  const units = useMarinaUnits();
  const { boat } = booking;
  const location = boatLocation(booking.profile);
  return (
    <td className="py-1 pr-2">
      {boat && (
        <>
          <span className="font-bold">{boatLabel(boat)}</span> {boatSizeLine(boat, units)}
          {location && ' · '}
        </>
      )}
      {location}
    </td>
  );
}
