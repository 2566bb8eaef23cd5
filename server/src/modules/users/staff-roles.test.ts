import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '@shared/roles';
import { sessions, users } from '../../db/schema';
import { apiClient } from '../../../test/api-client';
import { latestAudit } from '../../../test/audit';
import { signUpOwner, signUpStaff, type SignedInOwner } from '../../../test/factories';
import { makeToken, tokenClient } from '../../../test/kits/api-token-kit';
import { freshDate, testClock } from '../../../test/kits/booking-kit';
import { useTestApp } from '../../../test/use-test-app';

/**
 * docs/product.md#staff-roles: a role change takes effect at once (sessions end, tokens act with
 * the new role), the last manager stays one, and staff sessions idle out. Who may call which
 * route is the access matrix's (bookings/access.test.ts).
 */
const clock = testClock();
const t = useTestApp({ now: clock.now, admin: true });
const HOUR_MS = 60 * 60_000;

const setRole = (user: { user: { id: number } }, body: object) =>
  t.admin.client.patch(`/api/users/${user.user.id}/role`, body);

async function signIn(user: SignedInOwner) {
  const client = apiClient(t.app);
  expect(
    (await client.post('/api/login', { email: user.email, password: user.password })).status,
  ).toBe(200);
  return client;
}

const roleOf = async (id: number) =>
  (await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

/** Makes every session of the user look last used `ago` milliseconds back. */
async function lastUsed(userId: number, ago: number) {
  const seenAt = Date.now() - ago;
  await t.database.db
    .update(sessions)
    .set({ sess: sql`jsonb_set(${sessions.sess}, '{seenAt}', ${String(seenAt)}::jsonb)` })
    .where(eq(sessions.userId, userId));
}

describe('PATCH /api/users/:id/role with a role', () => {
  it('when a manager gives an owner each staff role in turn, then the answer, the row, isAdmin and the audit follow, and each change signs the user out', async () => {
    const owner = await signUpOwner(t.app);
    let before = 'owner';
    for (const role of ['crew', 'office', 'manager', 'owner'] as const) {
      const session = await signIn(owner);
      const res = await setRole(owner, { role });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ id: owner.user.id, role, isAdmin: role !== 'owner' });
      expect(await roleOf(owner.user.id)).toBe(role);
      expect((await session.get('/api/user')).status).toBe(401);
      expect((await (await signIn(owner)).get('/api/user')).body).toMatchObject({ role });
      expect(await latestAudit(t.database.db, 'user.role')).toMatchObject({
        actorId: t.admin.user.id,
        targetId: String(owner.user.id),
        before: { role: before },
        after: { role },
      });
      before = role;
    }
    const activity = await t.admin.client.get('/api/admin/activity?limit=1');
    expect(activity.body.entries[0].summary).toBe(
      `Office Admin changed the role of Casey Mariner (${owner.email}) from Manager to Owner`,
    );
  });

  it("when SPEC's isAdmin true reaches someone already staff, then their role stays and nothing ends", async () => {
    const crew = await signUpStaff(t, 'crew');
    const res = await setRole(crew, { isAdmin: true });
    expect(res.body.user).toMatchObject({ role: 'crew', isAdmin: true });
    expect((await crew.client.get('/api/user')).status).toBe(200);
    const owner = await signUpOwner(t.app);
    expect((await setRole(owner, { isAdmin: true })).body.user.role).toBe('manager');
    expect((await setRole(owner, { isAdmin: false })).body.user.role).toBe('owner');
  });

  it('when the body names no role, an unknown one or both spellings, then 400 and the role stays', async () => {
    const crew = await signUpStaff(t, 'crew');
    const cases: [object, string][] = [
      [{}, 'role must be owner, crew, office or manager'],
      [{ role: 'captain' }, 'role must be owner, crew, office or manager'],
      [{ role: 'MANAGER' }, 'role must be owner, crew, office or manager'],
      [{ role: 'office', isAdmin: true }, 'Send role or isAdmin, not both'],
    ];
    for (const [body, message] of cases) {
      const res = await setRole(crew, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toEqual([{ path: 'role', message }]);
    }
    expect(await roleOf(crew.user.id)).toBe('crew');
  });

  it('when office or crew try to change a role or delete a user, then 403 role_forbidden and nothing changes', async () => {
    const owner = await signUpOwner(t.app);
    for (const role of ['crew', 'office'] as StaffRole[]) {
      const staff = await signUpStaff(t, role);
      for (const res of [
        await staff.client.patch(`/api/users/${owner.user.id}/role`, { role: 'manager' }),
        await staff.client.patch(`/api/users/${staff.user.id}/role`, { role: 'manager' }),
        await staff.client.delete(`/api/users/${owner.user.id}`),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ code: 'role_forbidden', message: 'Your role cannot do this' });
      }
      expect(await roleOf(staff.user.id)).toBe(role);
    }
    expect(await roleOf(owner.user.id)).toBe('owner');
  });

  it('when the last manager deletes their own account, then 409 last_manager; another manager makes it the usual refusal', async () => {
    await t.database.db.update(users).set({ role: 'owner' });
    await t.database.db.update(users).set({ role: 'manager' }).where(eq(users.id, t.admin.user.id));
    const alone = await t.admin.client.delete(`/api/users/${t.admin.user.id}`);
    expect([alone.status, alone.body.code]).toEqual([409, 'last_manager']);
    const other = await signUpStaff(t, 'manager');
    const self = await t.admin.client.delete(`/api/users/${t.admin.user.id}`);
    expect(self.body.message).toBe('You cannot delete your own account.');
    expect(await roleOf(other.user.id)).toBe('manager');
    expect(await roleOf(t.admin.user.id)).toBe('manager');
  });
});

