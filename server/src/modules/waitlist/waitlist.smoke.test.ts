import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '@shared/messages/bookings';
import { WAITLIST_MESSAGES } from '@shared/messages/waitlist';
import { signUpOwner } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import { book, freshDate } from '../../../test/kits/booking-kit';
import { joinWaitlist } from '../../../test/kits/waitlist-kit';

/** npm test's one pass over the waitlist on the embedded engine; one place per deadline. */
const { t } = useBookingApp({ env: { SLOT_CAPACITY: '1' } });

describe('waitlist smoke', () => {
  it('when two owners queue for a full deadline, one leaves and the holder cancels, then the one still waiting is booked', async () => {
    const [holder, waiting, leaving] = [
      await signUpOwner(t.app),
      await signUpOwner(t.app),
      await signUpOwner(t.app),
    ];
    const deadline = { date: freshDate(), timeSlot: '10:00 AM' as const };
    const held = await book(holder, { bookingDate: deadline.date });
    expect(held.status).toBe(201);
    const full = await book(waiting, { bookingDate: deadline.date });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(BOOKING_MESSAGES.full);

    const first = await joinWaitlist(waiting, deadline);
    expect(first.status).toBe(201);
    expect(first.body.entry).toMatchObject({
      bookingDate: deadline.date,
      timeSlot: '10:00 AM',
      position: 1,
    });
    const second = await joinWaitlist(leaving, deadline);
    expect(second.body.entry.position).toBe(2);
    expect((await leaving.client.get('/api/waitlist')).body).toEqual({
      entries: [second.body.entry],
    });
    const left = await leaving.client.delete(`/api/waitlist/${second.body.entry.id}`);
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ message: WAITLIST_MESSAGES.left, id: second.body.entry.id });
    expect((await leaving.client.get('/api/waitlist')).body).toEqual({ entries: [] });

    expect((await holder.client.delete(`/api/bookings/${held.body.booking.id}`)).status).toBe(200);
    const booked = await waiting.client.get(`/api/bookings/user/${waiting.user.id}`);
    expect(booked.body.bookings).toEqual([
      expect.objectContaining({ bookingDate: deadline.date, timeSlot: '10:00 AM' }),
    ]);
    expect((await waiting.client.get('/api/waitlist')).body).toEqual({ entries: [] });
    expect((await leaving.client.get(`/api/bookings/user/${leaving.user.id}`)).body).toEqual({
      bookings: [],
    });
  });
});
