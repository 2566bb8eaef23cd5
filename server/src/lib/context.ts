import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';

/** What every module needs, built once in app.ts; tests pass their own clock. */
export interface AppContext {
  config: Config;
  db: Database;
  logger: Logger;
  /** The current instant; injected so the 24-hour rule and reminders can be tested. */
  now: () => Date;
}
