import type { ServiceStatus, TimeSlot } from '@shared/constants';
import type { BoatSize, LiftLimits } from '@shared/lift-fit';

/**
 * What the lift rule reads of the yard (docs/product.md#lifts): the lifts in service and each
 * date's services. Here, below the modules, so the context can hold the embedded engine's cache
 * of them (db/notified-cache.ts).
 */

/** A lift in service as the rule reads it. */
export interface YardLift extends LiftLimits {
  id: number;
  name: string;
  perDeadline: number | null;
}

/** A service a deadline already holds: the lift it is on (if any) and its boat's size. */
export interface PlacedService {
  id: number;
  liftId: number | null;
  boat: BoatSize | null;
}

/** A placed service with its deadline and who it is for, as read for a span of dates. */
export interface DatedService extends PlacedService {
  bookingDate: string;
  timeSlot: TimeSlot;
  confirmationCode: string;
  ownerName: string;
  /** The boat's name; null without a boat. */
  name: string | null;
  /** Booked past the lift rules by the office. */
  pastLiftRules: boolean;
  serviceStatus: ServiceStatus;
}

/** One date's lift loads: the lifts in service, and that date's services when any lift counts. */
export interface LiftLoadInputs {
  lifts: YardLift[];
  services: DatedService[];
}

/** A boat as the lift rule reads it, with whose it is (null: no such boat). */
export type LiftBoat = (BoatSize & { name: string; ownerId: number }) | null;
