import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES as M } from '@shared/messages/bookings';
import { apiClient } from '../../../test/api-client';
import { signUpOwner } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import { book, freshDate } from '../../../test/kits/booking-kit';
import { availability, reasons } from '../../../test/kits/capacity-kit';

/** npm test's one pass over the office's capacity settings on the embedded engine. */
const { t } = useBookingApp({ env: { SLOT_CAPACITY: '3' } });

const capacities = async (date: string) =>
  ((await availability(apiClient(t.app), date)).body.slots as { capacity: number }[]).map(
    (slot) => slot.capacity,
  );

describe('capacity smoke', () => {
  it('when an admin changes a deadline default, overrides a date and closes one, then availability and booking follow each change', async () => {
    const admin = t.admin.client;
    const [plain, busy, closed] = [freshDate(), freshDate(), freshDate()];

    const set = await admin.put('/api/admin/capacity', { timeSlot: '3:00 PM', capacity: 5 });
    expect(set.status).toBe(200);
    expect(set.body.slots[2]).toEqual({ timeSlot: '3:00 PM', capacity: 5, custom: true });
    expect((await admin.get('/api/admin/capacity')).body).toMatchObject({
      defaultCapacity: 3,
      slots: [
        { timeSlot: '10:00 AM', capacity: 3, custom: false },
        { timeSlot: '12:00 PM', capacity: 3, custom: false },
        { timeSlot: '3:00 PM', capacity: 5, custom: true },
      ],
    });
    expect(await capacities(plain)).toEqual([3, 3, 5]);

    const busier = await admin.put('/api/admin/slot-overrides', {
      date: busy,
      timeSlot: '10:00 AM',
      capacity: 8,
    });
    expect(busier.status).toBe(200);
    expect(busier.body.override).toMatchObject({ date: busy, timeSlot: '10:00 AM', capacity: 8 });
    expect(await capacities(busy)).toEqual([8, 3, 5]);
    expect(await capacities(plain)).toEqual([3, 3, 5]);

    const closure = await admin.put('/api/admin/slot-overrides', {
      date: closed,
      closed: true,
      reason: 'Regatta',
    });
    expect(closure.status).toBe(200);
    const shut = await availability(apiClient(t.app), closed);
    expect(reasons(shut.body)).toEqual(['closed', 'closed', 'closed']);
    expect(shut.body.slots[0].closedReason).toBe('Regatta');
    const owner = await signUpOwner(t.app);
    const refused = await book(owner, { bookingDate: closed });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`${M.closed} (Regatta)`);

    const reopened = await admin.delete(`/api/admin/slot-overrides/${closure.body.override.id}`);
    expect(reopened.status).toBe(200);
    expect(reasons((await availability(apiClient(t.app), closed)).body)).toEqual([
      null,
      null,
      null,
    ]);
    expect((await book(owner, { bookingDate: closed })).status).toBe(201);
  });
});
