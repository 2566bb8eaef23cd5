import type { Request, RequestHandler } from 'express';
import { rateLimit, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit';
import { eq, sql } from 'drizzle-orm';
import { OWNER_WRITES_MESSAGE } from '@shared/messages/booking';
import { emailField } from '@shared/schemas/common';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { normalizeEmail } from '../modules/users/user-repository';

/**
 * Counters live in Postgres so a limit holds across every instance behind a load balancer
 * (DESIGN §10); a per-process memory store would multiply the limit by the instance count.
 */
class PostgresRateLimitStore implements Store {
  prefix: string;
  private windowMs = 60_000;

  constructor(
    private readonly db: Database,
    name: string,
  ) {
    this.prefix = `${name}:`;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const id = this.prefix + key;
    const windowEnd = sql`now() + ${`${this.windowMs} milliseconds`}::interval`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key: id, hits: 1, resetAt: windowEnd })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= now() then ${windowEnd} else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
    return { totalHits: row?.hits ?? 1, resetTime: row?.resetAt };
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(eq(rateLimits.key, this.prefix + key));
  }

  async resetKey(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, this.prefix + key));
  }
}

export interface LimitSetting {
  windowMs: number;
  limit: number;
}

export type RateLimitName =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'resetPassword'
  /** Per account, whatever the address: failed sign-ins and reset requests (DESIGN §5). */
  | 'loginAccount'
  | 'forgotPasswordAccount'
  /** Per owner, not per address: booking and cancelling (DESIGN §5). */
  | 'ownerWrites';

export const DEFAULT_RATE_LIMITS: Record<RateLimitName, LimitSetting> = {
  login: { windowMs: 15 * 60_000, limit: 20 },
  register: { windowMs: 60 * 60_000, limit: 20 },
  forgotPassword: { windowMs: 15 * 60_000, limit: 5 },
  resetPassword: { windowMs: 15 * 60_000, limit: 10 },
  loginAccount: { windowMs: 15 * 60_000, limit: 10 },
  forgotPasswordAccount: { windowMs: 60 * 60_000, limit: 5 },
  // app.ts takes the limit from OWNER_WRITES_PER_HOUR.
  ownerWrites: { windowMs: 60 * 60_000, limit: 20 },
};

const RATE_LIMIT_NAMES = Object.keys(DEFAULT_RATE_LIMITS) as RateLimitName[];

/** The same window and limit for every endpoint: tests and the bench, which must not be throttled. */
export function uniformRateLimits(setting: LimitSetting): Record<RateLimitName, LimitSetting> {
  return Object.fromEntries(RATE_LIMIT_NAMES.map((name) => [name, setting])) as Record<
    RateLimitName,
    LimitSetting
  >;
}

const MESSAGES: Record<RateLimitName, string> = {
  login: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  register: 'Too many accounts created from this address. Please try again later.',
  forgotPassword: 'Too many password reset requests. Please wait a few minutes and try again.',
  resetPassword: 'Too many password reset attempts. Please wait a few minutes and try again.',
  // The same words whether or not the account exists: the limit must not reveal it.
  loginAccount:
    'Too many failed sign-ins for this account. Please wait 15 minutes or reset your password.',
  forgotPasswordAccount:
    'Too many password reset requests for this email. Please wait an hour and try again.',
  ownerWrites: OWNER_WRITES_MESSAGE,
};

export type RateLimiters = Record<RateLimitName, RequestHandler>;

const accountEmail = emailField('not an email');

/**
 * The account a sign-in or reset request names: its email as the login compares it. Only a
 * valid address is a key; anything else (a NUL, a megabyte) is refused by the route's own
 * validation and must not reach the counters' table first.
 */
function accountKey(req: Request): string {
  const email = accountEmail.safeParse((req.body as { email?: unknown } | undefined)?.email);
  return email.success ? `account:${normalizeEmail(email.data)}` : '';
}

export function createRateLimiters(
  db: Database,
  settings: Record<RateLimitName, LimitSetting>,
): RateLimiters {
  const build = (name: RateLimitName, keyed: Partial<Options> = {}): RequestHandler =>
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
    login: build('login'),
    register: build('register'),
    forgotPassword: build('forgotPassword'),
    resetPassword: build('resetPassword'),
    // Keyed by the address typed, existing or not, so a locked answer tells nothing; a
    // botnet spreading guesses over many addresses still meets this one counter.
    loginAccount: build('loginAccount', {
      keyGenerator: accountKey,
      skip: (req) => !accountKey(req),
      // Only failures count: the owner who then types the right password is not locked out.
      skipSuccessfulRequests: true,
    }),
    forgotPasswordAccount: build('forgotPasswordAccount', {
      keyGenerator: accountKey,
      skip: (req) => !accountKey(req),
    }),
    // After requireAuth: counted per owner whatever their address; the office is not limited.
    ownerWrites: build('ownerWrites', {
      keyGenerator: (req) => `user:${req.user?.id ?? 0}`,
      skip: (req) => Boolean(req.user?.isAdmin),
    }),
  };
}
