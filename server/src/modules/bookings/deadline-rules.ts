import { whyNoLiftFits, type BoatSize, type NoLiftFits } from '@shared/lift-fit';
import { judgeLiftRoom, type PlacedService, type YardLift } from '../lifts/lift-rules';
import { holdersClash, type DeadlineHolder } from './deadline-holder';

/**
 * The one decision of whether a deadline takes a booking (docs/product.md#capacity,
 * #boats, #lifts), pure, so every path asks it the same way: booking, office booking, change
 * date, reschedule and waitlist join under the slot lock (checkDeadlineUnderLock), a weather
 * hold's plan and a waitlist promotion on what they read, availability when it counts.
 * The refusals come in this order: closed, the holder's own place there, a boat no lift takes,
 * the deadline full, the lifts that take this boat full.
 */

export interface DeadlineState {
  closed: boolean;
  /** Places the deadline has (its capacity) and places taken. */
  capacity: number;
  taken: number;
  /** Who holds places there (or just the asker, when that is all a caller read). */
  holders: readonly DeadlineHolder[];
  /** The lifts in service (none: no lift rule) and the services there, for the lift rule. */
  lifts: readonly YardLift[];
  services: readonly PlacedService[];
}

export interface DeadlineAsk {
  holder: DeadlineHolder;
  boat: BoatSize | null;
  /** The office booked it past the lift rules, with a reason (docs/product.md#lifts). */
  pastLiftRules?: boolean;
  /**
   * Availability counts every place left for the boat (its verdict's `places`); a booking needs
   * one, the default.
   */
  placesWanted?: number;
}

export type DeadlineVerdict =
  /** `places`: places left for this boat, up to the ask's `placesWanted`. */
  | { ok: true; places: number }
  | { ok: false; code: 'slot_closed' | 'duplicate_booking' | 'slot_full' | 'lift_full' }
  | { ok: false; code: 'no_lift_fits'; why: NoLiftFits };

export function judgeDeadline(state: DeadlineState, ask: DeadlineAsk): DeadlineVerdict {
  if (state.closed) return { ok: false, code: 'slot_closed' };
  if (state.holders.some((held) => holdersClash(held, ask.holder))) {
    return { ok: false, code: 'duplicate_booking' };
  }
  if (!ask.pastLiftRules) {
    const why = whyNoLiftFits(state.lifts, ask.boat);
    if (why) return { ok: false, code: 'no_lift_fits', why };
  }
  if (state.taken >= state.capacity) return { ok: false, code: 'slot_full' };
  const most = Math.min(state.capacity - state.taken, ask.placesWanted ?? 1);
  if (ask.pastLiftRules) return { ok: true, places: most };
  return judgeLiftRoom(state.lifts, state.services, ask.boat, most);
}
