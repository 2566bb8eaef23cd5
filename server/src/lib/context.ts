import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { CacheSlot } from '../db/notified-cache';
import type { Metrics } from '../metrics/metrics';
import type { DateAvailabilityInputs } from '../db/availability-inputs';
import type { LiftBoat, LiftLoadInputs } from '../db/lift-load-inputs';

/** What every module needs, built once in app.ts; tests pass their own clock. */
export interface AppContext {
  config: Config;
  db: Database;
  logger: Logger;
  /** The current instant; injected so the 24-hour rule and reminders can be tested. */
  now: () => Date;
  /** Each date's availability inputs, kept in memory where exact (db/notified-cache.ts). */
  availabilityInputs?: CacheSlot<DateAvailabilityInputs>;
  /** Each date's lift loads (lifts in service, services), kept likewise. */
  liftLoads?: CacheSlot<LiftLoadInputs>;
  /** Boats' sizes by id, for availability per boat, kept likewise. */
  liftBoats?: CacheSlot<LiftBoat>;
  /** Booking outcomes are counted here when metrics are on (METRICS_PORT). */
  metrics?: Metrics;
}
