import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES as M } from '@shared/messages/bookings';
import { signUpOwner } from '../../../test/factories';
import { needsPostgresServer } from '../../../test/test-app';
import { useBookingApp } from '../../../test/kits/booking-app';
import { freshDate, ownerPayload, setCapacity } from '../../../test/kits/booking-kit';
import { lockSlot } from '../capacity/slot-lock';
import { waitsForSlotLockOrSettles } from '../../../test/kits/lock-waits';

/**
 * An opening-day rush: most requests ask for a deadline already full. They are refused on a
 * read of committed state, never queueing for the deadline's lock behind the bookings still
 * being made. Only the server database shows it: the embedded engine runs one query at a time,
 * so a held transaction there holds every request.
 */
const { t } = useBookingApp();

describe('refusals that need no lock', () => {
  it.runIf(needsPostgresServer())(
    'when a deadline is full, then a request for it is refused at once while another holds its lock',
    async () => {
      const date = freshDate();
      await setCapacity(t.admin.client, date, '10:00 AM', 1);
      const first = await signUpOwner(t.app);
      const late = await signUpOwner(t.app);
      expect(
        (await first.client.post('/api/bookings', ownerPayload({ bookingDate: date }))).status,
      ).toBe(201);
      const again = await first.client.post('/api/bookings', ownerPayload({ bookingDate: date }));

      let answer: { status: number; body: unknown } | undefined;
      let request: Promise<unknown> | undefined;
      let whileLocked: 'waiting' | 'settled' | undefined;
      await t.database.db.transaction(async (tx) => {
        await lockSlot(tx, date, '10:00 AM');
        request = late.client
          .post('/api/bookings', ownerPayload({ bookingDate: date }))
          .then((res) => (answer = { status: res.status, body: res.body }));
        whileLocked = await waitsForSlotLockOrSettles(t.database.db, () => answer !== undefined);
      });
      // A request that queued goes on once the lock is let go; the test fails on what it saw.
      await request;
      expect(whileLocked).toBe('settled');
      expect(answer).toEqual({ status: 409, body: expect.objectContaining({ message: M.full }) });
      // The owner who holds a place there is told so first, as the transaction would.
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(M.duplicate);
    },
  );

  it('when a deadline is full or closed, then the refusal names it, as the locked check does', async () => {
    const date = freshDate();
    await setCapacity(t.admin.client, date, '12:00 PM', 1);
    const [first, second] = [await signUpOwner(t.app), await signUpOwner(t.app)];
    const payload = ownerPayload({ bookingDate: date, timeSlot: '12:00 PM' });
    expect((await first.client.post('/api/bookings', payload)).status).toBe(201);
    expect((await second.client.post('/api/bookings', payload)).body.message).toBe(M.full);
    expect((await first.client.post('/api/bookings', payload)).body.message).toBe(M.duplicate);

    const closed = await t.admin.client.put('/api/admin/slot-overrides', {
      date,
      timeSlot: '12:00 PM',
      closed: true,
      reason: 'Crane service',
    });
    expect(closed.status).toBe(200);
    expect((await first.client.post('/api/bookings', payload)).body.message).toBe(
      `${M.closed} (Crane service)`,
    );
  });
});
