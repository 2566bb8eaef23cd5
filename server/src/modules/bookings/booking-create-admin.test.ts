import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { signUpOwner } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import { adminPayload } from '../../../test/kits/booking-kit';

/** The office books for a customer: inside the 24 hours, any legal route, with the customer's details typed in. */
const { t, mailsFor, lastAudit } = useBookingApp();

describe('POST /api/bookings (admin for a customer)', () => {
  it('when an admin books inside the 24 hours for a customer, then 201, the customer is told and the audit has it', async () => {
    const customer = await signUpOwner(t.app);
    // Today, 3:00 PM: seven hours away at the test clock.
    const payload = adminPayload(customer.user.id, {
      bookingDate: '2030-06-10',
      timeSlot: '3:00 PM',
    });
    const res = await t.admin.client.post('/api/bookings', payload);
    expect(res.status).toBe(201);
    expect(res.body.booking).toMatchObject({
      userId: customer.user.id,
      ownerName: 'Jamie Hull',
      ownerEmail: 'jamie.hull@example.test',
      ownerPhone: '555-0199',
      isVibMember: true,
      bookingDate: '2030-06-10',
      timeSlot: '3:00 PM',
    });
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, res.body.booking.id));
    expect(row!.createdBy).toBe(t.admin.user.id);
    const mails = await mailsFor(res.body.booking.id);
    expect(mails).toHaveLength(1);
    // Mail goes only to proven addresses (docs/product.md#email): the customer's, not the typed
    // contact.
    expect(mails[0]).toMatchObject({
      kind: 'booking-confirmed',
      recipient: customer.email,
    });
    expect(mails[0]!.payload).toMatchObject({ bookedByAdmin: true });
    const audit = await lastAudit('booking.create');
    expect(audit).toMatchObject({
      actorId: t.admin.user.id,
      targetType: 'booking',
      targetId: String(res.body.booking.id),
    });
    // The customer sees it in their own list.
    const mine = await customer.client.get(`/api/bookings/user/${customer.user.id}`);
    expect(mine.body.bookings.map((b: { id: number }) => b.id)).toContain(res.body.booking.id);
  });

  it('when an admin books a past date, then 400', async () => {
    const customer = await signUpOwner(t.app);
    const res = await t.admin.client.post(
      '/api/bookings',
      adminPayload(customer.user.id, { bookingDate: '2030-06-09' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'This date is in the past and unavailable. Please choose today or a later date.',
    );
  });

  it("when the route is not legal for the customer's storage type, then 400", async () => {
    const customer = await signUpOwner(t.app, { storageType: 'dry-storage' });
    const res = await t.admin.client.post(
      '/api/bookings',
      adminPayload(customer.user.id, {
        serviceType: 'haul-out',
        sourceSlipType: 'my-wet-slip',
        destination: 'wash-pad',
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      "That source and destination are not available for this customer's storage type.",
    );
  });

  it.each([
    {
      route: 'a land route',
      sourceSlipType: 'dry-storage',
      destination: 'transient-slip',
      serviceType: 'haul-out',
      status: 201,
    },
    {
      route: 'a water route',
      sourceSlipType: 'my-wet-slip',
      destination: 'parking-lot',
      serviceType: 'haul-out',
      status: 201,
    },
    {
      route: 'nonsense',
      sourceSlipType: 'wet-slip',
      destination: 'parking-lot',
      serviceType: 'launch',
      status: 400,
    },
  ])(
    'when the customer has no storage type and the admin books $route, then $status',
    async ({ serviceType, sourceSlipType, destination, status }) => {
      const customer = await signUpOwner(t.app);
      await customer.client.post('/api/profile', { fullName: 'No Storage', storageType: null });
      const res = await t.admin.client.post(
        '/api/bookings',
        adminPayload(customer.user.id, { serviceType, sourceSlipType, destination }),
      );
      expect(res.status).toBe(status);
    },
  );

  it('when the customer does not exist or fields are missing, then 400 with the validation texts', async () => {
    const missing = await t.admin.client.post('/api/bookings', adminPayload(987_654));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please select a user');
    const customer = await signUpOwner(t.app);
    const res = await t.admin.client.post(
      '/api/bookings',
      adminPayload(customer.user.id, { ownerName: '', ownerEmail: 'nope', ownerPhone: '' }),
    );
    expect(res.status).toBe(400);
    const messages = (res.body.errors as { message: string }[]).map((e) => e.message);
    expect(messages).toEqual([
      'First name is required',
      'Valid email is required',
      'Phone number is required',
    ]);
  });
});
