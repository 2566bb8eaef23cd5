import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { expectFieldErrors } from '../../../test/api-client';
import { signUpAdmin, signUpOwner } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

const fullProfile = {
  fullName: 'Morgan Tide',
  phoneNumber: '555-0199',
  preferredEmail: 'morgan@example.test',
  storageType: 'covered-dry-storage',
  wetSlipNumber: '',
  dryStorageLocation: 'Rack B-12',
  isVibMember: true,
  preferredSourceSlip: 'dry-storage',
  preferredDestination: 'wet-slip',
  notes: 'Keel needs a soft strap.',
};

describe('POST /api/profile', () => {
  it('when the owner saves valid fields, then they are returned and kept', async () => {
    const owner = await signUpOwner(t.app);
    const saved = await owner.client.post('/api/profile', fullProfile);
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject({
      ...fullProfile,
      wetSlipNumber: null,
      userId: owner.user.id,
    });
    const read = await owner.client.get('/api/profile');
    expect(read.body.profile).toEqual(saved.body.profile);
    const me = await owner.client.get('/api/user');
    expect(me.body.ownerName).toBe('Morgan Tide');
  });

  it('when limits are broken, then 400 with the validation messages and the profile is unchanged', async () => {
    const owner = await signUpOwner(t.app, { fullName: 'Before Change' });
    const res = await owner.client.post('/api/profile', {
      fullName: 'After Change',
      preferredEmail: 'not-an-email',
      phoneNumber: '1'.repeat(21),
      wetSlipNumber: 'W'.repeat(21),
      dryStorageLocation: 'D'.repeat(51),
    });
    expectFieldErrors(res, {
      preferredEmail: 'Invalid email address',
      phoneNumber: 'Phone number must be at most 20 characters',
      wetSlipNumber: 'Wet slip number must be at most 20 characters',
      dryStorageLocation: 'Dry storage location must be at most 50 characters',
    });
    const read = await owner.client.get('/api/profile');
    expect(read.body.profile.fullName).toBe('Before Change');
  });

  it('when every field is empty, then the save succeeds (all optional)', async () => {
    const owner = await signUpOwner(t.app);
    const res = await owner.client.post('/api/profile', {});
    expect(res.status).toBe(200);
    expect(res.body.profile.storageType).toBeNull();
  });

  it('when the preferred locations are posted empty, then they are saved as unset', async () => {
    const owner = await signUpOwner(t.app);
    await owner.client.post('/api/profile', fullProfile);
    const res = await owner.client.post('/api/profile', {
      ...fullProfile,
      preferredSourceSlip: '',
      preferredDestination: '',
    });
    expect(res.status).toBe(200);
    const read = await owner.client.get('/api/profile');
    expect(read.body.profile).toMatchObject({
      preferredSourceSlip: null,
      preferredDestination: null,
      dryStorageLocation: 'Rack B-12',
    });
  });

  it('when a preferred location is not a known place, then 400 names the field', async () => {
    const owner = await signUpOwner(t.app);
    const res = await owner.client.post('/api/profile', { preferredDestination: 'the-moon' });
    expectFieldErrors(res, { preferredDestination: 'Unknown location' });
  });

  it('when signed out, then 401 and nothing is written', async () => {
    const res = await request(t.app)
      .post('/api/profile')
      .set('X-Requested-With', 'XMLHttpRequest')
      .send(fullProfile);
    expect(res.status).toBe(401);
  });
});

describe('GET /api/users/:id/profile', () => {
  it('when an owner asks for their own, then they get it', async () => {
    const owner = await signUpOwner(t.app);
    const res = await owner.client.get(`/api/users/${owner.user.id}/profile`);
    expect(res.status).toBe(200);
    expect(res.body.profile.userId).toBe(owner.user.id);
  });

  it("when an owner asks for another owner's, then 403 and no data", async () => {
    const owner = await signUpOwner(t.app);
    const other = await signUpOwner(t.app, { fullName: 'Secret Sailor' });
    const res = await owner.client.get(`/api/users/${other.user.id}/profile`);
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain('Secret Sailor');
  });

  it('when an admin asks, then they get anyone; an unknown id is 404; a bad id 400', async () => {
    const admin = await signUpAdmin(t);
    const other = await signUpOwner(t.app, { fullName: 'Visible Sailor' });
    const res = await admin.client.get(`/api/users/${other.user.id}/profile`);
    expect(res.body.profile.fullName).toBe('Visible Sailor');
    expect((await admin.client.get('/api/users/99999999/profile')).status).toBe(404);
    expect((await admin.client.get('/api/users/abc/profile')).status).toBe(400);
  });
});
