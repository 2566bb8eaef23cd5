import { describe, expect, it } from 'vitest';
import { signUpOwner } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import { adminPayload, ownerPayload } from '../../../test/kits/booking-kit';

/**
 * The yard's boat settings (docs/product.md#boats): BOATS_REQUIRED asks an owner to add a boat
 * before booking; INSURANCE_REQUIRED_FOR asks for insurance through the service date.
 */
const { t } = useBookingApp({
  env: { BOATS_REQUIRED: 'true', INSURANCE_REQUIRED_FOR: 'haul-out' },
});

/** ownerPayload's haul-outs are on dates from 2030-07-02 on. */
const insuredUntil = async (
  owner: Awaited<ReturnType<typeof signUpOwner>>,
  date: string | null,
) => {
  const res = await owner.client.post('/api/boats', {
    name: 'Sea Breeze',
    lengthM: 9,
    insuranceExpiresOn: date,
  });
  return res.body.boat.id as number;
};

describe('boat settings', () => {
  it('when boats are required and the owner has none, then 422 asks them to add one first, and the waitlist asks the same', async () => {
    const owner = await signUpOwner(t.app);
    const res = await owner.client.post(
      '/api/bookings',
      ownerPayload({
        serviceType: 'launch',
        sourceSlipType: 'parking-lot',
        destination: 'wet-slip',
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'boat_required',
      message: 'Add your boat to your profile before booking',
    });
    const waiting = await owner.client.post('/api/waitlist', ownerPayload());
    expect(waiting.status).toBe(422);
  });

  it('when insurance is required for haul-outs, then a boat without it or insured only until before the date is refused, naming the boat and the date', async () => {
    const owner = await signUpOwner(t.app);
    const boatId = await insuredUntil(owner, null);
    const booking = ownerPayload({ bookingDate: '2030-07-20' });
    const none = await owner.client.post('/api/bookings', booking);
    expect(none.status).toBe(422);
    expect(none.body).toMatchObject({
      code: 'insurance_required',
      errors: [{ path: 'boatId' }],
    });
    expect(none.body.message).toContain('Sea Breeze');
    expect(none.body.message).toContain('Sat, Jul 20, 2030');

    await owner.client.patch(`/api/boats/${boatId}`, { insuranceExpiresOn: '2030-07-19' });
    expect((await owner.client.post('/api/bookings', booking)).status).toBe(422);
    await owner.client.patch(`/api/boats/${boatId}`, { insuranceExpiresOn: '2030-07-20' });
    expect((await owner.client.post('/api/bookings', booking)).status).toBe(201);
  });

  it('when insurance is required for haul-outs only, then a launch books without it, and the office books a haul-out for the owner anyway', async () => {
    const owner = await signUpOwner(t.app);
    await insuredUntil(owner, null);
    const launch = await owner.client.post(
      '/api/bookings',
      ownerPayload({
        serviceType: 'launch',
        sourceSlipType: 'parking-lot',
        destination: 'wet-slip',
      }),
    );
    expect(launch.status, JSON.stringify(launch.body)).toBe(201);
    const office = await t.admin.client.post(
      '/api/bookings',
      adminPayload(owner.user.id, {
        serviceType: 'haul-out',
        sourceSlipType: 'my-wet-slip',
        destination: 'wash-pad',
      }),
    );
    expect(office.status, JSON.stringify(office.body)).toBe(201);
  });
});
