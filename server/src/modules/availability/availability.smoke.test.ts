import { describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client';
import { signUpOwner } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import { freshDate, ownerPayload } from '../../../test/kits/booking-kit';
import { availability, reasons } from '../../../test/kits/capacity-kit';

/** npm test's one pass over the schedule page's availability on the embedded engine. */
const { t } = useBookingApp({ env: { SLOT_CAPACITY: '2' } });

describe('availability smoke', () => {
  it('when owners fill a deadline and one cancels, then a signed-out visitor sees its places count down, full, and open again', async () => {
    const visitor = apiClient(t.app);
    const date = freshDate();
    const open = await availability(visitor, date);
    expect(open.status).toBe(200);
    expect(open.body).toEqual({
      date,
      serviceType: 'haul-out',
      availableTimeSlots: ['10:00 AM', '12:00 PM', '3:00 PM'],
      slots: ['10:00 AM', '12:00 PM', '3:00 PM'].map((timeSlot) => ({
        timeSlot,
        capacity: 2,
        remaining: 2,
        available: true,
        reason: null,
        closedReason: null,
      })),
    });

    const first = await signUpOwner(t.app);
    const second = await signUpOwner(t.app);
    const held = await first.client.post('/api/bookings', ownerPayload({ bookingDate: date }));
    expect(held.status).toBe(201);
    expect((await availability(visitor, date)).body.slots[0]).toMatchObject({
      remaining: 1,
      available: true,
    });

    // A launch shares the deadline's places with haul-outs: one lift, one crew.
    const launch = ownerPayload({
      bookingDate: date,
      serviceType: 'launch',
      sourceSlipType: 'parking-lot',
      destination: 'wet-slip',
    });
    expect((await second.client.post('/api/bookings', launch)).status).toBe(201);
    const full = await availability(visitor, date, 'launch');
    expect(full.body.availableTimeSlots).toEqual(['12:00 PM', '3:00 PM']);
    expect(reasons(full.body)).toEqual(['full', null, null]);
    expect(full.body.slots[0]).toMatchObject({ remaining: 0, available: false });

    expect((await first.client.delete(`/api/bookings/${held.body.booking.id}`)).status).toBe(200);
    const again = await availability(visitor, date);
    expect(again.body.availableTimeSlots).toEqual(['10:00 AM', '12:00 PM', '3:00 PM']);
    expect(again.body.slots[0]).toMatchObject({ remaining: 1, reason: null });
  });
});
