import type { AdminBooking } from '@shared/api/booking-views';
import { SERVICE_LABELS, SERVICE_STATUS_LABELS, type ServiceStatus } from '@shared/constants';
import { titleCaseLocation } from '@shared/locations';
import { liftName, useLifts } from '@/lib/lifts';
import { SERVICE_ARROWS } from '../calendar/calendar-events';
import { PrintBoatCell } from './print-boat-cell';

/** On paper a box to tick while the boat waits; the word once the day has moved it on. */
const PRINTED_STATUS: Record<ServiceStatus, string> = {
  scheduled: '☐',
  in_progress: `◐ ${SERVICE_STATUS_LABELS.in_progress}`,
  done: `☑ ${SERVICE_STATUS_LABELS.done}`,
  no_show: `✗ ${SERVICE_STATUS_LABELS.no_show}`,
};

const HEADINGS = [
  'Deadline',
  'Service',
  'Owner',
  'Phone',
  'Lift',
  'From → To',
  'Boat',
  'Requests',
  'Status',
];

/**
 * The paper copy: one line per service, so a full day (three deadlines at capacity) fits on
 * one page for the crew's clipboard. The cards above are for the phone; print shows this.
 */
export function DaySheetPrintTable({ bookings }: { bookings: AdminBooking[] }) {
  const { data: lifts } = useLifts();
  return (
    <table className="hidden w-full border-collapse text-left text-[10pt] print:table">
      <thead>
        <tr className="border-b-2 border-black">
          {HEADINGS.map((heading) => (
            <th key={heading} scope="col" className="py-1 pr-2 font-bold">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {bookings.map((booking) => (
          <tr key={booking.id} className="break-inside-avoid border-b border-black align-top">
            <td className="py-1 pr-2 font-bold whitespace-nowrap">
              {booking.timeSlot}
              {booking.closure && ' (closed)'}
            </td>
            <td className="py-1 pr-2 whitespace-nowrap">
              {SERVICE_ARROWS[booking.serviceType]} {SERVICE_LABELS[booking.serviceType]}
            </td>
            <td className="py-1 pr-2 font-bold">
              {booking.ownerName}
              {(booking.isVibMember || booking.profile?.isVibMember) && ' (VIB)'}
            </td>
            <td className="py-1 pr-2 whitespace-nowrap">{booking.ownerPhone}</td>
            <td className="py-1 pr-2">{liftName(lifts, booking.liftId) ?? ''}</td>
            <td className="py-1 pr-2">
              {titleCaseLocation(booking.sourceSlipType)} → {titleCaseLocation(booking.destination)}
            </td>
            <PrintBoatCell booking={booking} />
            <td className="py-1 pr-2">{booking.specialRequests ?? ''}</td>
            <td className="py-1 whitespace-nowrap">{PRINTED_STATUS[booking.serviceStatus]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
