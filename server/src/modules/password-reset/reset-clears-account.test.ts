import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { signUpOwner } from '../../../test/factories';
import { usePasswordResetApp } from '../../../test/kits/password-reset-app';
import { DEFAULT_RATE_LIMITS } from '../../middleware/rate-limit';
import { fetchFeed, makeFeed } from '../../../test/kits/feed-kit';

/**
 * A successful reset proves the mailbox: it clears the account's failed sign-ins (DESIGN §5)
 * and ends its calendar feeds, whose URLs are credentials like the sessions it ends too.
 */
const PAIR_LIMIT = 10;
const CEILING = 15;
const { t, requestLink, resetPassword } = usePasswordResetApp({
  env: { TRUST_PROXY: 'loopback' },
  rateLimits: {
    ...DEFAULT_RATE_LIMITS,
    login: { windowMs: 60_000, limit: 10_000 },
    register: { windowMs: 60_000, limit: 10_000 },
    forgotPassword: { windowMs: 60_000, limit: 10_000 },
    loginPair: { windowMs: 60_000, limit: PAIR_LIMIT },
    loginAccount: { windowMs: 60_000, limit: CEILING },
    loginSlowdown: { windowMs: 60_000, limit: 10_000 },
  },
});

let address = 0;
const freshAddress = () => `198.51.100.${(address += 1)}`;
const signIn = (from: string, email: string, password: string) =>
  request(t.app)
    .post('/api/login')
    .set('X-Requested-With', 'XMLHttpRequest')
    .set('X-Forwarded-For', from)
    .send({ email, password });

describe('a successful password reset', () => {
  it("when the owner's address and then strangers were throttled, then after a reset the owner signs in from both", async () => {
    const owner = await signUpOwner(t.app);
    const home = freshAddress();
    for (let i = 0; i < PAIR_LIMIT; i += 1) {
      expect((await signIn(home, owner.email, `forgotten-${i}`)).status).toBe(401);
    }
    for (let i = 0; i < CEILING - PAIR_LIMIT; i += 1) {
      expect((await signIn(freshAddress(), owner.email, `guess-${i}`)).status).toBe(401);
    }
    expect((await signIn(home, owner.email, owner.password)).status).toBe(429);
    expect((await signIn(freshAddress(), owner.email, owner.password)).status).toBe(429);

    const link = await requestLink(owner.email);
    expect((await resetPassword(link, 'fresh-harbor-pass')).status).toBe(200);

    expect((await signIn(home, owner.email, 'fresh-harbor-pass')).status).toBe(200);
    expect((await signIn(freshAddress(), owner.email, 'fresh-harbor-pass')).status).toBe(200);
  });

  it('when the owner had calendar feeds, then their old URLs are 404 after the reset', async () => {
    const owner = await signUpOwner(t.app);
    const feed = await makeFeed(owner.client);
    expect((await fetchFeed(t.app, feed.url)).status).toBe(200);
    const other = await signUpOwner(t.app);
    const othersFeed = await makeFeed(other.client);

    const link = await requestLink(owner.email);
    expect((await resetPassword(link, 'fresh-harbor-pass')).status).toBe(200);

    expect((await fetchFeed(t.app, feed.url)).status).toBe(404);
    expect((await fetchFeed(t.app, othersFeed.url)).status).toBe(200);
  });
});
