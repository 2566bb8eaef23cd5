import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES as M } from '@shared/messages/bookings';
import { useBookingApp } from '../../../test/kits/booking-app';
import { freshDate } from '../../../test/kits/booking-kit';
import { ownersBooking, statusSet } from '../../../test/kits/service-status-kit';

/** Once the crew has marked a booking, its owner can no longer cancel or move it themself. */
const { t } = useBookingApp();

const cancel = (owner: Awaited<ReturnType<typeof ownersBooking>>['owner'], id: number) =>
  owner.client.delete(`/api/bookings/${id}`);
const move = (owner: Awaited<ReturnType<typeof ownersBooking>>['owner'], id: number) =>
  owner.client.post(`/api/bookings/${id}/reschedule`, {
    bookingDate: freshDate(),
    timeSlot: '3:00 PM',
  });

describe('an owner and a booking the crew has marked', () => {
  it('when the crew has started the service, then its owner can neither cancel nor move it and is told it has started', async () => {
    const { owner, id } = await ownersBooking(t);
    await statusSet(t.admin.client, id, 'in_progress');

    const cancelled = await cancel(owner, id);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body).toMatchObject({ code: 'booking_started', message: M.started });
    const moved = await move(owner, id);
    expect(moved.status).toBe(409);
    expect(moved.body).toMatchObject({ code: 'booking_started', message: M.startedChange });

    const own = await owner.client.get(`/api/bookings/user/${owner.user.id}`);
    expect(own.body.bookings).toEqual([
      expect.objectContaining({ id, serviceStatus: 'in_progress' }),
    ]);
  });

  it('when the crew marked a no-show, then its owner is asked to call the office instead of cancelling or moving it', async () => {
    const { owner, id } = await ownersBooking(t);
    await statusSet(t.admin.client, id, 'no_show');

    for (const res of [await cancel(owner, id), await move(owner, id)]) {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'booking_missed', message: M.missed });
    }
  });

  it('when the crew undoes its mark, then the owner may cancel again', async () => {
    const { owner, id } = await ownersBooking(t);
    await statusSet(t.admin.client, id, 'in_progress');
    await statusSet(t.admin.client, id, 'scheduled');
    expect((await cancel(owner, id)).status).toBe(200);
  });
});
