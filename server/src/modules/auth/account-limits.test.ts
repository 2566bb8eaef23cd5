import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { signUpOwner, uniqueEmail } from '../../../test/factories';
import { needsPostgresServer } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';
import { DEFAULT_RATE_LIMITS } from '../../middleware/rate-limit';

/**
 * docs/product.md#accounts: failed sign-ins are limited per account and address together, with a
 * far higher per-account ceiling, so a stranger guessing from elsewhere never locks the owner out.
 * The production numbers, except the growing delay (sign-in-throttle.test.ts), which would only
 * make these tests slow. Behind a proxy on loopback, each address here is a client address.
 */
const PAIR_LIMIT = 10;
const t = useTestApp({
  env: { TRUST_PROXY: 'loopback' },
  rateLimits: {
    ...DEFAULT_RATE_LIMITS,
    loginPair: { windowMs: 15 * 60_000, limit: PAIR_LIMIT },
    login: { windowMs: 60_000, limit: 10_000 },
    register: { windowMs: 60_000, limit: 10_000 },
    loginSlowdown: { windowMs: 60_000, limit: 10_000 },
  },
});

let address = 0;
/** A fresh client address, as a botnet would use one for each guess. */
const freshAddress = () => {
  address += 1;
  return `203.0.${Math.floor(address / 250)}.${(address % 250) + 1}`;
};
const signIn = (from: string, body: { email: string; password: string }, app = t.app) =>
  request(app)
    .post('/api/login')
    .set('X-Requested-With', 'XMLHttpRequest')
    .set('X-Forwarded-For', from)
    .send(body);

async function guessFromRotatingAddresses(email: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    statuses.push((await signIn(freshAddress(), { email, password: `guess-${i}` })).status);
  }
  return statuses;
}

describe('wrong passwords from many addresses', () => {
  it.each([10, 100])(
    'when %i wrong passwords come from rotating addresses, then the owner still signs in from a fresh address',
    async (count) => {
      const owner = await signUpOwner(t.app);
      const statuses = await guessFromRotatingAddresses(owner.email, count);
      expect(new Set(statuses)).toEqual(new Set([401]));
      const res = await signIn(freshAddress(), { email: owner.email, password: owner.password });
      expect(res.status).toBe(200);
      expect(res.body.email).toBe(owner.email);
    },
  );
});

describe('failed sign-ins per account and address', () => {
  it('when one address guesses, then it gets 429 with Retry-After after the limit, while the owner from another address gets in', async () => {
    const owner = await signUpOwner(t.app);
    const attacker = freshAddress();
    for (let i = 0; i < PAIR_LIMIT; i += 1) {
      const guess = await signIn(attacker, { email: owner.email, password: `guess-${i}` });
      expect(guess.status).toBe(401);
    }
    const stopped = await signIn(attacker, { email: owner.email.toUpperCase(), password: 'x-9' });
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    expect(stopped.body).toEqual({
      code: 'rate_limited',
      message: expect.stringMatching(/Too many failed sign-ins for this account from your address/),
    });
    // Even the right password from that address waits: it is the address that guessed.
    const fromAttacker = await signIn(attacker, { email: owner.email, password: owner.password });
    expect(fromAttacker.status).toBe(429);

    const fromHome = await signIn(freshAddress(), { email: owner.email, password: owner.password });
    expect(fromHome.status).toBe(200);
  });

  it('when the account does not exist, then every answer looks exactly the same', async () => {
    const owner = await signUpOwner(t.app);
    const ghost = uniqueEmail('ghost');
    const attacker = freshAddress();
    const answers = async (email: string) => {
      const seen: unknown[] = [];
      for (let i = 0; i <= PAIR_LIMIT; i += 1) {
        const res = await signIn(attacker, { email, password: 'x-guess' });
        seen.push([res.status, res.body, Boolean(res.headers['retry-after'])]);
      }
      return seen;
    };
    const forOwner = await answers(owner.email);
    expect(forOwner.at(-1)).toEqual([
      429,
      expect.objectContaining({ message: expect.stringMatching(/from your address/) }),
      true,
    ]);
    expect(await answers(ghost)).toEqual(forOwner);
  });

  it('when the owner mistypes now and then, then each success starts their address afresh', async () => {
    const owner = await signUpOwner(t.app);
    const home = freshAddress();
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < PAIR_LIMIT - 1; i += 1) {
        const typo = await signIn(home, { email: owner.email, password: `typo-${i}` });
        expect(typo.status).toBe(401);
      }
      const res = await signIn(home, { email: owner.email, password: owner.password });
      expect(res.status).toBe(200);
    }
  });
});

describe('the per-account ceiling', () => {
  it('when strangers reach it, then new addresses get 429 but the address the owner signed in from still gets in', async () => {
    const ceiling = 5;
    const instance = await t.createInstance({
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        login: { windowMs: 60_000, limit: 10_000 },
        loginSlowdown: { windowMs: 60_000, limit: 10_000 },
        loginAccount: { windowMs: 60_000, limit: ceiling },
      },
    });
    try {
      const owner = await signUpOwner(t.app);
      const home = freshAddress();
      const credentials = { email: owner.email, password: owner.password };
      expect((await signIn(home, credentials, instance.app)).status).toBe(200);
      for (let i = 0; i < ceiling; i += 1) {
        const guess = { email: owner.email, password: `guess-${i}` };
        expect((await signIn(freshAddress(), guess, instance.app)).status).toBe(401);
      }
      const stranger = await signIn(freshAddress(), credentials, instance.app);
      expect(stranger.status).toBe(429);
      expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
      expect(stranger.body.message).toMatch(/Too many failed sign-ins for this account\./);

      expect((await signIn(home, credentials, instance.app)).status).toBe(200);
    } finally {
      await instance.close();
    }
  });
});

describe('guesses at once', () => {
  it.runIf(needsPostgresServer())(
    'when many wrong guesses arrive at once from many addresses, then no address gets more checks than the pair limit and the owner still gets in',
    async () => {
      const owner = await signUpOwner(t.app);
      const limit = PAIR_LIMIT;
      const attackers = Array.from({ length: 5 }, freshAddress);
      const guesses = attackers.flatMap((from) =>
        Array.from({ length: limit * 3 }, (_, i) => ({ from, password: `guess-${i}` })),
      );
      const answers = await Promise.all(
        guesses.map(async ({ from, password }) => ({
          from,
          status: (await signIn(from, { email: owner.email, password })).status,
        })),
      );
      for (const from of attackers) {
        const statuses = answers.filter((a) => a.from === from).map((a) => a.status);
        expect(statuses.filter((s) => s === 401)).toHaveLength(limit);
        expect(statuses.filter((s) => s === 429)).toHaveLength(limit * 2);
      }
      const credentials = { email: owner.email, password: owner.password };
      expect((await signIn(freshAddress(), credentials)).status).toBe(200);
    },
  );
});
