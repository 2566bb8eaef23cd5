import type { Logger } from 'pino';
import type { Executor } from '../../db/client';
import type { LimitSetting, RateLimitName } from '../../middleware/rate-limit';
import {
  type Counter,
  deleteCounter,
  deleteCounters,
  hitCounter,
  markCounter,
  readCounters,
  refundCounter,
} from '../../middleware/rate-limit-repository';
import { secondsUntil } from '../../middleware/rate-limit-store';
import { normalizeEmail } from '../users/user-repository';

/**
 * Failed sign-ins (docs/product.md#accounts), so that no stranger can lock an owner out:
 * - per account and address together, a small limit stops one address guessing;
 * - per account, each failure past a few is answered later and later (the right password
 *   never waits), and a far higher ceiling stops a botnet, except from an address that
 *   signed in to that account lately (a "known address"), the owner's usual one;
 * - never a hard lock on the account itself.
 * Keyed by the email typed, existing or not, so every answer is the same for an unknown one.
 */
export type SignInSettings = Pick<
  Record<RateLimitName, LimitSetting>,
  'loginPair' | 'loginAccount' | 'loginSlowdown'
>;

export const PAIR_LIMITED_MESSAGE =
  'Too many failed sign-ins for this account from your address. Please try again later or reset your password.';
export const ACCOUNT_LIMITED_MESSAGE =
  'Too many failed sign-ins for this account. Please try again later or reset your password.';

/** How long a successful sign-in keeps its address exempt from the account's ceiling. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000;
const FIRST_DELAY_MS = 250;
export const MAX_DELAY_MS = 4_000;

/** The hold on a failed answer: none up to `threshold` recent failures, then doubling, capped. */
export function failureDelayMs(failures: number, threshold: number): number {
  const past = failures - threshold;
  if (past <= 0) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(past - 1, 16));
}

export type Admission =
  | { admitted: true; attempt: SignInAttempt }
  | { admitted: false; retryAfterSeconds: number; message: string };

export interface SignInAttempt {
  /** The failure counted and, past the threshold, its answer held back; the delay given. */
  failed(): Promise<number>;
  succeeded(): Promise<void>;
}

const accountPrefix = (email: string) => `signin:${normalizeEmail(email)}:`;

/** Forgets an account's failures and known addresses: a password reset starts afresh. */
export function clearSignInCounters(db: Executor, email: string): Promise<void> {
  return deleteCounters(db, accountPrefix(email));
}

export function createSignInThrottle(
  db: Executor,
  settings: SignInSettings,
  options: { logger: Logger; sleep?: (ms: number) => Promise<void> },
) {
  const sleep = options.sleep ?? ((ms: number) => new Promise((done) => setTimeout(done, ms)));
  // The counters guard against guessing; when the database cannot keep them, signing in must
  // still work, so every failure here lets the attempt through.
  const tolerant = async <T>(what: string, fallback: T, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      options.logger.warn({ err: error }, `sign-in throttle could not ${what}; let through`);
      return fallback;
    }
  };

  async function admit(email: string, address: string): Promise<Admission> {
    const prefix = accountPrefix(email);
    const keys = {
      pair: `${prefix}pair:${address}`,
      account: `${prefix}account`,
      slowdown: `${prefix}slowdown`,
      known: `${prefix}known:${address}`,
    };
    // The pair's slot is taken before the password is checked, so many guesses at once from
    // one address still get at most the limit of checks. A success clears the pair (that
    // address knows the password) but not the account's counts, which strangers share.
    const pair = await tolerant('count the address', undefined, () =>
      hitCounter(db, keys.pair, settings.loginPair.windowMs),
    );
    if (pair && pair.hits > settings.loginPair.limit) {
      return {
        admitted: false,
        retryAfterSeconds: secondsUntil(pair.resetAt),
        message: PAIR_LIMITED_MESSAGE,
      };
    }
    const read = await tolerant('read the account', new Map<string, Counter>(), () =>
      readCounters(db, [keys.account, keys.known]),
    );
    const account = read.get(keys.account);
    if (account && account.hits >= settings.loginAccount.limit && !read.has(keys.known)) {
      await tolerant('give back the slot', undefined, () => refundCounter(db, keys.pair));
      return {
        admitted: false,
        retryAfterSeconds: secondsUntil(account.resetAt),
        message: ACCOUNT_LIMITED_MESSAGE,
      };
    }
    return {
      admitted: true,
      attempt: {
        async failed() {
          const recent = await tolerant('count the failure', undefined, async () => {
            const [, slowdown] = await Promise.all([
              hitCounter(db, keys.account, settings.loginAccount.windowMs),
              hitCounter(db, keys.slowdown, settings.loginSlowdown.windowMs),
            ]);
            return slowdown;
          });
          const delay = failureDelayMs(recent?.hits ?? 0, settings.loginSlowdown.limit);
          if (delay > 0) await sleep(delay);
          return delay;
        },
        async succeeded() {
          await tolerant('remember the address', undefined, () =>
            Promise.all([
              deleteCounter(db, keys.pair),
              markCounter(db, keys.known, KNOWN_ADDRESS_MS),
            ]),
          );
        },
      },
    };
  }

  return { admit };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
