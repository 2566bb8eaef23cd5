import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, calendarFeeds, lifts, users, webhooks } from '../../db/schema';
import { signUpAdmin, signUpOwner } from '../../../test/factories';
import { adminPayload } from '../../../test/kits/booking-kit';
import { useBookingApp } from '../../../test/kits/booking-app';
import {
  makeToken,
  rawStatus,
  setCookiesOf,
  tokenRow,
  withToken,
} from '../../../test/kits/api-token-kit';

/**
 * `Authorization: Bearer` acting as the token's admin (docs/product.md#integrations): scopes,
 * cookies, endings.
 */
const { t, clock } = useBookingApp();

let named = 0;
const liftName = () => `Token lift ${(named += 1)}`;
const liftCount = async () => (await t.database.db.select().from(lifts)).length;
const roleOf = async (id: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]?.isAdmin;

describe('acting with an API token', () => {
  it('when a read token calls GETs, then it reads as its admin; its POST, PATCH and DELETE are 403 and change nothing', async () => {
    const { secret } = await makeToken(t.admin, 'read');
    const api = withToken(t.app, secret);
    const me = await api.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: t.admin.user.id, isAdmin: true });
    expect((await api.get('/api/bookings')).status).toBe(200);

    const lift = await t.admin.client.post('/api/lifts', { name: liftName() });
    const before = await t.database.db.select().from(lifts);
    for (const res of [
      await api.post('/api/lifts', { name: liftName() }),
      await api.patch(`/api/lifts/${lift.body.lift.id}`, { name: liftName() }),
      await api.delete(`/api/lifts/${lift.body.lift.id}`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'This API token is read-only', code: 'forbidden' });
    }
    expect(await t.database.db.select().from(lifts)).toEqual(before);
  });

  it('when a read token calls the GET that clears all bookings, then 403 and every booking stays', async () => {
    const { secret } = await makeToken(t.admin, 'read');
    await t.admin.client.post('/api/bookings', adminPayload(t.admin.user.id));
    const active = await t.database.db.select().from(bookings);
    const res = await withToken(t.app, secret)
      .get('/api/dev/clear-bookings')
      .set('X-Requested-With', 'XMLHttpRequest');
    expect(res.status).toBe(403);
    expect(await t.database.db.select().from(bookings)).toEqual(active);
  });

  it('when a write token adds a lift and books for an owner, without a cookie or X-Requested-With, then both are made', async () => {
    const { secret } = await makeToken(t.admin, 'write');
    const api = withToken(t.app, secret);
    const lift = await api
      .post('/api/lifts', { name: liftName() })
      .set('Origin', 'https://zapier.example');
    expect(lift.status).toBe(201);
    const owner = await signUpOwner(t.app);
    const booking = await api.post('/api/bookings', adminPayload(owner.user.id));
    expect(booking.status).toBe(201);
    expect(booking.body.booking.userId).toBe(owner.user.id);
  });

  it('when the admin’s own cookie comes without X-Requested-With, then 403 still: only a token is exempt', async () => {
    const before = await liftCount();
    const res = await t.admin.client.agent.post('/api/lifts').send({ name: liftName() });
    expect(res.status).toBe(403);
    expect(await liftCount()).toBe(before);
  });

  it('when a token comes with another user’s cookie, then it acts as the token’s admin, sets no cookie and leaves that session alone', async () => {
    const { secret } = await makeToken(t.admin, 'write');
    const owner = await signUpOwner(t.app);
    const me = await owner.client.get('/api/user').set('Authorization', `Bearer ${secret}`);
    expect(me.body.id).toBe(t.admin.user.id);
    expect(setCookiesOf(me)).toEqual([]);
    const lift = await owner.client
      .post('/api/lifts', { name: liftName() })
      .set('Authorization', `Bearer ${secret}`);
    expect(lift.status).toBe(201);
    expect(setCookiesOf(lift)).toEqual([]);
    // Sign-out with the token is refused, so the owner's session is still theirs.
    const out = await owner.client.post('/api/logout').set('Authorization', `Bearer ${secret}`);
    expect(out.status).toBe(403);
    expect(setCookiesOf(out)).toEqual([]);
    expect((await owner.client.get('/api/user')).body.id).toBe(owner.user.id);
  });

  it('when a token asks to sign in or open the live stream, then 403 and no session is made', async () => {
    const { secret } = await makeToken(t.admin, 'write');
    const api = withToken(t.app, secret);
    const login = await api.post('/api/login', {
      email: t.admin.email,
      password: t.admin.password,
    });
    expect(login.status).toBe(403);
    expect(setCookiesOf(login)).toEqual([]);
    expect((await api.get('/api/events')).status).toBe(403);
  });

  it('when the Authorization header is malformed or names no token, then 401 beside the admin’s own cookie, and nothing changes', async () => {
    const { secret } = await makeToken(t.admin, 'write');
    const headers = [
      '',
      'Bearer',
      'Bearer  x',
      `Bearer  ${secret}`,
      `Bearer\t${secret}`,
      `Basic ${Buffer.from(`${t.admin.email}:${t.admin.password}`).toString('base64')}`,
      `Bearer ${secret}x`,
      `Bearer ${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`,
      `Bearer ${'A'.repeat(10_240)}`,
      `Bearer ${secret.slice(0, 10)}\u00ff${secret.slice(11)}`,
    ];
    const before = await liftCount();
    for (const header of headers) {
      // Were the cookie read instead, this would add a lift.
      const res = await t.admin.client
        .post('/api/lifts', { name: liftName() })
        .set('Authorization', header);
      expect(res.status, JSON.stringify(header.slice(0, 40))).toBe(401);
      expect(res.body.code).toBe('unauthorized');
      expect(setCookiesOf(res)).toEqual([]);
    }
    expect(await liftCount()).toBe(before);
    // Control characters never reach a route: refused as they arrive.
    for (const bad of ['\u0001', '\u007f', '\u0000']) {
      const head = `POST /api/lifts HTTP/1.1\r\nHost: app.test\r\nAuthorization: Bearer ${secret.slice(0, 10)}${bad}${secret.slice(11)}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`;
      expect(await rawStatus(t.app, head)).toBeGreaterThanOrEqual(400);
    }
    expect(await liftCount()).toBe(before);
  });

  it('when a write token tries to promote an owner, make a yard feed or add a webhook, then each is 403 not_with_api_token and nothing outlives its revocation', async () => {
    const { id, secret } = await makeToken(t.admin, 'write');
    const api = withToken(t.app, secret);
    const owner = await signUpOwner(t.app);
    const tables = async () => [
      await t.database.db.select().from(calendarFeeds),
      await t.database.db.select().from(webhooks),
    ];
    const before = await tables();
    const attempts = [
      await api.patch(`/api/users/${owner.user.id}/role`, { isAdmin: true }),
      await api.post('/api/calendar/feeds/yard'),
      await api.post('/api/webhooks', {
        url: 'https://93.184.215.14/hooks',
        events: ['booking.created'],
      }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'not_with_api_token' });
      expect(res.body.message).toMatch(/Sign in to the dashboard/);
    }
    expect(await roleOf(owner.user.id)).toBe(false);
    expect(await tables()).toEqual(before);
    // The admin's own session still may: only the token is kept from these.
    await t.admin.client.delete(`/api/tokens/${id}`);
    expect((await t.admin.client.post('/api/calendar/feeds/yard')).status).toBe(201);
  });

  it('when the admin is demoted, then their tokens end at once and a promotion brings none back', async () => {
    const admin = await signUpAdmin(t);
    const token = await makeToken(admin, 'write');
    const api = withToken(t.app, token.secret);
    expect((await api.get('/api/bookings')).status).toBe(200);
    const demoted = await t.admin.client.patch(`/api/users/${admin.user.id}/role`, {
      isAdmin: false,
    });
    expect(demoted.status).toBe(200);
    expect((await api.get('/api/bookings')).status).toBe(401);
    expect((await api.get('/api/user')).status).toBe(401);
    expect(await tokenRow(t.database.db, token.id)).toBeUndefined();

    await t.admin.client.patch(`/api/users/${admin.user.id}/role`, { isAdmin: true });
    expect(await roleOf(admin.user.id)).toBe(true);
    expect((await api.get('/api/bookings')).status).toBe(401);
  });

  it('when the admin’s account is deleted, then their tokens go with it', async () => {
    const admin = await signUpAdmin(t);
    const token = await makeToken(admin, 'read');
    await t.database.db.delete(users).where(eq(users.id, admin.user.id));
    expect((await withToken(t.app, token.secret).get('/api/user')).status).toBe(401);
    expect(await tokenRow(t.database.db, token.id)).toBeUndefined();
  });

  it('when a token is used, then the list shows when, written at most once a minute', async () => {
    const token = await makeToken(t.admin, 'read');
    const api = withToken(t.app, token.secret);
    const lastUsed = async () =>
      (await tokenRow(t.database.db, token.id))?.lastUsedAt?.toISOString() ?? null;
    const shown = async () =>
      (await t.admin.client.get('/api/tokens')).body.tokens.find(
        (row: { id: number }) => row.id === token.id,
      ).lastUsedAt;
    expect(await shown()).toBeNull();
    await api.get('/api/user');
    const first = clock.now().toISOString();
    expect(await shown()).toBe(first);

    clock.instant = new Date(clock.instant.getTime() + 59_000);
    await api.get('/api/user');
    expect(await lastUsed()).toBe(first);

    clock.instant = new Date(clock.instant.getTime() + 2_000);
    await api.get('/api/user');
    expect(await lastUsed()).toBe(clock.now().toISOString());
  });
});
