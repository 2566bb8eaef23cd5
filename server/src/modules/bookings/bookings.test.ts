import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMATION_CODE_ALPHABET, TIME_SLOTS } from '@shared/constants';
import { bookings, mailQueue, profiles } from '../../db/schema';
import { signUpAdmin, signUpOwner, type SignedInOwner } from '../../../test/factories';
import { apiClient } from '../../../test/api-client';
import { latestAudit } from '../../../test/audit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  adminPayload,
  freshDate,
  ownerPayload,
  setCapacity,
  START,
  testClock,
} from '../../../test/kits/booking-kit';
import { insertWithFreshCode } from './booking-service';

const clock = testClock();
let t: TestApp;
let admin: SignedInOwner;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  admin = await signUpAdmin(t);
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  clock.instant = START;
});

const codePattern = new RegExp(`^[${CONFIRMATION_CODE_ALPHABET}]{8}$`);

async function mailsFor(bookingId: number) {
  const rows = await t.database.db.select().from(mailQueue).orderBy(mailQueue.id);
  return rows.filter(
    (row) => (row.payload as { booking?: { id: number } }).booking?.id === bookingId,
  );
}

const lastAudit = (action: string) => latestAudit(t.database.db, action);

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

  it('when the profile has a preferred email, then the booking and its mail use it', async () => {
    const owner = await signUpOwner(t.app, { storageType: 'dry-storage' });
    await owner.client.post('/api/profile', {
      fullName: 'Dana Dock',
      storageType: 'dry-storage',
      preferredEmail: 'dana.boats@example.test',
    });
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
    // my-wet-slip is a source for boats in the water only (SPEC §3).
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

  it('when fields are missing or malformed, then 400 with the SPEC texts', async () => {
    const owner = await signUpOwner(t.app);
    const res = await owner.client.post('/api/bookings', {
      serviceType: 'tow',
      destination: '',
      bookingDate: '2030-02-30',
      timeSlot: '9:00 AM',
    });
    expect(res.status).toBe(400);
    const messages = Object.fromEntries(
      (res.body.errors as { path: string; message: string }[]).map((e) => [e.path, e.message]),
    );
    expect(messages).toEqual({
      serviceType: 'Service type must be haul-out or launch',
      sourceSlipType: 'Source location is required',
      destination: 'Destination is required',
      bookingDate: 'Date must be a calendar date written yyyy-MM-dd',
      timeSlot: 'Deadline must be one of 10:00 AM, 12:00 PM or 3:00 PM',
    });
  });

  it('when the deadline starts in under 24 hours, then 400 about advance notice; at exactly 24 hours it books', async () => {
    const owner = await signUpOwner(t.app);
    // 10:00 AM on 11 June 2030 in New York is 14:00 UTC.
    clock.set('2030-06-10T14:00:00.001Z');
    const late = await owner.client.post(
      '/api/bookings',
      ownerPayload({ bookingDate: '2030-06-11' }),
    );
    expect(late.status).toBe(400);
    expect(late.body.message).toContain('24 hours advance notice');
    clock.set('2030-06-10T14:00:00.000Z');
    const onTime = await owner.client.post(
      '/api/bookings',
      ownerPayload({ bookingDate: '2030-06-11' }),
    );
    expect(onTime.status).toBe(201);
  });

  it('when the date is today or in the past, then 400 about advance notice', async () => {
    const owner = await signUpOwner(t.app);
    for (const bookingDate of ['2030-06-10', '2030-06-01']) {
      const res = await owner.client.post(
        '/api/bookings',
        ownerPayload({ bookingDate, timeSlot: '3:00 PM' }),
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('24 hours advance notice');
    }
  });

  it('when the owner books the same deadline twice, then 409 and one booking stays', async () => {
    const owner = await signUpOwner(t.app);
    const payload = ownerPayload();
    expect((await owner.client.post('/api/bookings', payload)).status).toBe(201);
    const again = await owner.client.post('/api/bookings', {
      ...payload,
      serviceType: 'launch',
      sourceSlipType: 'parking-lot',
      destination: 'wet-slip',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already have a booking for this deadline');
    // Another deadline the same day is fine.
    expect(
      (await owner.client.post('/api/bookings', { ...payload, timeSlot: '3:00 PM' })).status,
    ).toBe(201);
  });

  it('when the deadline is full, then 409 saying full and unavailable', async () => {
    const date = freshDate();
    await setCapacity(admin.client, date, '12:00 PM', 1);
    const first = await signUpOwner(t.app);
    const second = await signUpOwner(t.app);
    expect(
      (
        await first.client.post(
          '/api/bookings',
          ownerPayload({ bookingDate: date, timeSlot: '12:00 PM' }),
        )
      ).status,
    ).toBe(201);
    const res = await second.client.post(
      '/api/bookings',
      ownerPayload({ bookingDate: date, timeSlot: '12:00 PM' }),
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This deadline is full and unavailable. Please choose another.');
  });

  it('when the date is closed, then 409 saying unavailable with the reason', async () => {
    const date = freshDate();
    const close = await admin.client.put('/api/admin/slot-overrides', {
      date,
      timeSlot: null,
      closed: true,
      reason: 'Storm warning',
    });
    expect(close.status).toBe(200);
    const owner = await signUpOwner(t.app);
    const res = await owner.client.post('/api/bookings', ownerPayload({ bookingDate: date }));
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('unavailable');
    expect(res.body.message).toContain('Storm warning');
  });
});

describe('POST /api/bookings (admin for a customer)', () => {
  it('when an admin books inside the 24 hours for a customer, then 201, the customer is told and the audit has it', async () => {
    const customer = await signUpOwner(t.app);
    // Today, 3:00 PM: seven hours away at the test clock.
    const payload = adminPayload(customer.user.id, {
      bookingDate: '2030-06-10',
      timeSlot: '3:00 PM',
    });
    const res = await admin.client.post('/api/bookings', payload);
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
    expect(row!.createdBy).toBe(admin.user.id);
    const mails = await mailsFor(res.body.booking.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'booking-confirmed',
      recipient: 'jamie.hull@example.test',
    });
    expect(mails[0]!.payload).toMatchObject({ bookedByAdmin: true });
    const audit = await lastAudit('booking.create');
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      targetType: 'booking',
      targetId: String(res.body.booking.id),
    });
    // The customer sees it in their own list.
    const mine = await customer.client.get(`/api/bookings/user/${customer.user.id}`);
    expect(mine.body.bookings.map((b: { id: number }) => b.id)).toContain(res.body.booking.id);
  });

  it('when an admin books a past date, then 400', async () => {
    const customer = await signUpOwner(t.app);
    const res = await admin.client.post(
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
    const res = await admin.client.post(
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

  it('when the customer has no storage type, then a route legal for either storage is accepted and nonsense is not', async () => {
    const customer = await signUpOwner(t.app);
    await customer.client.post('/api/profile', { fullName: 'No Storage', storageType: null });
    const land = await admin.client.post(
      '/api/bookings',
      adminPayload(customer.user.id, {
        serviceType: 'haul-out',
        sourceSlipType: 'dry-storage',
        destination: 'transient-slip',
      }),
    );
    expect(land.status).toBe(201);
    const water = await admin.client.post(
      '/api/bookings',
      adminPayload(customer.user.id, {
        serviceType: 'haul-out',
        sourceSlipType: 'my-wet-slip',
        destination: 'parking-lot',
      }),
    );
    expect(water.status).toBe(201);
    const nonsense = await admin.client.post(
      '/api/bookings',
      adminPayload(customer.user.id, {
        serviceType: 'launch',
        sourceSlipType: 'wet-slip',
        destination: 'parking-lot',
      }),
    );
    expect(nonsense.status).toBe(400);
  });

  it('when the customer does not exist or fields are missing, then 400 with the SPEC texts', async () => {
    const missing = await admin.client.post('/api/bookings', adminPayload(987_654));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please select a user');
    const customer = await signUpOwner(t.app);
    const res = await admin.client.post(
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

describe('reading bookings', () => {
  it("when an owner reads their list, then only their active bookings in date and deadline order; another owner's list is 403", async () => {
    const owner = await signUpOwner(t.app);
    const later = freshDate();
    const sooner = freshDate();
    const a = await owner.client.post(
      '/api/bookings',
      ownerPayload({ bookingDate: later, timeSlot: '3:00 PM' }),
    );
    const b = await owner.client.post(
      '/api/bookings',
      ownerPayload({ bookingDate: later, timeSlot: '10:00 AM' }),
    );
    const c = await owner.client.post(
      '/api/bookings',
      ownerPayload({ bookingDate: '2030-06-20', timeSlot: '12:00 PM' }),
    );
    const cancelled = await owner.client.post(
      '/api/bookings',
      ownerPayload({ bookingDate: sooner, timeSlot: '12:00 PM' }),
    );
    await owner.client.delete(`/api/bookings/${cancelled.body.booking.id}`);
    const res = await owner.client.get(`/api/bookings/user/${owner.user.id}`);
    expect(res.status).toBe(200);
    expect(res.body.bookings.map((x: { id: number }) => x.id)).toEqual([
      c.body.booking.id,
      b.body.booking.id,
      a.body.booking.id,
    ]);

    const other = await signUpOwner(t.app);
    const denied = await other.client.get(`/api/bookings/user/${owner.user.id}`);
    expect(denied.status).toBe(403);
    expect(denied.body.bookings).toBeUndefined();
    const asAdmin = await admin.client.get(`/api/bookings/user/${owner.user.id}`);
    expect(asAdmin.body.bookings).toHaveLength(3);
  });

  it('when an admin lists with a range, search, type, sort and paging, then the matching active bookings and their total', async () => {
    const date = freshDate();
    const owner = await signUpOwner(t.app, {
      fullName: 'Quincy Zebrafish',
      storageType: 'dry-storage',
      isVibMember: true,
    });
    const haul = await owner.client.post(
      '/api/bookings',
      ownerPayload({
        bookingDate: date,
        timeSlot: '3:00 PM',
        sourceSlipType: 'dry-storage',
        destination: 'wash-pad',
      }),
    );
    const launch = await owner.client.post(
      '/api/bookings',
      ownerPayload({
        bookingDate: date,
        timeSlot: '10:00 AM',
        serviceType: 'launch',
        sourceSlipType: 'wash-pad',
        destination: 'wet-slip',
      }),
    );
    const range = await admin.client.get(`/api/bookings?from=${date}&to=${date}`);
    expect(range.status).toBe(200);
    expect(range.body.total).toBe(2);
    expect(range.body.bookings.map((b: { id: number }) => b.id)).toEqual([
      launch.body.booking.id,
      haul.body.booking.id,
    ]);
    expect(range.body.bookings[0]).toMatchObject({
      ownerName: 'Quincy Zebrafish',
      profile: { storageType: 'dry-storage', isVibMember: true },
      user: { username: owner.email },
    });

    const byName = await admin.client.get('/api/bookings?q=zebraFISH');
    expect(byName.body.total).toBe(2);
    const byCode = await admin.client.get(
      `/api/bookings?q=${haul.body.booking.confirmationCode.toLowerCase()}`,
    );
    expect(byCode.body.bookings.map((b: { id: number }) => b.id)).toEqual([haul.body.booking.id]);
    const byEmail = await admin.client.get(
      `/api/bookings?q=${encodeURIComponent(owner.email.toUpperCase())}`,
    );
    expect(byEmail.body.total).toBe(2);
    const wildcard = await admin.client.get('/api/bookings?q=%25');
    expect(wildcard.body.total).toBe(0);

    const launches = await admin.client.get(
      `/api/bookings?from=${date}&to=${date}&serviceType=launch`,
    );
    expect(launches.body.bookings.map((b: { id: number }) => b.id)).toEqual([
      launch.body.booking.id,
    ]);
    const reversed = await admin.client.get(`/api/bookings?from=${date}&to=${date}&sort=-date`);
    expect(reversed.body.bookings.map((b: { id: number }) => b.id)).toEqual([
      haul.body.booking.id,
      launch.body.booking.id,
    ]);
    const byType = await admin.client.get(
      `/api/bookings?from=${date}&to=${date}&sort=-serviceType`,
    );
    expect(byType.body.bookings[0].serviceType).toBe('launch');
    const page = await admin.client.get(`/api/bookings?from=${date}&to=${date}&limit=1&offset=1`);
    expect(page.body).toMatchObject({ total: 2, bookings: [{ id: haul.body.booking.id }] });
  });

  it('when list parameters are invalid, then 400', async () => {
    for (const query of [
      'limit=0',
      'limit=1001',
      'offset=-1',
      'from=2030-02-31',
      'sort=price',
      'serviceType=tow',
      'from=2030-07-02&to=2030-07-01',
    ]) {
      const res = await admin.client.get(`/api/bookings?${query}`);
      expect(res.status, query).toBe(400);
    }
  });

  it('when deadlines are sorted as text, then the order is still chronological', () => {
    expect([...TIME_SLOTS].sort()).toEqual([...TIME_SLOTS]);
  });
});

describe('PATCH /api/bookings/:id/completed', () => {
  it('when an admin sets flags, then the updated booking comes back and the audit has before and after', async () => {
    const owner = await signUpOwner(t.app);
    const { body } = await owner.client.post('/api/bookings', ownerPayload());
    const id = body.booking.id as number;
    const res = await admin.client.patch(`/api/bookings/${id}/completed`, {
      completed: true,
      isOneWay: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.booking).toMatchObject({
      id,
      completed: true,
      isOneWay: true,
      isBothWays: false,
    });
    const both = await admin.client.patch(`/api/bookings/${id}/completed`, { isBothWays: true });
    expect(both.body.booking).toMatchObject({ completed: true, isOneWay: true, isBothWays: true });
    const audit = await lastAudit('booking.flags');
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      targetId: String(id),
      before: { completed: true, isOneWay: true, isBothWays: false },
      after: { completed: true, isOneWay: true, isBothWays: true },
    });
  });

  it('when the body is empty, has unknown keys or the booking does not exist, then 400 or 404', async () => {
    const owner = await signUpOwner(t.app);
    const { body } = await owner.client.post('/api/bookings', ownerPayload());
    expect(
      (await admin.client.patch(`/api/bookings/${body.booking.id}/completed`, {})).body.message,
    ).toBe('Send at least one of completed, isOneWay or isBothWays');
    expect(
      (await admin.client.patch(`/api/bookings/${body.booking.id}/completed`, { userId: 1 }))
        .status,
    ).toBe(400);
    expect(
      (await admin.client.patch(`/api/bookings/${body.booking.id}/completed`, { completed: 'yes' }))
        .status,
    ).toBe(400);
    expect(
      (await admin.client.patch('/api/bookings/99999999/completed', { completed: true })).status,
    ).toBe(404);
    expect(
      (await admin.client.patch('/api/bookings/abc/completed', { completed: true })).status,
    ).toBe(400);
  });
});

describe('DELETE /api/bookings/:id', () => {
  it('when an owner cancels, then the row is kept as cancelled, it leaves the lists, frees the slot and a mail is queued', async () => {
    const date = freshDate();
    await setCapacity(admin.client, date, '10:00 AM', 1);
    const owner = await signUpOwner(t.app);
    const { body } = await owner.client.post('/api/bookings', ownerPayload({ bookingDate: date }));
    const id = body.booking.id as number;
    const before = await owner.client.get(
      `/api/timeslots/available?date=${date}&serviceType=haul-out`,
    );
    expect(before.body.slots[0]).toMatchObject({ remaining: 0, reason: 'full' });

    const res = await owner.client.delete(`/api/bookings/${id}`);
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ cancelledBy: owner.user.id, cancelReason: 'cancelled' });
    expect(row!.cancelledAt).toBeInstanceOf(Date);
    expect((await owner.client.get(`/api/bookings/user/${owner.user.id}`)).body.bookings).toEqual(
      [],
    );
    expect((await admin.client.get(`/api/bookings?from=${date}&to=${date}`)).body.total).toBe(0);
    const after = await owner.client.get(
      `/api/timeslots/available?date=${date}&serviceType=haul-out`,
    );
    expect(after.body.slots[0]).toMatchObject({ remaining: 1, reason: null });
    const mails = await mailsFor(id);
    expect(mails.map((m) => m.kind)).toEqual(['booking-confirmed', 'booking-cancelled']);
    expect(mails[1]!.payload).toMatchObject({ cancelledByAdmin: false });
    expect((await owner.client.delete(`/api/bookings/${id}`)).status).toBe(404);

    // Cancel-then-rebook: the freed place can be taken by someone else.
    const next = await signUpOwner(t.app);
    expect(
      (await next.client.post('/api/bookings', ownerPayload({ bookingDate: date }))).status,
    ).toBe(201);
    // And the owner can book that deadline again (the unique index covers active rows only).
    await setCapacity(admin.client, date, '10:00 AM', 2);
    expect(
      (await owner.client.post('/api/bookings', ownerPayload({ bookingDate: date }))).status,
    ).toBe(201);
  });

  it("when an owner tries to cancel another owner's booking, then 404 and it stays", async () => {
    const owner = await signUpOwner(t.app);
    const { body } = await owner.client.post('/api/bookings', ownerPayload());
    const other = await signUpOwner(t.app);
    const res = await other.client.delete(`/api/bookings/${body.booking.id}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Booking not found');
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, body.booking.id));
    expect(row!.cancelledAt).toBeNull();
  });

  it('when the booking is completed or has started, then the owner gets 409 but an admin can delete it', async () => {
    const owner = await signUpOwner(t.app);
    const done = await owner.client.post('/api/bookings', ownerPayload());
    await admin.client.patch(`/api/bookings/${done.body.booking.id}/completed`, {
      completed: true,
    });
    const completed = await owner.client.delete(`/api/bookings/${done.body.booking.id}`);
    expect(completed.status).toBe(409);
    expect(completed.body.message).toBe('Completed services cannot be cancelled');

    const soon = await owner.client.post(
      '/api/bookings',
      ownerPayload({ bookingDate: '2030-06-12', timeSlot: '10:00 AM' }),
    );
    clock.set('2030-06-12T14:00:00Z'); // 10:00 in New York: it has started
    const started = await owner.client.delete(`/api/bookings/${soon.body.booking.id}`);
    expect(started.status).toBe(409);
    expect(started.body.message).toBe(
      'This service has already started and can no longer be cancelled',
    );
    clock.set('2030-06-12T13:59:59Z');
    expect((await owner.client.delete(`/api/bookings/${soon.body.booking.id}`)).status).toBe(200);

    const removed = await admin.client.delete(`/api/bookings/${done.body.booking.id}`);
    expect(removed.status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, done.body.booking.id));
    expect(row).toMatchObject({ cancelReason: 'deleted', cancelledBy: admin.user.id });
    expect((await mailsFor(done.body.booking.id)).at(-1)!.payload).toMatchObject({
      kind: 'booking-cancelled',
      cancelledByAdmin: true,
    });
    expect(await lastAudit('booking.delete')).toMatchObject({
      targetId: String(done.body.booking.id),
      actorId: admin.user.id,
    });
  });
});

describe('clear all bookings', () => {
  it('when an admin clears, then every active booking is cancelled as cleared and the count comes back', async () => {
    const owner = await signUpOwner(t.app);
    const one = await owner.client.post('/api/bookings', ownerPayload());
    await owner.client.post('/api/bookings', ownerPayload());
    const active = (await admin.client.get('/api/bookings?limit=1')).body.total as number;
    expect(active).toBeGreaterThanOrEqual(2);

    const bare = await admin.client.agent.get('/api/dev/clear-bookings');
    expect(bare.status).toBe(403);
    const res = await admin.client.get('/api/dev/clear-bookings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ cleared: active });
    expect((await admin.client.get('/api/bookings')).body).toEqual({ bookings: [], total: 0 });
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, one.body.booking.id));
    expect(row).toMatchObject({ cancelReason: 'cleared', cancelledBy: admin.user.id });
    expect(await lastAudit('booking.clear-all')).toMatchObject({ after: { cleared: active } });

    await owner.client.post('/api/bookings', ownerPayload());
    const again = await admin.client.delete('/api/bookings');
    expect(again.body).toEqual({ cleared: 1 });
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
