import { z } from 'zod';
import { optionalString } from './setting-types';

/**
 * Running it (docs/operations.md): connections per instance, the drain on SIGTERM, the private
 * metrics listener, how long finished rows are kept before housekeeping, the live stream and
 * the log.
 */
export const operationsSettings = {
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1, 'must be at least 1').max(500).default(10),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  METRICS_PORT: optionalString.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, 'must be a port number')
      .transform(Number)
      .pipe(z.number().int().min(1, 'must be a port number').max(65535))
      .optional(),
  ),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  MAIL_RETENTION_DAYS: z.coerce.number().int().min(1, 'must be at least 1').max(3650).default(30),
  HOUSEKEEPING_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(10 * 60_000),
  HOUSEKEEPING_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(500),
  // The live stream's heartbeat (GET /api/events): a comment line that keeps proxies from
  // closing an idle stream, and the moment the stream checks its user is still an admin.
  EVENTS_HEARTBEAT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
};
