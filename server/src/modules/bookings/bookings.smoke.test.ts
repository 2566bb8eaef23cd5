import { describe, expect, it } from 'vitest';
import { CONFIRMATION_CODE_ALPHABET } from '@shared/constants';
import { BOOKING_MESSAGES as M } from '@shared/messages/bookings';
import { signUpOwner } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import { freshDate, ownerPayload } from '../../../test/kits/booking-kit';

/**
 * npm test's one pass over bookings on the embedded engine; the full suite runs on the
 * PostgreSQL server. One place per deadline, so the place being taken and freed is visible.
 */
const { t } = useBookingApp({ env: { SLOT_CAPACITY: '1' } });

describe('bookings smoke', () => {
  it('when an owner books, sees it listed, and cancels, then the deadline is full meanwhile and free again for another owner', async () => {
    const owner = await signUpOwner(t.app, { fullName: 'Robin Keel' });
    const other = await signUpOwner(t.app);
    const date = freshDate();

    const booked = await owner.client.post('/api/bookings', ownerPayload({ bookingDate: date }));
    expect(booked.status).toBe(201);
    const booking = booked.body.booking;
    expect(booking).toMatchObject({
      userId: owner.user.id,
      serviceType: 'haul-out',
      ownerName: 'Robin Keel',
      ownerEmail: owner.email,
      bookingDate: date,
      timeSlot: '10:00 AM',
      completed: false,
      confirmationCode: expect.stringMatching(new RegExp(`^[${CONFIRMATION_CODE_ALPHABET}]{8}$`)),
    });

    const mine = await owner.client.get(`/api/bookings/user/${owner.user.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ bookings: [booking] });
    const office = await t.admin.client.get(`/api/bookings?from=${date}&to=${date}`);
    expect(office.status).toBe(200);
    expect(office.body.total).toBe(1);
    expect(office.body.bookings[0]).toMatchObject({
      confirmationCode: booking.confirmationCode,
      user: { username: owner.email },
    });

    const refused = await other.client.post('/api/bookings', ownerPayload({ bookingDate: date }));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.full);

    const cancelled = await owner.client.delete(`/api/bookings/${booking.id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ message: 'Booking cancelled', id: booking.id });
    expect((await owner.client.get(`/api/bookings/user/${owner.user.id}`)).body).toEqual({
      bookings: [],
    });

    const taken = await other.client.post('/api/bookings', ownerPayload({ bookingDate: date }));
    expect(taken.status).toBe(201);
    expect(taken.body.booking.userId).toBe(other.user.id);
  });
});
