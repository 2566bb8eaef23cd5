import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_BOATS_IN_SERVICE } from '@shared/schemas/boats';
import { boats } from '../../db/schema';
import { apiClient } from '../../../test/api-client';
import { signUpOwner, type SignedInOwner } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import { ownerPayload } from '../../../test/kits/booking-kit';

/** Owners' boats (docs/product.md#boats): kept by their owners, read and kept by the office. */
const { t, lastAudit } = useBookingApp();

const seaBreeze = {
  name: '  Sea Breeze ',
  kind: 'sail',
  lengthM: 9.91,
  beamM: 3.35,
  draftM: 1.52,
  weightKg: 6350,
  make: 'Catalina',
  model: '320',
  year: 2004,
  registration: 'MA 1234 AB',
  insuranceExpiresOn: '2031-03-03',
  notes: 'Keel stepped mast.\nLift at the marked points.',
};

async function addBoat(owner: SignedInOwner, body: Record<string, unknown> = seaBreeze) {
  const res = await owner.client.post('/api/boats', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.boat as { id: number; name: string; archivedAt: string | null };
}

describe('an owner’s boats', () => {
  it('when an owner adds a boat, then it is theirs with every field as sent (the name trimmed) and the rest null', async () => {
    const owner = await signUpOwner(t.app);
    const full = await owner.client.post('/api/boats', seaBreeze);
    expect(full.status).toBe(201);
    expect(full.body.boat).toEqual({
      ...seaBreeze,
      id: expect.any(Number),
      ownerId: owner.user.id,
      name: 'Sea Breeze',
      archivedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const bare = await owner.client.post('/api/boats', { name: 'Dinghy', lengthM: 3 });
    expect(bare.body.boat).toMatchObject({
      name: 'Dinghy',
      lengthM: 3,
      kind: null,
      beamM: null,
      draftM: null,
      weightKg: null,
      insuranceExpiresOn: null,
    });
    const list = await owner.client.get('/api/boats');
    expect(list.body.boats.map((b: { name: string }) => b.name)).toEqual(['Dinghy', 'Sea Breeze']);
  });

  it('when a value is out of range or badly formed, then 400 names each field and nothing is saved', async () => {
    const owner = await signUpOwner(t.app);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ lengthM: 0.5 }, 'lengthM', /Length must be a number of metres from 1 to 100/],
      [{ lengthM: 101 }, 'lengthM', /from 1 to 100/],
      [{ lengthM: 9.915 }, 'lengthM', /at most 2 decimals/],
      [{ lengthM: '9.9' }, 'lengthM', /Length must be/],
      [{ beamM: 0.4 }, 'beamM', /Beam must be a number of metres from 0.5 to 30/],
      [{ draftM: 15.01 }, 'draftM', /Draft must be a number of metres from 0.1 to 15/],
      [{ weightKg: 9 }, 'weightKg', /from 10 to 500,000/],
      [{ weightKg: 6350.5 }, 'weightKg', /whole number of kilograms/],
      [{ year: 1899 }, 'year', /Year must be from 1900 to/],
      [{ year: new Date().getUTCFullYear() + 2 }, 'year', /Year must be from 1900/],
      [{ insuranceExpiresOn: '2031-02-30' }, 'insuranceExpiresOn', /yyyy-MM-dd/],
      [{ kind: 'submarine' }, 'kind', /Kind must be one of sail, power, pontoon, pwc, other/],
      [{ name: '' }, 'name', /Give the boat a name/],
      [{ name: 'x'.repeat(61) }, 'name', /at most 60 characters/],
      [{ name: 'Sea\r\nBreeze' }, 'name', /control characters/],
      [{ registration: 'MA\u00001' }, 'registration', /control characters/],
    ];
    for (const [change, path, message] of cases) {
      const res = await owner.client.post('/api/boats', { name: 'Ok', lengthM: 9, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.code).toBe('invalid');
      expect(res.body.errors, JSON.stringify(change)).toContainEqual({
        path,
        message: expect.stringMatching(message),
      });
    }
    const unknown = await owner.client.post('/api/boats', { name: 'Ok', lengthM: 9, mast: 12 });
    expect(unknown.status).toBe(400);
    expect((await owner.client.get('/api/boats')).body.boats).toEqual([]);
  });

  it('when an owner changes a boat, then only the fields sent change, null clears one, and name and length cannot be cleared', async () => {
    const owner = await signUpOwner(t.app);
    const boat = await addBoat(owner);
    const changed = await owner.client.patch(`/api/boats/${boat.id}`, {
      lengthM: 10.06,
      beamM: null,
      make: '',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.boat).toMatchObject({
      name: 'Sea Breeze',
      lengthM: 10.06,
      beamM: null,
      make: null,
      draftM: 1.52,
      weightKg: 6350,
    });
    for (const cleared of [{ name: null }, { lengthM: null }, { name: '  ' }]) {
      const res = await owner.client.patch(`/api/boats/${boat.id}`, cleared);
      expect(res.status, JSON.stringify(cleared)).toBe(400);
    }
    const same = await owner.client.patch(`/api/boats/${boat.id}`, {});
    expect(same.body.boat).toEqual(changed.body.boat);
  });

  it('when an owner archives a boat, then it stays listed after those in service, marked, and cannot be changed again', async () => {
    const owner = await signUpOwner(t.app);
    const old = await addBoat(owner, { name: 'Aardvark', lengthM: 6 });
    await addBoat(owner, { name: 'Zephyr', lengthM: 7 });
    const archived = await owner.client.delete(`/api/boats/${old.id}`);
    expect(archived.status).toBe(200);
    expect(archived.body.boat.archivedAt).toEqual(expect.any(String));
    const list = (await owner.client.get('/api/boats')).body.boats as {
      name: string;
      archivedAt: string | null;
    }[];
    expect(list.map((b) => [b.name, b.archivedAt !== null])).toEqual([
      ['Zephyr', false],
      ['Aardvark', true],
    ]);
    const again = await owner.client.delete(`/api/boats/${old.id}`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('boat_archived');
    expect((await owner.client.patch(`/api/boats/${old.id}`, { lengthM: 8 })).status).toBe(409);
  });

  it('when another owner or a stranger reaches for a boat, then it is not found, and nothing changes', async () => {
    const owner = await signUpOwner(t.app);
    const other = await signUpOwner(t.app);
    const boat = await addBoat(owner);
    expect((await other.client.patch(`/api/boats/${boat.id}`, { lengthM: 5 })).status).toBe(404);
    expect((await other.client.delete(`/api/boats/${boat.id}`)).status).toBe(404);
    expect((await other.client.get('/api/boats')).body.boats).toEqual([]);
    expect((await apiClient(t.app).get('/api/boats')).status).toBe(401);
    for (const id of ['0', '2147483648', '1e3', '-1']) {
      expect((await owner.client.patch(`/api/boats/${id}`, { lengthM: 5 })).status).toBe(400);
    }
    expect((await owner.client.patch('/api/boats/2147483647', { lengthM: 5 })).status).toBe(404);
    const [mine] = (await owner.client.get('/api/boats')).body.boats;
    expect(mine).toMatchObject({ lengthM: 9.91, archivedAt: null });
  });

  it(`when an owner has ${MAX_BOATS_IN_SERVICE} boats in service, then an eleventh is refused until one is archived`, async () => {
    const owner = await signUpOwner(t.app);
    const ids: number[] = [];
    for (let n = 1; n <= MAX_BOATS_IN_SERVICE; n += 1) {
      ids.push((await addBoat(owner, { name: `Boat ${n}`, lengthM: 5 })).id);
    }
    const refused = await owner.client.post('/api/boats', { name: 'One more', lengthM: 5 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'too_many_boats' });
    await owner.client.delete(`/api/boats/${ids[0]}`);
    expect((await owner.client.post('/api/boats', { name: 'One more', lengthM: 5 })).status).toBe(
      201,
    );
  });
});

describe('the office and a customer’s boats', () => {
  it('when the office adds, changes and archives a customer’s boat, then the customer sees it and each change is audited with whose boat it was', async () => {
    const owner = await signUpOwner(t.app, { fullName: 'Robin Keel' });
    const added = await t.admin.client.post(`/api/users/${owner.user.id}/boats`, seaBreeze);
    expect(added.status).toBe(201);
    const boat = added.body.boat as { id: number; ownerId: number };
    expect(boat.ownerId).toBe(owner.user.id);
    expect(await lastAudit('boat.create')).toMatchObject({
      actorId: t.admin.user.id,
      targetId: String(boat.id),
      after: { name: 'Sea Breeze', ownerId: owner.user.id, ownerEmail: owner.email },
    });
    expect((await lastAudit('boat.create'))?.after).not.toHaveProperty('notes');

    await t.admin.client.patch(`/api/boats/${boat.id}`, { draftM: 1.6 });
    expect(await lastAudit('boat.change')).toMatchObject({
      before: { draftM: 1.52 },
      after: { draftM: 1.6 },
    });
    await t.admin.client.delete(`/api/boats/${boat.id}`);
    expect(await lastAudit('boat.archive')).toMatchObject({ before: { name: 'Sea Breeze' } });

    const theirs = await owner.client.get('/api/boats');
    expect(theirs.body.boats).toEqual([expect.objectContaining({ id: boat.id, draftM: 1.6 })]);
    const office = await t.admin.client.get(`/api/users/${owner.user.id}/boats`);
    expect(office.body.boats).toEqual(theirs.body.boats);
    // The activity feed says it in words.
    const activity = await t.admin.client.get('/api/admin/activity');
    const lines = JSON.stringify(activity.body);
    expect(lines).toContain(`added the boat Sea Breeze for Robin Keel (${owner.email})`);
  });

  it('when an owner changes their own boat, then no audit row is written: the office’s changes are the ones audited', async () => {
    const owner = await signUpOwner(t.app);
    const boat = await addBoat(owner, { name: 'Unaudited', lengthM: 6 });
    await owner.client.patch(`/api/boats/${boat.id}`, { lengthM: 6.5 });
    expect(await lastAudit('boat.change')).not.toMatchObject({ targetId: String(boat.id) });
  });

  it('when the office names a user that does not exist, then 404; an owner cannot use the office routes', async () => {
    expect((await t.admin.client.get('/api/users/2147483647/boats')).status).toBe(404);
    expect(
      (await t.admin.client.post('/api/users/2147483647/boats', { name: 'X', lengthM: 5 })).status,
    ).toBe(404);
    const owner = await signUpOwner(t.app);
    expect((await owner.client.get(`/api/users/${owner.user.id}/boats`)).status).toBe(403);
  });

  it('when the office deletes a customer with a boat and a booking for it, then the boat goes with them', async () => {
    const owner = await signUpOwner(t.app);
    const boat = await addBoat(owner, { name: 'Leaving', lengthM: 7 });
    const booked = await owner.client.post('/api/bookings', ownerPayload());
    expect(booked.body.booking.boat.id).toBe(boat.id);
    expect((await t.admin.client.delete(`/api/users/${owner.user.id}`)).status).toBe(200);
    expect(await t.database.db.select().from(boats).where(eq(boats.id, boat.id))).toEqual([]);
  });
});
