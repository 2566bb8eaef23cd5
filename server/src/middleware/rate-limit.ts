import type { RequestHandler } from 'express';
import { MemoryStore, rateLimit, type Options } from 'express-rate-limit';
import { OWNER_WRITES_MESSAGE } from '@shared/messages/bookings';
import type { Database } from '../db/client';
import { PostgresRateLimitStore } from './rate-limit-store';

export interface LimitSetting {
  windowMs: number;
  limit: number;
}

export type RateLimitName =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'resetPassword'
  /**
   * Failed sign-ins (docs/product.md#accounts), counted by modules/auth/sign-in-throttle.ts: per
   * account and address together; per account, a far higher ceiling; and, per account, the number
   * of recent failures after which each further failure is answered later and later.
   */
  | 'loginPair'
  | 'loginAccount'
  | 'loginSlowdown'
  /** Reset mails actually sent to one account, counted by the password-reset service. */
  | 'forgotPasswordAccount'
  /** Per owner, not per address: booking and cancelling (docs/product.md#capacity). */
  | 'ownerWrites'
  /** Per API token (docs/product.md#integrations), whatever address its requests come from. */
  | 'apiToken'
  /**
   * Per address: browsers, signed in or not, reporting the errors they meet
   * (docs/product.md#web-app).
   */
  | 'clientErrors';

export const DEFAULT_RATE_LIMITS: Record<RateLimitName, LimitSetting> = {
  login: { windowMs: 15 * 60_000, limit: 20 },
  register: { windowMs: 60 * 60_000, limit: 20 },
  forgotPassword: { windowMs: 15 * 60_000, limit: 5 },
  resetPassword: { windowMs: 15 * 60_000, limit: 10 },
  loginPair: { windowMs: 15 * 60_000, limit: 10 },
  loginAccount: { windowMs: 60 * 60_000, limit: 300 },
  loginSlowdown: { windowMs: 15 * 60_000, limit: 5 },
  forgotPasswordAccount: { windowMs: 60 * 60_000, limit: 5 },
  // app.ts takes the limit from OWNER_WRITES_PER_HOUR.
  ownerWrites: { windowMs: 60 * 60_000, limit: 20 },
  // app.ts takes the limit from API_TOKEN_REQUESTS_PER_MINUTE.
  apiToken: { windowMs: 60_000, limit: 120 },
  // app.ts takes the limit from CLIENT_ERRORS_PER_MINUTE.
  clientErrors: { windowMs: 60_000, limit: 20 },
};

const RATE_LIMIT_NAMES = Object.keys(DEFAULT_RATE_LIMITS) as RateLimitName[];

/** The same window and limit for every endpoint: tests and the bench, which must not be throttled. */
export function uniformRateLimits(setting: LimitSetting): Record<RateLimitName, LimitSetting> {
  return Object.fromEntries(RATE_LIMIT_NAMES.map((name) => [name, setting])) as Record<
    RateLimitName,
    LimitSetting
  >;
}

type HandlerName =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'resetPassword'
  | 'ownerWrites'
  | 'apiToken'
  | 'clientErrors';

const MESSAGES: Record<HandlerName, string> = {
  login: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  register: 'Too many accounts created from this address. Please try again later.',
  forgotPassword: 'Too many password reset requests. Please wait a few minutes and try again.',
  resetPassword: 'Too many password reset attempts. Please wait a few minutes and try again.',
  ownerWrites: OWNER_WRITES_MESSAGE,
  apiToken: 'Too many requests with this API token. Please wait a minute and try again.',
  clientErrors: 'Too many error reports from this address. Please wait a minute.',
};

/** The per-address and per-owner limiters, and the settings the modules count by themselves. */
export type RateLimiters = Record<HandlerName, RequestHandler> & {
  settings: Record<RateLimitName, LimitSetting>;
};

export function createRateLimiters(
  db: Database,
  settings: Record<RateLimitName, LimitSetting>,
  /**
   * Owners' writes counted in this process's memory: only where this process is the only one
   * (the embedded engine, whose data folder one process holds). Every booking attempt is
   * counted before anything else, and on that engine, which runs one statement at a time for
   * the whole app, the counter's write was a third of an opening day's refusals' work. A
   * restart starts the hour's count afresh. The other limits guard rarer calls and stay in the
   * database.
   */
  { ownerWritesInProcess = false }: { ownerWritesInProcess?: boolean } = {},
): RateLimiters {
  const build = (name: HandlerName, keyed: Partial<Options> = {}): RequestHandler =>
    rateLimit({
      windowMs: settings[name].windowMs,
      limit: settings[name].limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      store: new PostgresRateLimitStore(db, name),
      // A database hiccup must not lock everyone out of signing in.
      passOnStoreError: true,
      handler: (_req, res) => {
        res.status(429).json({ message: MESSAGES[name], code: 'rate_limited' });
      },
      ...keyed,
    });
  return {
    settings,
    login: build('login'),
    register: build('register'),
    forgotPassword: build('forgotPassword'),
    resetPassword: build('resetPassword'),
    // After requireAuth: counted per owner whatever their address; the office is not limited.
    ownerWrites: build('ownerWrites', {
      keyGenerator: (req) => `user:${req.user?.id ?? 0}`,
      skip: (req) => Boolean(req.user?.isAdmin),
      ...(ownerWritesInProcess ? { store: new MemoryStore() } : {}),
    }),
    // After the token is checked (modules/api-tokens): one token's traffic never spends
    // another's, and requests without a token are not counted here.
    apiToken: build('apiToken', {
      keyGenerator: (req) => `token:${req.apiToken?.id ?? 0}`,
      skip: (req) => !req.apiToken,
    }),
    clientErrors: build('clientErrors'),
  };
}
