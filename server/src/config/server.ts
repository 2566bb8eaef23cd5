import { z } from 'zod';
import { trustProxySetting } from '../trust-proxy-setting';
import { optionalString, urlSetting } from './setting-types';

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The server itself: where it listens and stores, who it is, its first admin and its clients. */
export const serverSettings = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalString.pipe(
    z.string().startsWith('postgres', 'must be a postgres:// or postgresql:// URL').optional(),
  ),
  DATA_DIR: z.string().default('./data'),
  SESSION_SECRET: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  // Without a trailing slash, so every link is written `${APP_URL}/path`.
  APP_URL: optionalString.pipe(urlSetting.optional()).transform((url) => url?.replace(/\/+$/, '')),
  MARINA_NAME: z.string().trim().min(1).default('Harbor Point Marina'),
  MARINA_TZ: z
    .string()
    .default('America/New_York')
    .refine(isTimeZone, 'must be an IANA time zone such as America/New_York'),
  MARINA_WEBSITE_URL: urlSetting.default('https://example.com'),
  ADMIN_EMAIL: optionalString.pipe(z.email('must be an email address').optional()),
  ADMIN_PASSWORD: optionalString.pipe(
    z.string().min(6, 'must be at least 6 characters').optional(),
  ),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(urlSetting)),
  TRUST_PROXY: trustProxySetting,
  BCRYPT_COST: z.coerce.number().int().min(4).max(15).default(12),
  // A staff session unused this long ends (the crew's tablet left in the yard); owners' last
  // their cookie's 14 days.
  STAFF_IDLE_MINUTES: z.coerce.number().int().min(5).max(20_160).default(720),
};

/** Problems no single setting shows: a production server without its secret, half an admin. */
export function serverProblems(config: z.output<z.ZodObject<typeof serverSettings>>): string[] {
  const problems: string[] = [];
  if (config.NODE_ENV === 'production' && !config.SESSION_SECRET) {
    problems.push('SESSION_SECRET: required in production (at least 32 characters)');
  }
  if (Boolean(config.ADMIN_EMAIL) !== Boolean(config.ADMIN_PASSWORD)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD: set both to create the first admin, or neither');
  }
  return problems;
}
