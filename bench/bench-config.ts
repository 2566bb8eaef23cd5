import { loadConfig, type Config } from '../server/src/config';

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
