import { describe, expect, it } from 'vitest';
import { signUpOwner } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { adminPayload, freshDate, testClock } from '../../../test/kits/booking-kit';

/** npm test's one pass over the office's activity log on the embedded engine. */
const clock = testClock();
const t = useTestApp({ now: clock.now, env: { SLOT_CAPACITY: '4' }, admin: true });

describe('activity smoke', () => {
  it('when the office books, ticks completed and changes a capacity, then the activity reads newest first and filters by kind, for admins only', async () => {
    const customer = await signUpOwner(t.app, { fullName: 'Harper Stern' });
    const date = freshDate();
    const made = await t.admin.client.post(
      '/api/bookings',
      adminPayload(customer.user.id, { bookingDate: date, ownerName: 'Harper Stern' }),
    );
    expect(made.status).toBe(201);
    const { id, confirmationCode } = made.body.booking;
    const booking = `${confirmationCode} (Harper Stern, launch on ${date} at 12:00 PM)`;
    expect(
      (await t.admin.client.patch(`/api/bookings/${id}/completed`, { completed: true })).status,
    ).toBe(200);
    expect(
      (await t.admin.client.put('/api/admin/capacity', { timeSlot: '10:00 AM', capacity: 2 }))
        .status,
    ).toBe(200);

    const all = await t.admin.client.get('/api/admin/activity?limit=3');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.entries.map((e: { summary: string }) => e.summary)).toEqual([
      "Office Admin set the 10:00 AM deadline's capacity to 2 (was 4)",
      `Office Admin marked ${booking} as completed`,
      `Office Admin booked ${booking}`,
    ]);
    expect(all.body.entries[0]).toMatchObject({
      kind: 'capacity',
      actor: { id: t.admin.user.id, ownerName: 'Office Admin', email: t.admin.email },
    });

    const flags = await t.admin.client.get('/api/admin/activity?kind=flags');
    expect(flags.body).toMatchObject({ total: 1, entries: [{ kind: 'flags' }] });
    expect((await customer.client.get('/api/admin/activity')).status).toBe(403);
  });
});
