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
      sql`update users set role = 'manager', owner_name = 'Renamed Owner' where id = ${owner.user.id}`,
    );
    const me = await owner.client.get('/api/user');
    expect(me.body).toMatchObject({ isAdmin: true, role: 'manager', ownerName: 'Renamed Owner' });
    expect((await owner.client.get('/api/admin/capacity')).status).toBe(200);

    await t.database.db.execute(sql`update users set role = 'owner' where id = ${owner.user.id}`);
    expect((await owner.client.get('/api/admin/capacity')).status).toBe(403);
  });

  it('when the account is deleted, then its session is gone and the next request is signed out', async () => {
    const owner = await signUpOwner(t.app);
    expect((await owner.client.get('/api/user')).status).toBe(200);
    await t.database.db.execute(sql`delete from users where id = ${owner.user.id}`);
    expect((await owner.client.get('/api/user')).status).toBe(401);
  });

  it('when a signed-in owner makes requests, then neither the row nor the cookie is renewed: both expire together', async () => {
    const owner = await signUpOwner(t.app);
    // As if signed in thirteen days ago: the row and the browser's cookie have one day left.
    await t.database.db.execute(
      sql`update sessions set expires_at = now() + interval '1 day' where user_id = ${owner.user.id}`,
    );
    const [before] = await sessionRowsOf(owner.user.id);
    for (let i = 0; i < 3; i += 1) {
      const read = await owner.client.get('/api/user');
      expect(read.status).toBe(200);
      expect(read.headers['set-cookie']).toBeUndefined();
    }
    const [after] = await sessionRowsOf(owner.user.id);
    expect(after!.expiresAt.getTime()).toBe(before!.expiresAt.getTime());
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
