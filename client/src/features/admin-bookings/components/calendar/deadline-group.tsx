import { cloneElement, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { SERVICE_LABELS } from '@shared/constants';
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import { formatServiceDate } from '@/lib/marina-dates';
import { ClosedMarker } from '../closed-marker';
import { SERVICE_ARROWS, groupLabel, type DeadlineGroupEvent } from './calendar-events';
import { swatchOf } from './event-tones';
import { useSelectBooking } from './select-booking';

/**
 * A deadline's block: a click (or Enter) opens the list of its bookings beside it, and each
 * opens its panel. Escape, or closing the panel, brings focus back to the block.
 */
export function DeadlineGroup({ group, box }: { group: DeadlineGroupEvent; box: ReactElement }) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLElement>(null);
  // Set when a booking is picked: the panel then takes focus, not the block.
  const picked = useRef(false);
  const selectBooking = useSelectBooking();
  const headingId = `deadline-${group.key.replace(/\W/g, '-')}`;

  const trigger = cloneElement(box as ReactElement<Record<string, unknown>>, {
    ref: anchor,
    tabIndex: 0,
    role: 'button',
    'aria-label': groupLabel(group),
    'aria-expanded': open,
    'aria-haspopup': 'dialog',
    'data-deadline': group.key,
    // In place of the library's handlers, which would hand the calendar a group, not a booking.
    onClick: () => setOpen((was) => !was),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      setOpen(true);
    },
  });

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverAnchor asChild>{trigger}</PopoverAnchor>
      <PopoverContent
        aria-labelledby={headingId}
        className="w-80 p-3"
        // The block itself toggles the list: pressing it is not a click outside.
        onInteractOutside={(event) => {
          if (event.target instanceof Node && anchor.current?.contains(event.target)) {
            event.preventDefault();
          }
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!picked.current) anchor.current?.focus();
          picked.current = false;
        }}
      >
        <p id={headingId} className="flex flex-wrap items-center gap-2 px-1 pb-2 font-bold">
          {formatServiceDate(group.bookingDate, 'EEE, MMM d')} · {group.timeSlot} ·{' '}
          {group.bookings.length} services
          {group.closure && <ClosedMarker closure={group.closure} />}
        </p>
        <ul className="flex flex-col gap-1">
          {group.bookings.map((booking) => (
            <li key={booking.id}>
              <button
                type="button"
                data-booking-id={booking.id}
                className="flex min-h-11 w-full items-center gap-2 rounded-lg px-2 text-left text-sm hover:bg-muted"
                onClick={() => {
                  picked.current = true;
                  setOpen(false);
                  selectBooking(booking, anchor.current ?? undefined);
                }}
              >
                <span
                  aria-hidden="true"
                  className={cn('h-3 w-3 shrink-0 rounded-sm', swatchOf(booking))}
                />
                <span
                  className="min-w-0 flex-1 truncate font-semibold"
                  title={
                    booking.boat ? `${booking.ownerName} · ${booking.boat.name}` : booking.ownerName
                  }
                >
                  <span aria-hidden="true">{SERVICE_ARROWS[booking.serviceType]} </span>
                  {booking.ownerName}
                  {booking.boat && (
                    <span className="font-normal text-muted-foreground">
                      {' '}
                      · {booking.boat.name}
                    </span>
                  )}
                </span>
                <span className="shrink-0 text-muted-foreground">
                  {SERVICE_LABELS[booking.serviceType]}
                  {booking.completed ? ' · Completed' : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
