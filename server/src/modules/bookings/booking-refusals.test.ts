import { describe, expect, it } from 'vitest';
import { signUpOwner } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import { freshDate, ownerPayload, setCapacity } from '../../../test/kits/booking-kit';

/** The rules that turn a well-formed owner booking away: notice, duplicates, full and closed deadlines. */
const { t, clock } = useBookingApp();

describe('POST /api/bookings (owner): refusals', () => {
  it('when the deadline starts in under 24 hours, then 400 about advance notice; at exactly 24 hours it books', async () => {
    const owner = await signUpOwner(t.app);
    // 10:00 AM on 11 June 2030 in New York is 14:00 UTC.
    clock.set('2030-06-10T14:00:00.001Z');
    const late = await owner.client.post(
      '/api/bookings',
      ownerPayload({ bookingDate: '2030-06-11' }),
    );
    expect(late.status).toBe(400);
    expect(late.body.message).toContain('24 hours advance notice');
    clock.set('2030-06-10T14:00:00.000Z');
    const onTime = await owner.client.post(
      '/api/bookings',
      ownerPayload({ bookingDate: '2030-06-11' }),
    );
    expect(onTime.status).toBe(201);
  });

  it('when the date is today or in the past, then 400 about advance notice', async () => {
    const owner = await signUpOwner(t.app);
    for (const bookingDate of ['2030-06-10', '2030-06-01']) {
      const res = await owner.client.post(
        '/api/bookings',
        ownerPayload({ bookingDate, timeSlot: '3:00 PM' }),
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('24 hours advance notice');
    }
  });

  it('when the owner books the same deadline twice, then 409 and one booking stays', async () => {
    const owner = await signUpOwner(t.app);
    const payload = ownerPayload();
    expect((await owner.client.post('/api/bookings', payload)).status).toBe(201);
    const again = await owner.client.post('/api/bookings', {
      ...payload,
      serviceType: 'launch',
      sourceSlipType: 'parking-lot',
      destination: 'wet-slip',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already have a booking for this deadline');
    // Another deadline the same day is fine.
    expect(
      (await owner.client.post('/api/bookings', { ...payload, timeSlot: '3:00 PM' })).status,
    ).toBe(201);
  });

  it('when the deadline is full, then 409 saying full and unavailable', async () => {
    const date = freshDate();
    await setCapacity(t.admin.client, date, '12:00 PM', 1);
    const first = await signUpOwner(t.app);
    const second = await signUpOwner(t.app);
    expect(
      (
        await first.client.post(
          '/api/bookings',
          ownerPayload({ bookingDate: date, timeSlot: '12:00 PM' }),
        )
      ).status,
    ).toBe(201);
    const res = await second.client.post(
      '/api/bookings',
      ownerPayload({ bookingDate: date, timeSlot: '12:00 PM' }),
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This deadline is full and unavailable. Please choose another.');
  });

  it('when the date is closed, then 409 saying unavailable with the reason', async () => {
    const date = freshDate();
    const close = await t.admin.client.put('/api/admin/slot-overrides', {
      date,
      timeSlot: null,
      closed: true,
      reason: 'Storm warning',
    });
    expect(close.status).toBe(200);
    const owner = await signUpOwner(t.app);
    const res = await owner.client.post('/api/bookings', ownerPayload({ bookingDate: date }));
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('unavailable');
    expect(res.body.message).toContain('Storm warning');
  });
});
