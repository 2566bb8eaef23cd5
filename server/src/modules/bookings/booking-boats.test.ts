import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { signUpOwner, type SignedInOwner } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import { adminPayload, freshDate, ownerPayload } from '../../../test/kits/booking-kit';

/** Bookings for a boat (docs/product.md#boats): which boat, whose, and what every answer shows. */
const { t } = useBookingApp();

async function withBoats(owner: SignedInOwner, ...names: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) {
    const res = await owner.client.post('/api/boats', {
      name,
      kind: 'power',
      lengthM: 9.91,
      beamM: 3.35,
      draftM: 1.2,
      weightKg: 6350,
    });
    expect(res.status).toBe(201);
    ids.push(res.body.boat.id as number);
  }
  return ids;
}

const bookingRows = (userId: number) =>
  t.database.db.select().from(bookings).where(eq(bookings.userId, userId));

describe('which boat a booking is for', () => {
  it('when an owner with one boat books without naming it, then the booking is for that boat, with its dimensions', async () => {
    const owner = await signUpOwner(t.app);
    const [boatId] = await withBoats(owner, 'Sea Breeze');
    const res = await owner.client.post('/api/bookings', ownerPayload());
    expect(res.status).toBe(201);
    expect(res.body.booking.boat).toEqual({
      id: boatId,
      name: 'Sea Breeze',
      kind: 'power',
      lengthM: 9.91,
      beamM: 3.35,
      draftM: 1.2,
      weightKg: 6350,
    });
  });

  it('when an owner with two boats names none, then 422 asks which, on the boat field, and nothing is booked; naming one books it', async () => {
    const owner = await signUpOwner(t.app);
    const [, second] = await withBoats(owner, 'Alpha', 'Bravo');
    const refused = await owner.client.post('/api/bookings', ownerPayload());
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      code: 'boat_required',
      message: 'Choose which boat this is for',
      errors: [{ path: 'boatId', message: 'Choose which boat this is for' }],
    });
    expect(await bookingRows(owner.user.id)).toEqual([]);
    const named = await owner.client.post('/api/bookings', ownerPayload({ boatId: second }));
    expect(named.status).toBe(201);
    expect(named.body.booking.boat.name).toBe('Bravo');
  });

  it('when an owner has no boat on record, then they book as before, without one', async () => {
    const owner = await signUpOwner(t.app);
    const res = await owner.client.post('/api/bookings', ownerPayload());
    expect(res.status).toBe(201);
    expect(res.body.booking.boat).toBeNull();
  });

  it('when the boat named is another owner’s, archived or unknown, then 422 on the boat field and nothing is booked', async () => {
    const owner = await signUpOwner(t.app);
    const other = await signUpOwner(t.app);
    const [theirs] = await withBoats(other, 'Not yours');
    const [sold] = await withBoats(owner, 'Sold');
    await owner.client.delete(`/api/boats/${sold}`);
    for (const boatId of [theirs, sold, 2_147_483_647]) {
      const res = await owner.client.post('/api/bookings', ownerPayload({ boatId }));
      expect(res.status, String(boatId)).toBe(422);
      expect(res.body).toMatchObject({
        code: 'boat_not_bookable',
        errors: [{ path: 'boatId', message: 'Choose one of the owner’s boats in service' }],
      });
    }
    const bad = await owner.client.post('/api/bookings', ownerPayload({ boatId: 'one' }));
    expect(bad.status).toBe(400);
    expect(await bookingRows(owner.user.id)).toEqual([]);
  });

  it('when the office books for a customer with one boat, then it is for that boat; a boat of someone else is refused', async () => {
    const owner = await signUpOwner(t.app);
    const [boatId] = await withBoats(owner, 'Office pick');
    const res = await t.admin.client.post('/api/bookings', adminPayload(owner.user.id));
    expect(res.status).toBe(201);
    expect(res.body.booking.boat).toMatchObject({ id: boatId, name: 'Office pick' });
    const other = await signUpOwner(t.app);
    const [theirs] = await withBoats(other, 'Elsewhere');
    const wrong = await t.admin.client.post(
      '/api/bookings',
      adminPayload(owner.user.id, { boatId: theirs }),
    );
    expect(wrong.status).toBe(422);
  });
});

