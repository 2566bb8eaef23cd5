import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { signUpAdmin, signUpOwner } from '../../../test/factories';
import { makeToken, revocationsOf, withToken } from '../../../test/kits/api-token-kit';
import { usePasswordResetApp } from '../../../test/kits/password-reset-app';
import { DEFAULT_RATE_LIMITS } from '../../middleware/rate-limit';
import { fetchFeed, makeFeed } from '../../../test/kits/feed-kit';
import { browserKeys } from '../../../test/fake-push/push-decrypt';
import { pushSubscriptions } from '../../db/schema';

/**
 * A successful reset proves the mailbox: it clears the account's failed sign-ins
 * (docs/product.md#accounts) and ends its calendar feeds and API tokens, credentials like the
 * sessions it ends too.
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

  it('when an admin had an API token, then it answers 401 after the reset and its end is audited as theirs', async () => {
    const admin = await signUpAdmin(t);
    const token = await makeToken(admin, 'read');
    expect((await withToken(t.app, token.secret).get('/api/lifts')).status).toBe(200);

    const link = await requestLink(admin.email);
    expect((await resetPassword(link, 'fresh-harbor-pass')).status).toBe(200);

    expect((await withToken(t.app, token.secret).get('/api/lifts')).status).toBe(401);
    const audits = await revocationsOf(t.database.db, token.id);
    expect(audits).toEqual([
      expect.objectContaining({
        actorId: admin.user.id,
        after: { endedBy: 'password-reset' },
      }),
    ]);
  });

  it("when the owner had browsers subscribed to push, then the reset removes them and leaves others' alone", async () => {
    const [owner, other] = [await signUpOwner(t.app), await signUpOwner(t.app)];
    const subscribe = async (who: typeof owner) => {
      const keys = browserKeys();
      const endpoint = `https://93.184.215.14/push/reset-${keys.auth}`;
      const res = await who.client.post('/api/push/subscriptions', {
        endpoint,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      });
      expect(res.status).toBe(201);
    };
    await subscribe(owner);
    await subscribe(owner);
    await subscribe(other);
    const countOf = async (userId: number) =>
      (
        await t.database.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
      ).length;
    expect(await countOf(owner.user.id)).toBe(2);

    const link = await requestLink(owner.email);
    expect((await resetPassword(link, 'fresh-harbor-pass')).status).toBe(200);

    expect(await countOf(owner.user.id)).toBe(0);
    expect(await countOf(other.user.id)).toBe(1);
  });
});
