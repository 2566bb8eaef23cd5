import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { EventWrapperProps } from 'react-big-calendar';
import { SERVICE_LABELS } from '@shared/constants';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { closedLabel } from '../closed-marker';
import { BoatTooltipLine } from './boat-tooltip-line';
import { eventLabel, stateText, type CalendarEntry } from './calendar-events';
import { DeadlineGroup } from './deadline-group';

type WrapperProps = EventWrapperProps<CalendarEntry> & { children?: ReactNode };

/**
 * Wraps each event react-big-calendar draws: the event box becomes a focusable button (month view's
 * boxes are plain divs, out of the Tab order) and the trigger of the event's tooltip
 * (docs/product.md#bookings-tab), or of a busy deadline's list. Enter on a booking is handled by
 * the calendar's onKeyPressEvent.
 */
export function CalendarEventWrapper({ event, children }: WrapperProps) {
  if (!isValidElement(children)) return children;
  if (event.kind === 'group') return <DeadlineGroup group={event} box={children} />;
  const { booking } = event;
  const box = cloneElement(children as ReactElement<Record<string, unknown>>, {
    tabIndex: 0,
    role: 'button',
    'aria-label': eventLabel(booking),
    'data-booking-id': booking.id,
    'data-service': booking.serviceType,
    'data-completed': booking.completed,
  });
  return (
    <Tooltip>
      <TooltipTrigger asChild>{box}</TooltipTrigger>
      <TooltipContent side="top">
        <p className="font-semibold">{booking.ownerName}</p>
        <p>
          {SERVICE_LABELS[booking.serviceType]} at {booking.timeSlot}
        </p>
        <BoatTooltipLine boat={booking.boat} />
        <p className="text-muted-foreground">{stateText(booking)}</p>
        {booking.closure && (
          <p className="font-semibold text-destructive dark:text-red-300">
            {closedLabel(booking.closure)}
          </p>
        )}
      </TooltipContent>
    </Tooltip>
  );
}
