import { useState } from 'react';
import type { AdminBooking } from '@shared/api/booking-views';
import { TIME_SLOTS } from '@shared/constants';
import { ADMIN_BOOKINGS_MAX_LIMIT } from '@shared/schemas/bookings';
import { Skeleton } from '@/components/ui/skeleton';
import { useLiveEvents } from '@/lib/use-live-events';
import { useAdminBookings } from '../../api/get-admin-bookings';
import { BookingPanel } from '../booking-panel';
import { DaySheetPrintTable } from './day-sheet-print-table';
import { DaySheetService } from './day-sheet-service';

/** The day's services grouped under their deadlines, earliest first (the server sorts by deadline). */
export function DaySheetList({ date }: { date: string }) {
  const [selected, setSelected] = useState<AdminBooking | null>(null);
  useLiveEvents({ date });
  const { data, isPending, isError, isPlaceholderData } = useAdminBookings({
    from: date,
    to: date,
    sort: 'date',
    limit: ADMIN_BOOKINGS_MAX_LIMIT,
  });
  if (isPending || isPlaceholderData) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true" aria-label="Loading services">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-64 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <p role="alert" className="rounded-xl border-2 border-destructive p-4 text-lg font-bold">
        Error loading bookings. Please try again.
      </p>
    );
  }
  const bookings = data.bookings;
  if (bookings.length === 0) {
    return (
      <div className="rounded-2xl border-2 border-dashed border-foreground/40 p-8 text-center">
        <h2 className="text-2xl font-bold">No services on this day</h2>
        <p className="mt-2 text-lg text-muted-foreground">Nothing is booked for this date.</p>
      </div>
    );
  }
  const done = bookings.filter((booking) => booking.completed).length;
  return (
    <>
      <p className="text-lg font-semibold" aria-live="polite">
        {bookings.length} {bookings.length === 1 ? 'service' : 'services'} · {done} completed
      </p>
      {TIME_SLOTS.map((slot, index) => {
        const inSlot = bookings.filter((booking) => booking.timeSlot === slot);
        if (inSlot.length === 0) return null;
        return (
          <section
            key={slot}
            aria-labelledby={`deadline-${index}`}
            className="flex flex-col gap-3 print:hidden"
          >
            <h2
              id={`deadline-${index}`}
              className="border-b-4 border-foreground pb-1 text-2xl font-extrabold"
            >
              Deadline {slot}
            </h2>
            <ol className="flex flex-col gap-4">
              {inSlot.map((booking) => (
                <DaySheetService key={booking.id} booking={booking} onOpen={setSelected} />
              ))}
            </ol>
          </section>
        );
      })}
      <DaySheetPrintTable bookings={bookings} />
      <BookingPanel booking={selected} onOpenChange={(open) => !open && setSelected(null)} />
    </>
  );
}
