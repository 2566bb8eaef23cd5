import { describe, expect, it } from 'vitest';
import { signUpOwner } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { ownerPayload, testClock } from '../../../test/kits/booking-kit';

/** npm test's one pass over the dashboard's Users tab on the embedded engine. */
const clock = testClock();
const t = useTestApp({ now: clock.now, admin: true });

describe('users smoke', () => {
  it('when an admin finds an owner, promotes, demotes and deletes them, then each change shows in the list and in what the owner may do', async () => {
    const owner = await signUpOwner(t.app, { fullName: 'Robin Keel' });
    expect((await owner.client.post('/api/bookings', ownerPayload())).status).toBe(201);
    const find = () => t.admin.client.get(`/api/users?q=${encodeURIComponent(owner.email)}`);

    const listed = await find();
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      users: [
        {
          id: owner.user.id,
          email: owner.email,
          ownerName: 'Robin Keel',
          username: owner.email,
          isAdmin: false,
          role: 'owner',
          upcomingBookings: 1,
          activeBookings: 1,
          mobile: null,
          mobileDisplay: null,
        },
      ],
      total: 1,
    });
    expect((await owner.client.get('/api/users')).status).toBe(403);

    const promoted = await t.admin.client.patch(`/api/users/${owner.user.id}/role`, {
      isAdmin: true,
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.user).toMatchObject({ id: owner.user.id, isAdmin: true, role: 'manager' });
    expect((await find()).body.users[0]).toMatchObject({ isAdmin: true, role: 'manager' });
    // The change signed the owner out: signed in again, they have the new role.
    expect((await owner.client.get('/api/users')).status).toBe(401);
    const signIn = { email: owner.email, password: owner.password };
    expect((await owner.client.post('/api/login', signIn)).body.role).toBe('manager');
    expect((await owner.client.get('/api/users')).status).toBe(200);

    const demoted = await t.admin.client.patch(`/api/users/${owner.user.id}/role`, {
      isAdmin: false,
    });
    expect(demoted.body.user).toMatchObject({ isAdmin: false, role: 'owner' });
    expect((await owner.client.post('/api/login', signIn)).status).toBe(200);
    expect((await owner.client.get('/api/users')).status).toBe(403);

    const deleted = await t.admin.client.delete(`/api/users/${owner.user.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'User deleted', id: owner.user.id });
    expect((await find()).body).toEqual({ users: [], total: 0 });
    expect((await owner.client.get('/api/user')).status).toBe(401);
  });
});
