import { describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client';
import { signUpOwner } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import { freshDate, ownerPayload } from '../../../test/kits/booking-kit';
import { availability, reasons } from '../../../test/kits/capacity-kit';

const { t, clock } = useBookingApp({ env: { SLOT_CAPACITY: '3' } });

describe('GET /api/timeslots/available', () => {
  it('when anyone asks about an open future date, then every deadline is offered with the default capacity', async () => {
    const date = freshDate();
    const res = await availability(apiClient(t.app), date, 'launch');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      date,
      serviceType: 'launch',
      availableTimeSlots: ['10:00 AM', '12:00 PM', '3:00 PM'],
      slots: ['10:00 AM', '12:00 PM', '3:00 PM'].map((timeSlot) => ({
        timeSlot,
        capacity: 3,
        remaining: 3,
        available: true,
        reason: null,
        closedReason: null,
      })),
    });
  });

  it('when the date or service type is bad, then 400', async () => {
    const client = apiClient(t.app);
    expect(
      (await client.get('/api/timeslots/available?date=2030-13-01&serviceType=launch')).status,
    ).toBe(400);
    expect(
      (await client.get('/api/timeslots/available?date=2030-07-01&serviceType=tow')).body.message,
    ).toBe('Service type must be haul-out or launch');
    expect((await client.get('/api/timeslots/available?serviceType=launch')).body.message).toBe(
      'Date is required',
    );
  });

  it('when deadlines fall inside 24 hours, then owners see notice or past and admins may still book today', async () => {
    clock.set('2030-06-10T15:00:00Z'); // 11:00 in New York
    const owner = await signUpOwner(t.app);
    const tomorrow = await availability(owner.client, '2030-06-11');
    expect(reasons(tomorrow.body)).toEqual(['notice', null, null]);
    expect(tomorrow.body.availableTimeSlots).toEqual(['12:00 PM', '3:00 PM']);
    expect(reasons((await availability(apiClient(t.app), '2030-06-10')).body)).toEqual([
      'past',
      'notice',
      'notice',
    ]);
    expect(reasons((await availability(owner.client, '2030-06-09')).body)).toEqual([
      'past',
      'past',
      'past',
    ]);

    expect(reasons((await availability(t.admin.client, '2030-06-11')).body)).toEqual([
      null,
      null,
      null,
    ]);
    expect(reasons((await availability(t.admin.client, '2030-06-10')).body)).toEqual([
      null,
      null,
      null,
    ]);
    expect(reasons((await availability(t.admin.client, '2030-06-09')).body)).toEqual([
      'past',
      'past',
      'past',
    ]);
  });

  it('when a deadline fills up, then it shows full with nothing remaining and the others count down', async () => {
    const date = freshDate();
    for (let i = 0; i < 3; i += 1) {
      const owner = await signUpOwner(t.app);
      expect(
        (
          await owner.client.post(
            '/api/bookings',
            ownerPayload({ bookingDate: date, timeSlot: '12:00 PM' }),
          )
        ).status,
      ).toBe(201);
    }
    const owner = await signUpOwner(t.app);
    await owner.client.post(
      '/api/bookings',
      ownerPayload({ bookingDate: date, timeSlot: '3:00 PM' }),
    );
    const res = await availability(owner.client, date);
    expect(res.body.slots.map((s: { remaining: number }) => s.remaining)).toEqual([3, 0, 2]);
    expect(reasons(res.body)).toEqual([null, 'full', null]);
    expect(res.body.availableTimeSlots).toEqual(['10:00 AM', '3:00 PM']);
  });
});
