import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type AppOptions } from '../server/src/app';
import { loadConfig, type Config } from '../server/src/config';
import type { DatabaseHandle } from '../server/src/db/client';
import { createLogger } from '../server/src/lib/logger';
import { uniformRateLimits } from '../server/src/middleware/rate-limit';

/** The settings every benchmark runs with: quiet, cheap hashing, a fixed secret. */
export function benchConfig(extra: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'bench-secret-that-is-at-least-32-characters-long',
    APP_URL: 'http://127.0.0.1',
    BCRYPT_COST: '4',
    ...extra,
  });
}

/** The whole app on a free local port, unthrottled and silent, as every benchmark serves it. */
export async function startBenchApp(
  config: Config,
  database: DatabaseHandle,
  client: AppOptions['client'] = { kind: 'none' },
): Promise<{ server: Server; base: string }> {
  const app = createApp({
    config,
    database,
    logger: createLogger('silent'),
    sessionSecret: config.SESSION_SECRET!,
    client,
    rateLimits: uniformRateLimits({ windowMs: 60_000, limit: 1_000_000 }),
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
