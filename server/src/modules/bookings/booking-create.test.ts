import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONFIRMATION_CODE_ALPHABET } from '@shared/constants';
import { bookings, profiles } from '../../db/schema';
import { signUpOwner } from '../../../test/factories';
import { apiClient, expectFieldErrors } from '../../../test/api-client';
import { useBookingApp } from '../../../test/kits/booking-app';
import { freshDate, ownerPayload } from '../../../test/kits/booking-kit';
import { verificationToken } from '../../../test/kits/verification-kit';
import { insertWithFreshCode } from './booking-service';

/** An owner books from their profile: what is stored, what is mailed, what is refused first. */
const { t, mailsFor } = useBookingApp();

const codePattern = new RegExp(`^[${CONFIRMATION_CODE_ALPHABET}]{8}$`);

describe('POST /api/bookings (owner)', () => {
  it('when an owner with a profile books, then 201 with the booking from their profile and a confirmation mail queued', async () => {
    const owner = await signUpOwner(t.app, {
      fullName: 'Robin Keel',
      phoneNumber: '555-0142',
      isVibMember: true,
    });
    const payload = ownerPayload({ userId: 999_999 });
    const res = await owner.client.post('/api/bookings', payload);
    expect(res.status).toBe(201);
    const { booking } = res.body;
    expect(booking).toEqual({
      id: expect.any(Number),
      userId: owner.user.id,
      serviceType: 'haul-out',
      sourceSlipType: 'my-wet-slip',
      destination: 'wash-pad',
      ownerName: 'Robin Keel',
      ownerEmail: owner.email,
      ownerPhone: '555-0142',
      isVibMember: true,
      specialRequests: 'Please check the zincs',
      bookingDate: payload.bookingDate,
      timeSlot: '10:00 AM',
      confirmationCode: expect.stringMatching(codePattern),
      completed: false,
      isOneWay: false,
      isBothWays: false,
      needsNewDate: false,
      closure: null,
      serviceStatus: 'scheduled',
      statusChangedAt: null,
      liftId: null,
      liftOverride: null,
      // An owner with no boat on record books as before boats were kept.
      boat: null,
      createdAt: expect.any(String),
    });
    const mails = await mailsFor(booking.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'booking-confirmed',
      recipient: owner.email,
      status: 'pending',
    });
    expect(mails[0]!.payload).toMatchObject({
      bookedByAdmin: false,
      booking: { confirmationCode: booking.confirmationCode, bookingDate: payload.bookingDate },
    });
  });

  it('when the profile has a verified preferred email, then the booking and its mail use it', async () => {
    const owner = await signUpOwner(t.app, { storageType: 'dry-storage' });
    await owner.client.post('/api/profile', {
      fullName: 'Dana Dock',
      storageType: 'dry-storage',
      preferredEmail: 'dana.boats@example.test',
    });
    const token = await verificationToken(t.database.db, 'dana.boats@example.test');
    expect((await owner.client.post('/api/verify-email', { token })).status).toBe(200);
    const res = await owner.client.post(
      '/api/bookings',
      ownerPayload({
        serviceType: 'launch',
        sourceSlipType: 'dry-storage',
        destination: 'transient-slip',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.booking.ownerEmail).toBe('dana.boats@example.test');
    expect((await mailsFor(res.body.booking.id))[0]!.recipient).toBe('dana.boats@example.test');
  });

  it('when nobody is signed in, then 401 Authentication required', async () => {
    const res = await apiClient(t.app).post('/api/bookings', ownerPayload());
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Authentication required');
  });

  it('when the profile lacks a storage type, then 400 asking to complete the profile', async () => {
    const owner = await signUpOwner(t.app);
    await owner.client.post('/api/profile', { fullName: 'Robin Keel', storageType: null });
    const res = await owner.client.post('/api/bookings', ownerPayload());
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Please complete your profile (your name and storage type) before booking.',
    );
  });

  it('when the owner has no profile at all, then 400 mentioning the profile and nothing is booked', async () => {
    const owner = await signUpOwner(t.app);
    await t.database.db.delete(profiles).where(eq(profiles.userId, owner.user.id));
    const res = await owner.client.post('/api/bookings', ownerPayload());
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('profile');
    expect(
      await t.database.db.select().from(bookings).where(eq(bookings.userId, owner.user.id)),
    ).toHaveLength(0);
  });

  it('when the route is not legal for the storage type, then 400', async () => {
    const owner = await signUpOwner(t.app, { storageType: 'dry-storage' });
    // my-wet-slip is a source for boats in the water only (docs/product.md#locations).
    const res = await owner.client.post(
      '/api/bookings',
      ownerPayload({ sourceSlipType: 'my-wet-slip' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'That source and destination are not available for your storage type.',
    );
  });

  it('when covered dry storage books a land route, then it is accepted', async () => {
    const owner = await signUpOwner(t.app, { storageType: 'covered-dry-storage' });
    const res = await owner.client.post(
      '/api/bookings',
      ownerPayload({ sourceSlipType: 'dry-storage', destination: 'transient-slip' }),
    );
    expect(res.status).toBe(201);
  });

  it('when fields are missing or malformed, then 400 with the validation texts', async () => {
    const owner = await signUpOwner(t.app);
    const res = await owner.client.post('/api/bookings', {
      serviceType: 'tow',
      destination: '',
      bookingDate: '2030-02-30',
      timeSlot: '9:00 AM',
    });
    expectFieldErrors(res, {
      serviceType: 'Service type must be haul-out or launch',
      sourceSlipType: 'Source location is required',
      destination: 'Destination is required',
      bookingDate: 'Date must be a calendar date written yyyy-MM-dd',
      timeSlot: 'Deadline must be one of 10:00 AM, 12:00 PM or 3:00 PM',
    });
  });
});

describe('confirmation codes', () => {
  it('when a generated code is already taken, then another is drawn inside the same transaction', async () => {
    const owner = await signUpOwner(t.app);
    const { body } = await owner.client.post('/api/bookings', ownerPayload());
    const taken = body.booking.confirmationCode as string;
    const codes = [taken, taken, 'ZZZZ2345'];
    const row = await t.database.db.transaction((tx) =>
      insertWithFreshCode(
        tx,
        {
          userId: owner.user.id,
          serviceType: 'launch',
          sourceSlipType: 'wash-pad',
          destination: 'wet-slip',
          ownerName: 'x',
          ownerEmail: 'x@example.test',
          ownerPhone: '',
          bookingDate: freshDate(),
          timeSlot: '3:00 PM',
        },
        () => codes.shift()!,
      ),
    );
    expect(row.confirmationCode).toBe('ZZZZ2345');
    const stored = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.confirmationCode, 'ZZZZ2345')));
    expect(stored).toHaveLength(1);
  });
});
