import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { expectFieldErrors, fieldErrors } from '../../../test/api-client';
import { signUpOwner } from '../../../test/factories';
import { latestAudit } from '../../../test/audit';
import { useBookingApp } from '../../../test/kits/booking-app';
import { adminPayload, ownerPayload } from '../../../test/kits/booking-kit';

/**
 * Both booking payloads (docs/product.md#api-calls) from both roles (shared/booking-shape.ts): an
 * admin's owner-shaped body is their own booking under the owner rules; an office body books for
 * the customer; an owner's body is always their own, whatever it names.
 */
const { t } = useBookingApp();

const bookingsOf = (userId: number) =>
  t.database.db.select().from(bookings).where(eq(bookings.userId, userId));

describe('an admin books for themself on /schedule', () => {
  it.each([
    ['with their own userId, as the schedule page sends it', (id: number) => ({ userId: id })],
    ['without a userId', () => ({})],
  ])(
    'when the owner-shaped body comes %s, then it is booked for the admin from their profile',
    async (_name, extra) => {
      const res = await t.admin.client.post('/api/bookings', {
        ...ownerPayload(),
        ...extra(t.admin.user.id),
      });
      expect(res.status).toBe(201);
      expect(res.body.booking).toMatchObject({
        userId: t.admin.user.id,
        ownerName: 'Office Admin',
        ownerPhone: '555-0100',
        sourceSlipType: 'my-wet-slip',
        destination: 'wash-pad',
      });
      // Their own booking is not an office change on someone's behalf.
      const audit = await latestAudit(t.database.db, 'booking.create');
      expect(audit?.targetId).not.toBe(String(res.body.booking.id));
    },
  );

  it('when the deadline starts within 24 hours, then the owner rule refuses it as it does on the page', async () => {
    const before = (await bookingsOf(t.admin.user.id)).length;
    // Today 3:00 PM: seven hours away at the test clock.
    const res = await t.admin.client.post(
      '/api/bookings',
      ownerPayload({ bookingDate: '2030-06-10', timeSlot: '3:00 PM', userId: t.admin.user.id }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('24 hours advance notice');
    expect(await bookingsOf(t.admin.user.id)).toHaveLength(before);
  });

  it("when the route is not legal for the admin's own storage type, then the owner's message", async () => {
    const res = await t.admin.client.post(
      '/api/bookings',
      ownerPayload({ sourceSlipType: 'dry-storage', userId: t.admin.user.id }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'That source and destination are not available for your storage type.',
    );
  });
});

describe('an admin books for a customer', () => {
  it('when the body names a customer but lacks the office fields, then the office form messages and nothing is booked for anyone', async () => {
    const customer = await signUpOwner(t.app);
    const before = (await bookingsOf(t.admin.user.id)).length;
    const res = await t.admin.client.post(
      '/api/bookings',
      ownerPayload({ userId: customer.user.id }),
    );
    expectFieldErrors(res, {
      ownerName: 'First name is required',
      ownerEmail: 'Valid email is required',
      ownerPhone: 'Phone number is required',
    });
    expect(await bookingsOf(customer.user.id)).toHaveLength(0);
    expect(await bookingsOf(t.admin.user.id)).toHaveLength(before);
  });

  it('when the office fields come with the admin as the customer, then it is an office booking (no notice rule)', async () => {
    const res = await t.admin.client.post(
      '/api/bookings',
      adminPayload(t.admin.user.id, { bookingDate: '2030-06-10', timeSlot: '3:00 PM' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.booking).toMatchObject({ userId: t.admin.user.id, ownerName: 'Jamie Hull' });
  });

  it.each([
    ['wet-slip', 'haul-out', 'transient-slip', 'parking-lot'],
    ['wet-slip', 'launch', 'my-wet-slip', 'wet-slip'],
    ['dry-storage', 'haul-out', 'parking-lot', 'wash-pad'],
    ['covered-dry-storage', 'launch', 'parking-lot', 'transient-slip'],
  ] as const)(
    "when a %s customer's %s starts where such a boat may start from (%s), then the office may book it",
    async (storageType, serviceType, sourceSlipType, destination) => {
      const customer = await signUpOwner(t.app, { storageType });
      const res = await t.admin.client.post(
        '/api/bookings',
        adminPayload(customer.user.id, { serviceType, sourceSlipType, destination }),
      );
      expect(res.status).toBe(201);
    },
  );

  it("when a land customer's source is a slip, then it is refused: the form never offers it", async () => {
    const customer = await signUpOwner(t.app, { storageType: 'dry-storage' });
    const res = await t.admin.client.post(
      '/api/bookings',
      adminPayload(customer.user.id, { serviceType: 'haul-out', sourceSlipType: 'transient-slip' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      "That source and destination are not available for this customer's storage type.",
    );
  });
});

describe("an owner's body", () => {
  it('when an owner sends the office body naming another user, then it is their own booking from their profile', async () => {
    const owner = await signUpOwner(t.app, { fullName: 'Morgan Tide', phoneNumber: '555-0177' });
    const other = await signUpOwner(t.app);
    const res = await owner.client.post('/api/bookings', adminPayload(other.user.id));
    expect(res.status).toBe(201);
    expect(res.body.booking).toMatchObject({
      userId: owner.user.id,
      ownerName: 'Morgan Tide',
      ownerEmail: owner.email,
      ownerPhone: '555-0177',
      isVibMember: false,
    });
    expect(await bookingsOf(other.user.id)).toHaveLength(0);
  });
});

describe('locations are known values', () => {
  const nul = 'wash-pad\u0000';
  it.each([
    ['an owner', () => signUpOwner(t.app).then((o) => o.client), ownerPayload, 'Source location'],
    [
      'an admin for themself',
      () => Promise.resolve(t.admin.client),
      ownerPayload,
      'Source location',
    ],
    [
      'an admin for a customer',
      () => Promise.resolve(t.admin.client),
      (o: Record<string, unknown>) => adminPayload(t.admin.user.id, o),
      'Source slip type',
    ],
  ])(
    'when %s sends a NUL, an unknown or a huge location, then 400 naming the field',
    async (_who, client, payload, sourceLabel) => {
      const c = await client();
      for (const bad of [nul, 'boat ramp', 'x'.repeat(50_000)]) {
        const res = await c.post(
          '/api/bookings',
          payload({ sourceSlipType: bad, destination: bad }),
        );
        expect(res.status, bad.slice(0, 20)).toBe(400);
        const oneOf =
          'must be one of wash-pad, dry-storage, parking-lot, wet-slip, transient-slip, my-wet-slip';
        expect(fieldErrors(res.body)).toMatchObject({
          sourceSlipType: `${sourceLabel} ${oneOf}`,
          destination: `Destination ${oneOf}`,
        });
      }
    },
  );

  it('when the locations are missing or empty, then the validation texts', async () => {
    const owner = await signUpOwner(t.app);
    const res = await owner.client.post(
      '/api/bookings',
      ownerPayload({ sourceSlipType: '', destination: undefined }),
    );
    expect(fieldErrors(res.body)).toEqual({
      sourceSlipType: 'Source location is required',
      destination: 'Destination is required',
    });
    const office = await t.admin.client.post(
      '/api/bookings',
      adminPayload(owner.user.id, { sourceSlipType: null, destination: '' }),
    );
    expect(fieldErrors(office.body)).toEqual({
      sourceSlipType: 'Source slip type is required',
      destination: 'Destination is required',
    });
  });
});