describe('API tokens and roles', () => {
  it("when a token's maker changes role, then the token acts with the new role from the next request, and ends with the last staff role", async () => {
    const maker = await signUpStaff(t, 'manager');
    const token = tokenClient(t.app, (await makeToken(maker, 'write')).secret);
    const day = freshDate();
    expect((await token.get('/api/tokens')).status).toBe(200);

    await setRole(maker, { role: 'office' });
    expect((await token.get('/api/tokens')).body.code).toBe('role_forbidden');
    expect((await token.get('/api/bookings')).status).toBe(200);

    await setRole(maker, { role: 'crew' });
    expect((await token.get('/api/bookings')).body.code).toBe('role_forbidden');
    expect((await token.get(`/api/bookings?from=${day}&to=${day}`)).status).toBe(200);
    expect((await token.get('/api/admin/activity')).status).toBe(403);

    await setRole(maker, { role: 'owner' });
    expect((await token.get(`/api/bookings?from=${day}&to=${day}`)).status).toBe(401);
    await setRole(maker, { role: 'manager' });
    expect((await token.get('/api/tokens')).status).toBe(401);
  });

  it('when office asks to make a token, then 403 role_forbidden and none is made', async () => {
    const office = await signUpStaff(t, 'office');
    const res = await office.client.post('/api/tokens', { name: 'Not mine', scope: 'read' });
    expect([res.status, res.body.code]).toEqual([403, 'role_forbidden']);
    expect((await t.admin.client.get('/api/tokens')).body.tokens).not.toContainEqual(
      expect.objectContaining({ name: 'Not mine' }),
    );
  });
});

describe('staff sessions idle out', () => {
  it('when a crew session was last used more than 12 hours ago, then its next call is 401 session_idle with the reason, and the session is gone', async () => {
    const crew = await signUpStaff(t, 'crew');
    const day = freshDate();
    expect((await crew.client.get(`/api/bookings?from=${day}&to=${day}`)).status).toBe(200);
    await lastUsed(crew.user.id, 12 * HOUR_MS + 60_000);
    const sessionsOfCrew = () =>
      t.database.db.select().from(sessions).where(eq(sessions.userId, crew.user.id));
    const before = (await sessionsOfCrew()).length;

    const idle = await crew.client.get(`/api/bookings?from=${day}&to=${day}`);
    expect(idle.status).toBe(401);
    expect(idle.body).toEqual({ code: 'session_idle', message: 'Signed out after 12 hours idle' });
    expect((await crew.client.get('/api/session')).body).toEqual({ user: null });
    // The browser's later calls still say why, until someone signs in on it.
    expect((await crew.client.get('/api/events')).body).toEqual(idle.body);
    expect((await crew.client.get('/api/user')).body.code).toBe('session_idle');
    const signIn = { email: crew.email, password: crew.password };
    expect((await crew.client.post('/api/login', signIn)).status).toBe(200);
    expect((await crew.client.post('/api/logout')).status).toBe(200);
    expect((await crew.client.get('/api/user')).body.code).toBe('unauthorized');
    expect(await sessionsOfCrew()).toHaveLength(before - 1);
  });

  it('when an idle crew session signs in again on the same browser, then it is signed in as usual', async () => {
    const crew = await signUpStaff(t, 'crew');
    await lastUsed(crew.user.id, 13 * HOUR_MS);
    const login = await crew.client.post('/api/login', {
      email: crew.email,
      password: crew.password,
    });
    expect(login.status).toBe(200);
    expect((await crew.client.get('/api/user')).body).toMatchObject({ role: 'crew' });
  });

  it('when a staff session is used within the 12 hours, then it stays and its last use moves on', async () => {
    const office = await signUpStaff(t, 'office');
    await lastUsed(office.user.id, 12 * HOUR_MS - 60_000);
    expect((await office.client.get('/api/bookings')).status).toBe(200);
    // The sign-up's own session is still there, unused: the latest use is the signed-in one's.
    const rows = await t.database.db
      .select({ sess: sessions.sess })
      .from(sessions)
      .where(eq(sessions.userId, office.user.id));
    const latest = Math.max(...rows.map((row) => (row.sess as { seenAt: number }).seenAt));
    expect(Date.now() - latest).toBeLessThan(HOUR_MS);
    await lastUsed(office.user.id, 11 * HOUR_MS);
    expect((await office.client.get('/api/bookings')).status).toBe(200);
  });

  it("when an owner's session has been quiet for days, then it is not idled out (owners keep SPEC's session)", async () => {
    const owner = await signUpOwner(t.app);
    await lastUsed(owner.user.id, 3 * 24 * HOUR_MS);
    expect((await owner.client.get('/api/user')).status).toBe(200);
  });
});
