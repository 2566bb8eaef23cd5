import { existsSync } from 'node:fs';
import { z } from 'zod';
import { serviceAccountKeyOf } from './lib/google-service-account';
import { isPhoneCountry, phoneNumberOf } from './lib/phone-numbers';
import { settingValueForMessage } from './lib/log-safe';
import { trustProxySetting } from './trust-proxy-setting';
import { vapidKeysMatch } from './lib/vapid-key-pair';

/** Every setting of DESIGN §9, validated once at start-up. */

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Quiet hours as [start, end) marina hours; null when 'off'; undefined when unreadable. */
function quietHoursOf(value: string): { start: number; end: number } | null | undefined {
  if (value.toLowerCase() === 'off') return null;
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(value);
  if (!match) return undefined;
  const [start, end] = [Number(match[1]), Number(match[2])];
  if (start > 23 || end > 23 || start === end) return undefined;
  return { start, end };
}

const urlSetting = z.url({ message: 'must be a URL such as https://example.com' });

const envSchema = z.object({
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
  SLOT_CAPACITY: z.coerce.number().int().min(1, 'must be at least 1').max(1000).default(4),
  // DESIGN §3 and §5: limits on hoarding slots and on making the marina send mail.
  BOOKING_HORIZON_DAYS: z.coerce.number().int().min(1, 'must be at least 1').max(3660).default(365),
  MAX_ACTIVE_BOOKINGS_PER_OWNER: z.coerce
    .number()
    .int()
    .min(1, 'must be at least 1')
    .max(10_000)
    .default(6),
  OWNER_WRITES_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1, 'must be at least 1')
    .max(100_000)
    .default(20),
  // Issue 29: requests one API token may make in a minute, whatever address they come from.
  API_TOKEN_REQUESTS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1, 'must be at least 1')
    .max(100_000)
    .default(120),
  // Issue 31: error reports one address may send in a minute (a page sends at most five).
  CLIENT_ERRORS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1, 'must be at least 1')
    .max(100_000)
    .default(20),
  ADMIN_EMAIL: optionalString.pipe(z.email('must be an email address').optional()),
  ADMIN_PASSWORD: optionalString.pipe(
    z.string().min(6, 'must be at least 6 characters').optional(),
  ),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Marina Scheduler <no-reply@marina.local>'),
  REMINDER_LEAD_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 14)
    .default(24),
  WORKER_POLL_MS: z.coerce.number().int().min(100).default(30_000),
  // DESIGN §7: however many accounts ask, one address gets at most this many mails a day.
  MAIL_MAX_PER_RECIPIENT_PER_DAY: z.coerce
    .number()
    .int()
    .min(1, 'must be at least 1')
    .max(10_000)
    .default(20),
  // Issue 27: a done or no-show mail waits this long, so an Undo in that time withdraws it.
  STATUS_MAIL_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60_000)
    .default(2 * 60_000),
  GOOGLE_SERVICE_ACCOUNT_KEY_FILE: optionalString.pipe(
    z
      .string()
      .refine((path) => existsSync(path), 'file does not exist')
      .optional(),
  ),
  GOOGLE_SERVICE_ACCOUNT_JSON: optionalString,
  GOOGLE_SHEETS_SPREADSHEET_ID: optionalString,
  GOOGLE_API_ROOT_URL: optionalString.pipe(urlSetting.optional()),
  // Text messages (issue 28): Twilio when the account, token and a sender are set; otherwise
  // each text is written to DATA_DIR/outbox-sms. TWILIO_API_BASE_URL is another REST root
  // (tests' local fake), as GOOGLE_API_ROOT_URL is for Google.
  TWILIO_ACCOUNT_SID: optionalString.pipe(
    z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'must be AC followed by 32 hexadecimal characters')
      .optional(),
  ),
  TWILIO_AUTH_TOKEN: optionalString.pipe(
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  TWILIO_FROM: optionalString.pipe(
    z
      .string()
      .regex(/^\+[1-9]\d{6,14}$/, 'must be a number in E.164 form such as +16175550100')
      .optional(),
  ),
  TWILIO_MESSAGING_SERVICE_SID: optionalString.pipe(
    z
      .string()
      .regex(/^MG[0-9a-fA-F]{32}$/, 'must be MG followed by 32 hexadecimal characters')
      .optional(),
  ),
  TWILIO_API_BASE_URL: optionalString
    .pipe(urlSetting.optional())
    .transform((url) => url?.replace(/\/+$/, '')),
  // The office's number, for HELP answers and texts that say "call us"; read in MARINA_COUNTRY.
  MARINA_PHONE: optionalString,
  MARINA_COUNTRY: z
    .string()
    .trim()
    .toUpperCase()
    .default('US')
    .refine(isPhoneCountry, 'must be a two-letter country code such as US'),
  // Texts that are not about today wait for the morning: 'START-END' hours in marina time.
  SMS_QUIET_HOURS: z
    .string()
    .trim()
    .default('21-8')
    .refine(
      (value) => quietHoursOf(value) !== undefined,
      "must be 'off' or hours 'START-END' (0-23) such as 21-8",
    )
    .transform((value) => quietHoursOf(value) ?? null),
  // DESIGN §7's daily cap, for texts: however many bookings, one number gets at most this many.
  SMS_MAX_PER_NUMBER_PER_DAY: z.coerce
    .number()
    .int()
    .min(1, 'must be at least 1')
    .max(1_000)
    .default(10),
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
  // Operations (docs/operations.md): connections per instance, the drain on SIGTERM, the
  // private metrics listener and how long finished rows are kept before housekeeping.
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
  // Webhooks (issue 29): how long an endpoint may take to answer, and, for tests only, leave to
  // send to private addresses and over plain http (never in production: it opens the network
  // behind the server to anyone who can add an endpoint).
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(['true', 'false'], { message: "must be 'true' or 'false'" })
    .default('false')
    .transform((value) => value === 'true'),
  // Web push (issue 32): the VAPID key pair (base64url, as web-push generates them) and who the
  // push services may contact about it. Unset keys are generated once and kept in the database.
  VAPID_PUBLIC_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a P-256 public key in base64url (87 characters)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)')
      .optional(),
  ),
  VAPID_SUBJECT: optionalString.pipe(
    z
      .string()
      .regex(
        /^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/,
        'must be a mailto: address or an https:// URL',
      )
      .optional(),
  ),
  // Tests only, like WEBHOOK_ALLOW_PRIVATE: push endpoints on private and loopback addresses.
  PUSH_ALLOW_PRIVATE: z
    .enum(['true', 'false'], { message: "must be 'true' or 'false'" })
    .default('false')
    .transform((value) => value === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.output<typeof envSchema> & { APP_URL: string };

export class ConfigError extends Error {}

/** Reads the settings; a bad value throws a ConfigError naming every bad setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // A setting left empty in .env (`SHUTDOWN_DRAIN_MS=`) means "not set": the default, never 0.
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'settings');
      return `  ${name}: ${issue.message} ${settingValueForMessage(name, env[name] ?? '')}`;
    });
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production' && !config.SESSION_SECRET) {
    throw new ConfigError(
      'Invalid settings:\n  SESSION_SECRET: required in production (at least 32 characters)',
    );
  }
  if (Boolean(config.ADMIN_EMAIL) !== Boolean(config.ADMIN_PASSWORD)) {
    throw new ConfigError(
      'Invalid settings:\n  ADMIN_EMAIL and ADMIN_PASSWORD: set both to create the first admin, or neither',
    );
  }
  if (config.METRICS_PORT !== undefined && config.METRICS_PORT === config.PORT) {
    throw new ConfigError(
      'Invalid settings:\n  METRICS_PORT: must differ from PORT (metrics are never served on the public port)',
    );
  }
  checkServiceAccountKey(config);
  checkTwilio(config);
  checkVapidKeys(config);
  // One form for the office's number everywhere it is written: E.164.
  const marinaPhone =
    config.MARINA_PHONE && phoneNumberOf(config.MARINA_PHONE, config.MARINA_COUNTRY)?.number;
  return {
    ...config,
    MARINA_PHONE: marinaPhone || undefined,
    APP_URL: config.APP_URL ?? `http://localhost:${config.PORT}`,
  };
}

/** Twilio is all or nothing: an account without its token or a sender cannot send a text. */
function checkTwilio(config: z.output<typeof envSchema>) {
  const problems: string[] = [];
  const account = Boolean(config.TWILIO_ACCOUNT_SID);
  if (account !== Boolean(config.TWILIO_AUTH_TOKEN)) {
    problems.push('TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN: set both to send texts, or neither');
  }
  if (account && !config.TWILIO_FROM && !config.TWILIO_MESSAGING_SERVICE_SID) {
    problems.push('TWILIO_FROM: set it or TWILIO_MESSAGING_SERVICE_SID to send texts');
  }
  if (config.MARINA_PHONE && !phoneNumberOf(config.MARINA_PHONE, config.MARINA_COUNTRY)) {
    problems.push(`MARINA_PHONE: must be a phone number (read in ${config.MARINA_COUNTRY})`);
  }
  if (problems.length > 0) throw new ConfigError(`Invalid settings:\n  ${problems.join('\n  ')}`);
}

/** Both VAPID keys or neither, and a pair that belongs together (checked without showing either). */
function checkVapidKeys(config: z.output<typeof envSchema>) {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = config;
  if (!publicKey && !privateKey) return;
  if (!publicKey || !privateKey) {
    throw new ConfigError(
      'Invalid settings:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both, or neither to have a pair generated',
    );
  }
  if (!vapidKeysMatch(publicKey, privateKey)) {
    throw new ConfigError(
      'Invalid settings:\n  VAPID_PRIVATE_KEY: is not the private key of VAPID_PUBLIC_KEY',
    );
  }
}

/** A broken Google key fails at start-up, not at the office's first export. */
function checkServiceAccountKey(config: z.output<typeof envSchema>) {
  const setting = config.GOOGLE_SERVICE_ACCOUNT_JSON
    ? 'GOOGLE_SERVICE_ACCOUNT_JSON'
    : 'GOOGLE_SERVICE_ACCOUNT_KEY_FILE';
  try {
    serviceAccountKeyOf(config);
  } catch (error) {
    throw new ConfigError(`Invalid settings:\n  ${setting}: ${(error as Error).message}`);
  }
}
