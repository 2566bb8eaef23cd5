import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { CacheSlot } from '../db/notified-cache';
import type { Metrics } from '../metrics/metrics';
import type { TurnsByKey } from './turns-by-key';
import type { DateAvailabilityInputs } from '../modules/capacity/capacity-repository';

/** What every module needs, built once in app.ts; tests pass their own clock. */
export interface AppContext {
  config: Config;
  db: Database;
  logger: Logger;
  /** The current instant; injected so the 24-hour rule and reminders can be tested. */
  now: () => Date;
  /** Each date's availability inputs, kept in memory where exact (db/notified-cache.ts). */
  availabilityInputs?: CacheSlot<DateAvailabilityInputs>;
  /**
   * On a server database, where a slot lock's waiters would hold pooled connections: each
   * deadline's booking transactions from this instance, one at a time. The embedded engine
   * runs one statement at a time anyway, and a queue here would only add waits.
   */
  deadlineTurns?: TurnsByKey;
  /** Booking outcomes are counted here when metrics are on (METRICS_PORT). */
  metrics?: Metrics;
}
