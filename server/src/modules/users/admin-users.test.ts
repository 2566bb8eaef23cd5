import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, profiles, users } from '../../db/schema';
import { apiClient } from '../../../test/api-client';
import { signUpAdmin, signUpOwner, type SignedInOwner } from '../../../test/factories';
import { latestAudit } from '../../../test/audit';
import { useTestApp } from '../../../test/use-test-app';
import { ownerPayload, testClock } from '../../../test/kits/booking-kit';

const clock = testClock();
const t = useTestApp({ now: clock.now, admin: true });

const lastAudit = (action: string) => latestAudit(t.database.db, action);

/** A new session for the user: their role as it is now. */
async function signIn(user: SignedInOwner) {
  const client = apiClient(t.app);
  const res = await client.post('/api/login', { email: user.email, password: user.password });
  expect(res.status).toBe(200);
  return client;
}

async function adminCount() {
  return (await t.database.db.select().from(users).where(eq(users.isAdmin, true))).length;
}

/** Leaves exactly the given admins: everyone else is demoted directly in the database. */
async function onlyAdmins(...ids: number[]) {
  await t.database.db.update(users).set({ role: 'owner' });
  for (const id of ids)
    await t.database.db.update(users).set({ role: 'manager' }).where(eq(users.id, id));
}

describe('GET /api/users', () => {
  it('when an admin lists users, then every user comes back without secrets', async () => {
    const owner = await signUpOwner(t.app);
    const res = await t.admin.client.get(`/api/users?q=${owner.email}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      users: [
        {
          id: owner.user.id,
          email: owner.email,
          ownerName: 'Casey Mariner',
          username: owner.email,
          isAdmin: false,
          role: 'owner',
          upcomingBookings: 0,
          activeBookings: 0,
          mobile: null,
          mobileDisplay: null,
        },
      ],
      total: 1,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash|\$2[aby]\$/i);
  });
});

describe('PATCH /api/users/:id/role', () => {
  it('when an admin promotes and demotes an owner, then the user comes back changed and both are audited', async () => {
    const owner = await signUpOwner(t.app);
    const promoted = await t.admin.client.patch(`/api/users/${owner.user.id}/role`, {
      isAdmin: true,
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.user).toMatchObject({
      id: owner.user.id,
      isAdmin: true,
      role: 'manager',
    });
    // The change ends the owner's session: signed in again, they have the new role.
    expect((await owner.client.get('/api/users')).status).toBe(401);
    const asManager = await signIn(owner);
    expect((await asManager.get('/api/users')).status).toBe(200);
    const demoted = await t.admin.client.patch(`/api/users/${owner.user.id}/role`, {
      isAdmin: false,
    });
    expect(demoted.body.user).toMatchObject({ isAdmin: false, role: 'owner' });
    expect((await asManager.get('/api/users')).status).toBe(401);
    expect((await (await signIn(owner)).get('/api/users')).status).toBe(403);
    expect(await lastAudit('user.role')).toMatchObject({
      actorId: t.admin.user.id,
      targetId: String(owner.user.id),
      before: { role: 'manager', isAdmin: true },
      after: { role: 'owner', isAdmin: false },
    });
  });

  it('when the last manager would be demoted, then 409 last_manager and they stay one', async () => {
    await onlyAdmins(t.admin.user.id);
    for (const body of [{ isAdmin: false }, { role: 'office' }, { role: 'owner' }]) {
      const res = await t.admin.client.patch(`/api/users/${t.admin.user.id}/role`, body);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        code: 'last_manager',
        message: 'The last manager must stay one. Make another user a manager first.',
      });
    }
    expect(await adminCount()).toBe(1);
    expect((await t.admin.client.get('/api/users')).status).toBe(200);
  });

  it('when the body or id is wrong, then 400 or 404', async () => {
    expect(
      (await t.admin.client.patch(`/api/users/${t.admin.user.id}/role`, { isAdmin: 'yes' })).body
        .message,
    ).toBe('isAdmin must be true or false');
    expect((await t.admin.client.patch('/api/users/99999999/role', { isAdmin: true })).status).toBe(
      404,
    );
    expect((await t.admin.client.patch('/api/users/x/role', { isAdmin: true })).status).toBe(400);
  });
});

describe('DELETE /api/users/:id', () => {
  it('when an admin deletes an owner, then the account, profile, bookings and sessions go together and it is audited', async () => {
    const owner = await signUpOwner(t.app);
    const booked = await owner.client.post('/api/bookings', ownerPayload());
    expect(booked.status).toBe(201);
    const res = await t.admin.client.delete(`/api/users/${owner.user.id}`);
    expect(res.status).toBe(200);
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, owner.user.id))).toHaveLength(0);
    expect(await db.select().from(profiles).where(eq(profiles.userId, owner.user.id))).toHaveLength(
      0,
    );
    expect(await db.select().from(bookings).where(eq(bookings.userId, owner.user.id))).toHaveLength(
      0,
    );
    expect((await owner.client.get('/api/user')).status).toBe(401);
    expect(await lastAudit('user.delete')).toMatchObject({
      targetId: String(owner.user.id),
      before: { email: owner.email, bookings: 1 },
    });
    expect((await t.admin.client.delete(`/api/users/${owner.user.id}`)).status).toBe(404);
  });

  it('when the target is an admin or the caller themself, then 403 and nothing is deleted', async () => {
    const other = await signUpAdmin(t);
    const res = await t.admin.client.delete(`/api/users/${other.user.id}`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Admins cannot be deleted. Remove their admin role first.');
    const self = await t.admin.client.delete(`/api/users/${t.admin.user.id}`);
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot delete your own account.');
    expect(
      await t.database.db.select().from(users).where(eq(users.id, other.user.id)),
    ).toHaveLength(1);
    await onlyAdmins(t.admin.user.id);
  });

  it('when someone without admin rights tries, then 401 or 403', async () => {
    const owner = await signUpOwner(t.app);
    const victim = await signUpOwner(t.app);
    expect((await apiClient(t.app).delete(`/api/users/${victim.user.id}`)).status).toBe(401);
    expect((await owner.client.delete(`/api/users/${victim.user.id}`)).status).toBe(403);
    expect(
      await t.database.db.select().from(users).where(eq(users.id, victim.user.id)),
    ).toHaveLength(1);
  });
});
