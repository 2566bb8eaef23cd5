import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import type { Executor } from '../../db/client';
import {
  clearSignInCounters,
  createSignInThrottle,
  failureDelayMs,
  MAX_DELAY_MS,
  type SignInSettings,
} from './sign-in-throttle';

/** The growing delay, read from the throttle itself: the sleeps it asked for, not a clock. */
const t = useTestApp();

const SETTINGS: SignInSettings = {
  loginPair: { windowMs: 60_000, limit: 1_000 },
  loginAccount: { windowMs: 60_000, limit: 1_000 },
  loginSlowdown: { windowMs: 60_000, limit: 3 },
};

function throttleOn(db: Executor) {
  const slept: number[] = [];
  const throttle = createSignInThrottle(db, SETTINGS, {
    logger: pino({ level: 'silent' }),
    sleep: (ms) => {
      slept.push(ms);
      return Promise.resolve();
    },
  });
  const attempt = async (email: string, address = '198.51.100.7') => {
    const admission = await throttle.admit(email, address);
    if (!admission.admitted) throw new Error(`not admitted: ${admission.message}`);
    return admission.attempt;
  };
  return { slept, attempt };
}

describe('the growing delay on failed sign-ins', () => {
  it('when failures of one account pile up past the threshold, then each further failed answer is held longer, up to the cap, and the right password waits for nothing', async () => {
    const { slept, attempt } = throttleOn(t.database.db);
    const email = uniqueEmail();
    const delays: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      // Spelled differently and from different addresses: still the one account.
      const typed = i % 2 ? email.toUpperCase() : ` ${email}`;
      delays.push(await (await attempt(typed, `198.51.100.${i}`)).failed());
    }
    expect(delays).toEqual([0, 0, 0, 250, 500, 1_000, 2_000, 4_000, 4_000]);
    expect(slept).toEqual(delays.filter((ms) => ms > 0));

    await (await attempt(email)).succeeded();
    expect(slept).toHaveLength(6);
  });

  it('when a password reset clears the account, then its failures start from zero again', async () => {
    const { attempt } = throttleOn(t.database.db);
    const email = uniqueEmail();
    for (let i = 0; i < 5; i += 1) await (await attempt(email)).failed();
    expect(await (await attempt(email)).failed()).toBeGreaterThan(0);
    await clearSignInCounters(t.database.db, email.toUpperCase());
    expect(await (await attempt(email)).failed()).toBe(0);
  });

  it('when the database cannot keep the counters, then every attempt is let through and not held', async () => {
    const broken = new Proxy({} as Executor, {
      get: () => () => {
        throw new Error('connection lost');
      },
    });
    const { slept, attempt } = throttleOn(broken);
    for (let i = 0; i < 10; i += 1)
      expect(await (await attempt('a@example.test')).failed()).toBe(0);
    await (await attempt('a@example.test')).succeeded();
    expect(slept).toEqual([]);
  });

  it('when the count grows, then the delay never shrinks and never passes the cap', () => {
    let previous = 0;
    for (let failures = 0; failures < 200; failures += 1) {
      const delay = failureDelayMs(failures, 5);
      expect(delay).toBeGreaterThanOrEqual(previous);
      expect(delay).toBeLessThanOrEqual(MAX_DELAY_MS);
      previous = delay;
    }
    expect(failureDelayMs(5, 5)).toBe(0);
    expect(previous).toBe(MAX_DELAY_MS);
  });
});
