import { describe, expect, it } from 'vitest';
import { signUpOwner } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { freshDate, ownerPayload, testClock } from '../../../test/kits/booking-kit';

const clock = testClock();
const t = useTestApp({ now: clock.now, admin: true });

/** The crew's day sheet reads where each boat lives from the admin list, not one call per owner. */
describe('GET /api/bookings: where the boat lives', () => {
  it('when owners saved a slip number or a storage location, then the admin list carries them in profile', async () => {
    const date = freshDate();
    const slip = await signUpOwner(t.app, { fullName: 'Wendy Slip', storageType: 'wet-slip' });
    const saved = await slip.client.post('/api/profile', {
      fullName: 'Wendy Slip',
      storageType: 'wet-slip',
      wetSlipNumber: 'B-14',
    });
    expect(saved.status).toBe(200);
    const yard = await signUpOwner(t.app, { fullName: 'Dana Rack', storageType: 'dry-storage' });
    await yard.client.post('/api/profile', {
      fullName: 'Dana Rack',
      storageType: 'dry-storage',
      dryStorageLocation: 'Rack 3, level 2',
    });
    await slip.client.post('/api/bookings', ownerPayload({ bookingDate: date }));
    await yard.client.post(
      '/api/bookings',
      ownerPayload({ bookingDate: date, timeSlot: '3:00 PM', sourceSlipType: 'dry-storage' }),
    );

    const res = await t.admin.client.get(`/api/bookings?from=${date}&to=${date}`);
    expect(res.status).toBe(200);
    expect(res.body.bookings.map((b: { profile: unknown }) => b.profile)).toEqual([
      {
        storageType: 'wet-slip',
        isVibMember: false,
        wetSlipNumber: 'B-14',
        dryStorageLocation: null,
      },
      {
        storageType: 'dry-storage',
        isVibMember: false,
        wetSlipNumber: null,
        dryStorageLocation: 'Rack 3, level 2',
      },
    ]);
  });
});
