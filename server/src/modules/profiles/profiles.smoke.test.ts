import { describe, expect, it } from 'vitest';
import { expectFieldErrors } from '../../../test/api-client';
import { signUpOwner } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';

/** npm test's one pass over the profile page on the embedded engine. */
const t = useTestApp({ admin: true });

describe('profiles smoke', () => {
  it('when an owner edits their profile, then the next read, their name and the office all show the change, and a bad field changes nothing', async () => {
    const owner = await signUpOwner(t.app, { fullName: 'Morgan Tide', storageType: 'wet-slip' });
    const registered = await owner.client.get('/api/profile');
    expect(registered.status).toBe(200);
    expect(registered.body.profile).toMatchObject({
      userId: owner.user.id,
      fullName: 'Morgan Tide',
      storageType: 'wet-slip',
      preferredEmail: owner.email,
    });

    const changes = {
      fullName: 'Morgan Tidewater',
      phoneNumber: '555-0199',
      preferredEmail: owner.email,
      storageType: 'dry-storage',
      dryStorageLocation: 'Rack B-12',
      isVibMember: true,
      notes: 'Keel needs a soft strap.',
    };
    const saved = await owner.client.post('/api/profile', changes);
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject({ ...changes, userId: owner.user.id });
    expect((await owner.client.get('/api/profile')).body).toEqual(saved.body);
    expect((await owner.client.get('/api/user')).body.ownerName).toBe('Morgan Tidewater');
    const seenByOffice = await t.admin.client.get(`/api/users/${owner.user.id}/profile`);
    expect(seenByOffice.status).toBe(200);
    expect(seenByOffice.body).toEqual(saved.body);

    const refused = await owner.client.post('/api/profile', {
      ...changes,
      fullName: 'Someone Else',
      phoneNumber: '1'.repeat(21),
    });
    expectFieldErrors(refused, { phoneNumber: 'Phone number must be at most 20 characters' });
    expect((await owner.client.get('/api/profile')).body).toEqual(saved.body);
  });
});
