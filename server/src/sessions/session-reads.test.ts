import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { logIn } from '../../test/api-client';
import { signUpOwner } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

/**
 * Every signed-in request reads its session and its user. The embedded database keeps both in
 * memory (db/notified-cache.ts), so any change, by whatever writer, must show in the very next
 * request; the server database reads them each time and must behave the same.
 */
const t = useTestApp();

const sessionRowsOf = (userId: number) =>
  t.database.db.select().from(sessions).where(eq(sessions.userId, userId));

describe('sessions and users read on every request', () => {
  it('when the session row is deleted by hand, then the next request is signed out', async () => {
    const owner = await signUpOwner(t.app);
    expect((await owner.client.get('/api/user')).status).toBe(200);
    await t.database.db.execute(sql`delete from sessions where user_id = ${owner.user.id}`);
    expect((await owner.client.get('/api/user')).status).toBe(401);
  });

  it('when a session expires in the database, then the next request is signed out', async () => {
    const owner = await signUpOwner(t.app);
    expect((await owner.client.get('/api/user')).status).toBe(200);
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${owner.user.id}`,
    );
    expect((await owner.client.get('/api/user')).status).toBe(401);
  });

  it("when the user's row changes by hand, then the next request carries the change", async () => {
    const owner = await signUpOwner(t.app);
    expect((await owner.client.get('/api/user')).body.isAdmin).toBe(false);
    await t.database.db.execute(
      sql`update users set is_admin = true, owner_name = 'Renamed Owner' where id = ${owner.user.id}`,
    );
    const me = await owner.client.get('/api/user');
    expect(me.body).toMatchObject({ isAdmin: true, ownerName: 'Renamed Owner' });
    expect((await owner.client.get('/api/admin/capacity')).status).toBe(200);

    await t.database.db.execute(sql`update users set is_admin = false where id = ${owner.user.id}`);
    expect((await owner.client.get('/api/admin/capacity')).status).toBe(403);
  });

  it('when the account is deleted, then its session is gone and the next request is signed out', async () => {
    const owner = await signUpOwner(t.app);
    expect((await owner.client.get('/api/user')).status).toBe(200);
    await t.database.db.execute(sql`delete from users where id = ${owner.user.id}`);
    expect((await owner.client.get('/api/user')).status).toBe(401);
  });

  it('when a signed-in owner makes requests, then the stored expiry moves only when it has fallen an hour behind', async () => {
    const owner = await signUpOwner(t.app);
    await owner.client.get('/api/user');
    const [signedIn] = await sessionRowsOf(owner.user.id);
    await owner.client.get('/api/user');
    await owner.client.get('/api/user');
    const [unchanged] = await sessionRowsOf(owner.user.id);
    expect(unchanged!.expiresAt.getTime()).toBe(signedIn!.expiresAt.getTime());

    // As if the last touch were thirteen days ago: the next request moves it to 14 days ahead.
    await t.database.db.execute(
      sql`update sessions set expires_at = now() + interval '1 day' where user_id = ${owner.user.id}`,
    );
    expect((await owner.client.get('/api/user')).status).toBe(200);
    const [touched] = await sessionRowsOf(owner.user.id);
    expect(touched!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 13.9 * 24 * 3_600_000);
  });

  it('when an owner signs out, then the old cookie no longer signs anyone in', async () => {
    const owner = await signUpOwner(t.app);
    const login = await logIn(t.app, owner.email, owner.password);
    const cookie = (login.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
    const withCookie = () => request(t.app).get('/api/user').set('Cookie', cookie);
    expect((await withCookie()).status).toBe(200);

    const out = await request(t.app)
      .post('/api/logout')
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('Cookie', cookie);
    expect(out.status).toBe(200);
    expect((await withCookie()).status).toBe(401);
  });
});
