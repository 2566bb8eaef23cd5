import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUpOwner, type SignedInOwner } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import { adminPayload, book, freshDate } from '../../../test/kits/booking-kit';

/** The admin list's search finds a booking by its boat's name or registration, as they are now. */
const { t } = useBookingApp();

/** A word no other test's data holds, so a search's total is this test's alone. */
const token = () => randomBytes(4).toString('hex');

async function addBoat(owner: SignedInOwner, body: Record<string, unknown>) {
  const res = await owner.client.post('/api/boats', { lengthM: 9.91, ...body });
  if (res.status !== 201) throw new Error(`boat failed: ${res.status}`);
  return res.body.boat as { id: number };
}

const search = async (q: string, paging = '') => {
  const res = await t.admin.client.get(`/api/bookings?q=${encodeURIComponent(q)}${paging}`);
  expect(res.status).toBe(200);
  return {
    total: res.body.total as number,
    ids: (res.body.bookings as { id: number }[]).map((b) => b.id),
  };
};

describe('searching the admin list by boat', () => {
  it('when the office searches a boat’s name or registration, then that boat’s bookings and no others, paged', async () => {
    const word = token();
    const owner = await signUpOwner(t.app, { fullName: 'Riley Anchor' });
    const boat = await addBoat(owner, { name: `Sea Breeze ${word}`, registration: `MA-${word}-Z` });
    const first = await book(owner, { bookingDate: freshDate() });
    const second = await book(owner, { bookingDate: freshDate() });
    expect(first.body.booking.boat).toMatchObject({ id: boat.id });

    // Another owner's boat with another name, and a booking with no boat at all.
    const other = await signUpOwner(t.app, { fullName: 'Sam Keel' });
    await addBoat(other, { name: `Windward ${token()}` });
    await book(other, { bookingDate: freshDate() });
    const boatless = await signUpOwner(t.app, { fullName: `Sea Breeze Fan ${token()}` });
    await book(boatless, { bookingDate: freshDate() });

    const byName = await search(`BREEZE ${word}`);
    expect(byName).toEqual({ total: 2, ids: [first.body.booking.id, second.body.booking.id] });
    const byRegistration = await search(`ma-${word}`);
    expect(byRegistration.ids).toEqual([first.body.booking.id, second.body.booking.id]);
    const secondPage = await search(word, '&limit=1&offset=1');
    expect(secondPage).toEqual({ total: 2, ids: [second.body.booking.id] });
    // '%' typed is a character, not a wildcard, in a boat's fields as in the others.
    expect((await search(`${word}%`)).total).toBe(0);
  });

  it('when the office books for a named boat and the boat is then renamed, then the new name finds it and the old one does not', async () => {
    const owner = await signUpOwner(t.app);
    const oldName = `Old Salt ${token()}`;
    const kept = await addBoat(owner, { name: oldName });
    await addBoat(owner, { name: `Dinghy ${token()}` });
    const booked = await t.admin.client.post(
      '/api/bookings',
      adminPayload(owner.user.id, { bookingDate: freshDate(), boatId: kept.id }),
    );
    expect(booked.status).toBe(201);

    const newName = `New Dawn ${token()}`;
    const renamed = await t.admin.client.patch(`/api/boats/${kept.id}`, { name: newName });
    expect(renamed.status).toBe(200);
    expect((await search(newName)).ids).toEqual([booked.body.booking.id]);
    expect((await search(oldName)).total).toBe(0);
  });
});
