import { describe, expect, it } from 'vitest';
import { signUpOwner } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import { availability } from '../../../test/kits/capacity-kit';
import {
  booked,
  deadlinesOf,
  freshDays,
  holdBody,
  placeHold,
  previewHold,
} from '../../../test/kits/weather-hold-kit';

/** npm test's one pass over weather holds on the embedded engine. */
const { t, mailsFor } = useBookingApp();

describe('weather holds smoke', () => {
  it('when the office previews, holds and lifts a stormy day, then the booking moves to the next day, its owner is mailed, and the day reopens', async () => {
    const [day, next] = freshDays(2) as [string, string];
    const owner = await signUpOwner(t.app);
    const booking = await booked(owner, day, '3:00 PM');
    const expected = [{ bookingDate: next, timeSlot: '10:00 AM' }];

    const preview = await previewHold(t.admin.client, holdBody(day));
    expect(preview.body.moves.map((m: { to: unknown }) => m.to)).toEqual(expected);
    const hold = await placeHold(t.admin.client, holdBody(day));
    expect(hold.status).toBe(201);
    expect(await deadlinesOf(t.database.db, [booking.id])).toEqual(expected);
    expect((await mailsFor(booking.id)).map((m) => m.kind)).toEqual([
      'booking-confirmed',
      'weather-hold',
    ]);
    const closed = await availability(owner.client, day);
    expect(closed.body.slots.map((s: { reason: string }) => s.reason)).toEqual([
      'closed',
      'closed',
      'closed',
    ]);

    const lifted = await t.admin.client.delete(`/api/weather-holds/${hold.body.hold.id}`);
    expect(lifted.status).toBe(200);
    const reopened = await availability(owner.client, day);
    expect(reopened.body.slots.map((s: { reason: string | null }) => s.reason)).toEqual([
      null,
      null,
      null,
    ]);
  });
});
