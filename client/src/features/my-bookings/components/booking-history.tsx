import { useId, useState } from 'react';
import { DisclosureButton } from '@/components/ui/disclosure-button';
import type { StatusedBooking } from '../booking-status';
import { BookingCard } from './booking-card';
import { StatusLine } from './status-line';

/**
 * Past, completed and cancelled bookings, folded away under a disclosure button so the
 * upcoming ones stay the page. The count follows the search.
 */
export function BookingHistory({
  entries,
  timeZone,
  loadFailed,
}: {
  entries: StatusedBooking[];
  timeZone: string;
  /** The cancelled ones could not be read: the rest is still shown. */
  loadFailed: boolean;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section aria-labelledby={`${panelId}-heading`} className="flex flex-col gap-4">
      <h2 id={`${panelId}-heading`} className="text-xl font-bold">
        <DisclosureButton
          open={open}
          onToggle={() => setOpen((was) => !was)}
          controls={panelId}
          iconClassName="h-5 w-5"
        >
          History ({entries.length})
        </DisclosureButton>
      </h2>
      <div id={panelId} hidden={!open} className="flex flex-col gap-4">
        {loadFailed && (
          <p role="alert" className="text-sm text-muted-foreground">
            Cancelled services could not be loaded. Please try again later.
          </p>
        )}
        {entries.length === 0 ? (
          <p className="text-muted-foreground">No past services match your search.</p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {entries.map(({ booking, status }) => (
              <BookingCard
                key={booking.id}
                booking={booking}
                muted
                status={<StatusLine status={status} timeZone={timeZone} />}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