describe('one place a deadline per boat', () => {
  it('when two boats of one owner book one deadline, then both are booked; the same boat twice, or a boatless booking beside them, is refused', async () => {
    const owner = await signUpOwner(t.app);
    const [a, b] = await withBoats(owner, 'Alpha', 'Bravo');
    const deadline = { bookingDate: freshDate(), timeSlot: '10:00 AM' };
    expect(
      (await owner.client.post('/api/bookings', ownerPayload({ ...deadline, boatId: a }))).status,
    ).toBe(201);
    expect(
      (await owner.client.post('/api/bookings', ownerPayload({ ...deadline, boatId: b }))).status,
    ).toBe(201);
    const twice = await owner.client.post(
      '/api/bookings',
      ownerPayload({ ...deadline, boatId: a }),
    );
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('duplicate_booking');
    // The office may book without naming a boat only where the owner holds nothing.
    const boatless = await t.admin.client.post(
      '/api/bookings',
      adminPayload(owner.user.id, { ...deadline, boatId: null }),
    );
    expect(boatless.status).toBe(422);
  });

  it('when an owner booked without a boat and adds one later, then that boat cannot take the same deadline: the boatless booking holds it for the owner', async () => {
    const owner = await signUpOwner(t.app);
    const deadline = { bookingDate: freshDate(), timeSlot: '12:00 PM' };
    expect((await owner.client.post('/api/bookings', ownerPayload(deadline))).status).toBe(201);
    await withBoats(owner, 'Late addition');
    const res = await owner.client.post('/api/bookings', ownerPayload(deadline));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('duplicate_booking');
  });
});

describe('the boat as it is now', () => {
  it('when a boat is edited or archived, then its bookings show the new values, and the archived boat still by name', async () => {
    const owner = await signUpOwner(t.app);
    const [boatId] = await withBoats(owner, 'Growing');
    const booked = await owner.client.post('/api/bookings', ownerPayload());
    await owner.client.patch(`/api/boats/${boatId}`, { lengthM: 11.5, name: 'Grown' });
    const list = await owner.client.get(`/api/bookings/user/${owner.user.id}`);
    expect(list.body.bookings[0].boat).toMatchObject({ name: 'Grown', lengthM: 11.5 });
    const office = await t.admin.client.get(
      `/api/bookings?q=${booked.body.booking.confirmationCode as string}`,
    );
    expect(office.body.bookings[0].boat).toMatchObject({ name: 'Grown', lengthM: 11.5 });
    await owner.client.delete(`/api/boats/${boatId}`);
    const after = await owner.client.get(`/api/bookings/user/${owner.user.id}`);
    expect(after.body.bookings[0].boat).toMatchObject({ id: boatId, name: 'Grown' });
  });

  it('when a booking with a boat is moved to another date, then it keeps its boat', async () => {
    const owner = await signUpOwner(t.app);
    const [boatId] = await withBoats(owner, 'Keeper');
    const booked = await owner.client.post('/api/bookings', ownerPayload());
    const moved = await owner.client.post(`/api/bookings/${booked.body.booking.id}/reschedule`, {
      bookingDate: freshDate(),
      timeSlot: '3:00 PM',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.booking.boat).toMatchObject({ id: boatId });
  });

  it('when an owner joins a waitlist with a boat, then the entry shows it, and the booking it becomes keeps it', async () => {
    const owner = await signUpOwner(t.app);
    const stranger = await signUpOwner(t.app);
    const [, bravo] = await withBoats(owner, 'Alpha', 'Bravo');
    const deadline = { bookingDate: freshDate(), timeSlot: '10:00 AM' };
    await t.admin.client.put('/api/admin/slot-overrides', {
      date: deadline.bookingDate,
      timeSlot: deadline.timeSlot,
      capacity: 1,
    });
    const theirs = await stranger.client.post('/api/bookings', ownerPayload(deadline));
    const joined = await owner.client.post(
      '/api/waitlist',
      ownerPayload({ ...deadline, boatId: bravo }),
    );
    expect(joined.status).toBe(201);
    expect(joined.body.entry.boat).toMatchObject({ id: bravo, name: 'Bravo' });
    expect((await owner.client.get('/api/waitlist')).body.entries[0].boat.name).toBe('Bravo');
    await stranger.client.delete(`/api/bookings/${theirs.body.booking.id}`);
    const [promoted] = await bookingRows(owner.user.id);
    expect(promoted).toMatchObject({ boatId: bravo, bookingDate: deadline.bookingDate });
  });
});
