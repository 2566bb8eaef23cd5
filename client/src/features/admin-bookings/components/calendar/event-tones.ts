import type { AdminBooking } from '@shared/api/booking-views';
import { eventTone } from './calendar-events';

/**
 * The event colours as Tailwind classes, for what is drawn outside the grid's CSS (the
 * legend, a deadline's popover); calendar-grid.css uses the same values.
 */
export const TONE_SWATCHES = {
  'haul-out': 'bg-blue-700',
  launch: 'bg-orange-700',
  completed: 'bg-green-700',
  group: 'bg-slate-700',
} as const;

export const swatchOf = (booking: AdminBooking) => TONE_SWATCHES[eventTone(booking)];
