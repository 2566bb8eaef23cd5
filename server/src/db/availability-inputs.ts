import type { TimeSlot } from '@shared/constants';
import type { slotCapacities, slotOverrides } from './schema';

/**
 * What one date's availability is computed from, read in one statement by the capacity
 * module; the embedded engine's cache (lib/context.ts) holds it by date.
 */
export interface DateAvailabilityInputs {
  perSlot: Pick<typeof slotCapacities.$inferSelect, 'timeSlot' | 'capacity'>[];
  overrides: Pick<
    typeof slotOverrides.$inferSelect,
    'timeSlot' | 'capacity' | 'closed' | 'reason'
  >[];
  taken: { timeSlot: TimeSlot; n: number }[];
}
