import { describe, expect, it } from 'vitest';
import { WAITLIST_MESSAGES } from '@shared/messages/waitlist';
import { signUpOwner } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import { freshDate, ownerPayload } from '../../../test/kits/booking-kit';
import { entryRow, fullDeadline, joined, joinWaitlist } from '../../../test/kits/waitlist-kit';

/** The waitlist under an owner's cap of two (MAX_ACTIVE_BOOKINGS_PER_OWNER). */
const { t } = useBookingApp({ env: { MAX_ACTIVE_BOOKINGS_PER_OWNER: '2' } });

describe('waitlist and the per-owner cap', () => {
  it('when an owner already waits at the cap, then joining another is refused with its text', async () => {
    const holder = await signUpOwner(t.app);
    const owner = await signUpOwner(t.app);
    const deadlines = [
      await fullDeadline(t.admin.client, [holder]),
      await fullDeadline(t.admin.client, [holder]),
    ];
    await joined(owner, deadlines[0]!);
    await joined(owner, deadlines[1]!);
    const third = await fullDeadline(t.admin.client, [await signUpOwner(t.app)]);

    const res = await joinWaitlist(owner, third);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'too_many_waitlist_entries',
      message: WAITLIST_MESSAGES.tooMany(2),
    });
    // Leaving one makes room.
    const [entry] = (await owner.client.get('/api/waitlist')).body.entries as { id: number }[];
    await owner.client.delete(`/api/waitlist/${entry!.id}`);
    expect((await joinWaitlist(owner, third)).status).toBe(201);
  });

  it('when the first in line holds as many upcoming bookings as the cap, then they are dropped and the next is booked', async () => {
    const holder = await signUpOwner(t.app);
    const deadline = await fullDeadline(t.admin.client, [holder]);
    const [busy, next] = [await signUpOwner(t.app), await signUpOwner(t.app)];
    const busyEntry = await joined(busy, deadline);
    const nextEntry = await joined(next, deadline);
    for (let i = 0; i < 2; i += 1) {
      const res = await busy.client.post(
        '/api/bookings',
        ownerPayload({ bookingDate: freshDate() }),
      );
      expect(res.status).toBe(201);
    }

    expect((await holder.client.delete(`/api/bookings/${deadline.bookingIds[0]}`)).status).toBe(
      200,
    );
    expect(await entryRow(t.database.db, busyEntry)).toMatchObject({ outcome: 'dropped' });
    expect(await entryRow(t.database.db, nextEntry)).toMatchObject({ outcome: 'booked' });
    const busyBookings = await busy.client.get(`/api/bookings/user/${busy.user.id}`);
    expect(busyBookings.body.bookings).toHaveLength(2);
  });
});
