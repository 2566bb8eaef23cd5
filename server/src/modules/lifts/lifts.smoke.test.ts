import { describe, expect, it } from 'vitest';
import { useBookingApp } from '../../../test/kits/booking-app';
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
});
