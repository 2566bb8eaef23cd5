import { describe, expect, it } from 'vitest';
import { useBookingApp } from '../../../test/kits/booking-app';
import { signUpOwner } from '../../../test/factories';
import { freshDate, ownerPayload } from '../../../test/kits/booking-kit';
import { boatsOfEachSize, twoLiftYard } from '../../../test/kits/lift-kit';
import { ownersBooking } from '../../../test/kits/service-status-kit';

/** npm test's one pass over the lifts on the embedded engine. */
const { t } = useBookingApp();

describe('lifts smoke', () => {
  it('when the office adds, renames, assigns and retires a lift, then each answer shows it and a duplicate name is refused', async () => {
    const added = await t.admin.client.post('/api/lifts', { name: 'Travel lift' });
    expect(added.status).toBe(201);
    const id = added.body.lift.id as number;
    expect((await t.admin.client.post('/api/lifts', { name: 'travel LIFT' })).status).toBe(409);
    const renamed = await t.admin.client.patch(`/api/lifts/${id}`, { name: '50-ton lift' });
    expect(renamed.body.lift.name).toBe('50-ton lift');

    const { id: bookingId } = await ownersBooking(t);
    const assigned = await t.admin.client.patch(`/api/bookings/${bookingId}/lift`, { liftId: id });
    expect(assigned.body.booking.liftId).toBe(id);

    const retired = await t.admin.client.delete(`/api/lifts/${id}`);
    expect(retired.body.lift.retiredAt).toEqual(expect.any(String));
    const list = await t.admin.client.get('/api/lifts');
    expect(list.body.lifts).toEqual([expect.objectContaining({ id, name: '50-ton lift' })]);
    expect(
      (await t.admin.client.patch(`/api/bookings/${bookingId}/lift`, { liftId: id })).status,
    ).toBe(409);
  });

  it('when the yard has a big and a small lift, then a boat no lift takes, a big boat past the big lift’s load and a small one are told apart, and the day assigns', async () => {
    const yard = await twoLiftYard(t.database.db, t.admin.client);
    const date = freshDate();
    const book = async (boatId: number) =>
      (
        await owner.client.post(
          '/api/bookings',
          ownerPayload({ bookingDate: date, timeSlot: '12:00 PM', boatId }),
        )
      ).body;
    const owner = await signUpOwner(t.app);
    const boats = await boatsOfEachSize(owner);
    const other = await signUpOwner(t.app);
    const theirs = await boatsOfEachSize(other);

    expect((await book(boats.huge)).code).toBe('no_lift_fits');
    expect((await book(boats.big)).booking).toBeDefined();
    const second = await other.client.post(
      '/api/bookings',
      ownerPayload({ bookingDate: date, timeSlot: '12:00 PM', boatId: theirs.big }),
    );
    expect(second.body.code).toBe('lift_full');
    expect((await book(boats.small)).booking).toBeDefined();

    const assigned = await t.admin.client.post('/api/lifts/auto-assign', { date });
    expect(assigned.body.assigned.map((a: { liftId: number }) => a.liftId)).toEqual([
      yard.big,
      yard.small,
    ]);
  });
});
