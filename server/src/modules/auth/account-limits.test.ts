import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { signUpOwner, uniqueEmail } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';

/**
 * DESIGN §5: besides the per-address limits, failed sign-ins and reset requests are counted
 * per account, so guesses spread over many addresses still stop. Behind a proxy on loopback,
 * each request here comes from a different client address.
 */
const t = useTestApp({
  env: { TRUST_PROXY: 'loopback' },
  rateLimits: {
    login: { windowMs: 60_000, limit: 2 },
    loginAccount: { windowMs: 60_000, limit: 3 },
    forgotPassword: { windowMs: 60_000, limit: 2 },
    forgotPasswordAccount: { windowMs: 60_000, limit: 2 },
    register: { windowMs: 60_000, limit: 10_000 },
  },
});

let address = 0;
/** A request from a new client address each time, as a botnet would send them. */
const fromNewAddress = (path: string, body: object) => {
  address += 1;
  return request(t.app)
    .post(path)
    .set('X-Requested-With', 'XMLHttpRequest')
    .set('X-Forwarded-For', `203.0.113.${address}`)
    .send(body);
};

describe('failed sign-ins per account', () => {
  it('when guesses for one account come from many addresses, then after the limit even the right password gets 429 with Retry-After', async () => {
    const owner = await signUpOwner(t.app);
    for (let i = 0; i < 3; i += 1) {
      const guess = await fromNewAddress('/api/login', {
        email: owner.email,
        password: `guess-${i}`,
      });
      expect(guess.status).toBe(401);
    }
    const locked = await fromNewAddress('/api/login', {
      email: owner.email.toUpperCase(),
      password: owner.password,
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.body.message).toMatch(/Too many failed sign-ins for this account/);

    // Another account is not affected.
    const other = await signUpOwner(t.app);
    const fine = await fromNewAddress('/api/login', {
      email: other.email,
      password: other.password,
    });
    expect(fine.status).toBe(200);
  });

  it('when the account does not exist, then the lockout looks exactly the same', async () => {
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await fromNewAddress('/api/login', { email: ghost, password: 'x-guess' })).status,
      ).toBe(401);
    }
    const owner = await signUpOwner(t.app);
    for (let i = 0; i < 3; i += 1) {
      await fromNewAddress('/api/login', { email: owner.email, password: 'x-guess' });
    }
    const forGhost = await fromNewAddress('/api/login', { email: ghost, password: 'x-guess' });
    const forOwner = await fromNewAddress('/api/login', {
      email: owner.email,
      password: 'x-guess',
    });
    expect(forGhost.status).toBe(429);
    expect([forOwner.status, forOwner.body]).toEqual([forGhost.status, forGhost.body]);
  });

  it('when the owner signs in successfully many times, then successes are not counted', async () => {
    const owner = await signUpOwner(t.app);
    for (let i = 0; i < 5; i += 1) {
      const res = await fromNewAddress('/api/login', {
        email: owner.email,
        password: owner.password,
      });
      expect(res.status).toBe(200);
    }
  });
});

describe('reset requests per email', () => {
  it('when one email is asked for from many addresses, then after the limit 429, and other emails still work', async () => {
    const owner = await signUpOwner(t.app);
    for (let i = 0; i < 2; i += 1) {
      expect((await fromNewAddress('/api/forgot-password', { email: owner.email })).status).toBe(
        200,
      );
    }
    const limited = await fromNewAddress('/api/forgot-password', { email: ` ${owner.email} ` });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/Too many password reset requests for this email/);
    const other = await fromNewAddress('/api/forgot-password', { email: uniqueEmail() });
    expect(other.status).toBe(200);
  });
});
