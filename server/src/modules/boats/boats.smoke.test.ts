import { describe, expect, it } from 'vitest';
import { signUpOwner } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import { freshDate, ownerPayload } from '../../../test/kits/booking-kit';

/** npm test's one pass over boats on the embedded engine. */
const { t } = useBookingApp();

describe('boats smoke', () => {
  it('when an owner adds two boats and books each at one deadline, then both are booked with their boats, the same boat twice is refused, and an archived boat cannot be booked', async () => {
    const owner = await signUpOwner(t.app);
    const add = async (name: string) =>
      (await owner.client.post('/api/boats', { name, lengthM: 9.91, weightKg: 6350 })).body.boat
        .id as number;
    const [alpha, bravo] = [await add('Alpha'), await add('Bravo')];
    const deadline = { bookingDate: freshDate(), timeSlot: '10:00 AM' };
    const first = await owner.client.post(
      '/api/bookings',
      ownerPayload({ ...deadline, boatId: alpha }),
    );
    expect(first.body.booking.boat).toMatchObject({ name: 'Alpha', lengthM: 9.91 });
    expect(
      (await owner.client.post('/api/bookings', ownerPayload({ ...deadline, boatId: bravo })))
        .status,
    ).toBe(201);
    expect(
      (await owner.client.post('/api/bookings', ownerPayload({ ...deadline, boatId: alpha })))
        .status,
    ).toBe(409);
    expect((await owner.client.post('/api/bookings', ownerPayload())).status).toBe(422);

    await owner.client.delete(`/api/boats/${bravo}`);
    const archived = await owner.client.post('/api/bookings', ownerPayload({ boatId: bravo }));
    expect(archived.body.code).toBe('boat_not_bookable');
    const office = await t.admin.client.get(`/api/users/${owner.user.id}/boats`);
    expect(office.body.boats.map((boat: { name: string }) => boat.name)).toEqual([
      'Alpha',
      'Bravo',
    ]);
  });
});
