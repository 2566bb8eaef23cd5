import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_LIFTS_IN_SERVICE } from '@shared/schemas/lifts';
import { auditLog, bookings, lifts } from '../../db/schema';
import { apiClient } from '../../../test/api-client';
import { useBookingApp } from '../../../test/kits/booking-app';
import { ownersBooking } from '../../../test/kits/service-status-kit';

/**
 * The yard's lifts (docs/product.md#lifts): added, renamed, retired, and which one serves a
 * booking.
 */
const { t, lastAudit } = useBookingApp();

let named = 0;
/** A name no other test uses, so tests never meet each other's lifts. */
const liftName = (base = 'Travel lift') => `${base} ${(named += 1)}`;

async function addLift(name = liftName()) {
  const res = await t.admin.client.post('/api/lifts', { name });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.lift as { id: number; name: string; retiredAt: string | null };
}

const retire = (id: number) => t.admin.client.delete(`/api/lifts/${id}`);
const assign = (bookingId: number, liftId: number | null) =>
  t.admin.client.patch(`/api/bookings/${bookingId}/lift`, { liftId });

describe('lifts', () => {
  it('when the office adds, renames and retires lifts, then the list shows those in service by name and the retired after, each change audited', async () => {
    const crane = await addLift('  Crane  ');
    expect(crane).toMatchObject({ name: 'Crane', retiredAt: null });
    const forklift = await addLift('forklift');
    const old = await addLift('Old hoist');
    const renamed = await t.admin.client.patch(`/api/lifts/${old.id}`, { name: 'Boom hoist' });
    expect(renamed.body.lift).toMatchObject({ id: old.id, name: 'Boom hoist' });
    expect(await lastAudit('lift.rename')).toMatchObject({
      actorId: t.admin.user.id,
      targetId: String(old.id),
      before: { name: 'Old hoist' },
      after: { name: 'Boom hoist' },
    });
    const retired = await retire(old.id);
    expect(retired.status).toBe(200);
    expect(retired.body.lift.retiredAt).toEqual(expect.any(String));
    expect(await lastAudit('lift.retire')).toMatchObject({ before: { name: 'Boom hoist' } });
    expect(await lastAudit('lift.create')).toMatchObject({ after: { name: 'Old hoist' } });

    const list = await t.admin.client.get('/api/lifts');
    const names: string[] = list.body.lifts.map((l: { name: string }) => l.name);
    const ours = names.filter((n) => ['Crane', 'forklift', 'Boom hoist'].includes(n));
    expect(ours).toEqual(['Crane', 'forklift', 'Boom hoist']);
    const firstRetired = list.body.lifts.findIndex((l: { retiredAt: unknown }) => l.retiredAt);
    expect(
      list.body.lifts.slice(firstRetired).every((l: { retiredAt: unknown }) => l.retiredAt),
    ).toBe(true);
    expect(forklift.id).toBeGreaterThan(crane.id);
    // Retired, the name is free for a new lift.
    expect((await t.admin.client.post('/api/lifts', { name: 'Boom hoist' })).status).toBe(201);
  });

  it('when a name is already used by a lift in service, whatever its case, then 409 and no second lift', async () => {
    const first = await addLift();
    const again = await t.admin.client.post('/api/lifts', { name: first.name.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'lift_name_taken' });
    expect(again.body.message).toContain('already called');
    const other = await addLift();
    const clash = await t.admin.client.patch(`/api/lifts/${other.id}`, { name: first.name });
    expect(clash.status).toBe(409);
    const rows = await t.database.db.select().from(lifts).where(eq(lifts.name, first.name));
    expect(rows).toHaveLength(1);
  });

  it('when a retired lift is renamed or retired again, then 409; an unknown lift is 404', async () => {
    const lift = await addLift();
    expect((await retire(lift.id)).status).toBe(200);
    const renamed = await t.admin.client.patch(`/api/lifts/${lift.id}`, { name: liftName() });
    expect(renamed.status).toBe(409);
    expect(renamed.body.code).toBe('lift_retired');
    expect((await retire(lift.id)).status).toBe(409);
    expect((await retire(99_999_999)).status).toBe(404);
    expect((await t.admin.client.patch('/api/lifts/99999999', { name: 'X' })).status).toBe(404);
  });

  it('when names are empty, too long, or hold control characters, then 400 naming the field', async () => {
    for (const name of ['', '   ', 'x'.repeat(41), 'Crane\nBcc: x', 'Lift\u0007', 42]) {
      const res = await t.admin.client.post('/api/lifts', { name });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.body.errors[0].path).toBe('name');
    }
    expect((await t.admin.client.post('/api/lifts', { name: 'ok', extra: 1 })).status).toBe(400);
    expect((await addLift('x'.repeat(40))).name).toHaveLength(40);
  });

  it(`when ${MAX_LIFTS_IN_SERVICE} lifts are in service, then another is refused until one retires`, async () => {
    const inService = (await t.database.db.select().from(lifts)).filter((l) => !l.retiredAt);
    const added = [];
    for (let i = inService.length; i < MAX_LIFTS_IN_SERVICE; i += 1) added.push(await addLift());
    const refused = await t.admin.client.post('/api/lifts', { name: liftName() });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('too_many_lifts');
    for (const lift of [...inService, ...added]) expect((await retire(lift.id)).status).toBe(200);
    await addLift();
  });

  it('when an owner or a visitor calls the lift routes, then 403 or 401', async () => {
    const { owner } = await ownersBooking(t);
    expect((await owner.client.get('/api/lifts')).status).toBe(403);
    expect((await owner.client.post('/api/lifts', { name: liftName() })).status).toBe(403);
    expect((await apiClient(t.app).get('/api/lifts')).status).toBe(401);
  });
});

describe('PATCH /api/bookings/:id/lift', () => {
  it('when the office puts a booking on a lift, moves it and takes it off, then the booking says so and each change is audited with the lifts by name', async () => {
    const { id } = await ownersBooking(t);
    const crane = await addLift(liftName('Crane'));
    const travel = await addLift();
    const put = await assign(id, crane.id);
    expect(put.status).toBe(200);
    expect(put.body.booking).toMatchObject({ id, liftId: crane.id });
    await assign(id, travel.id);
    expect(await lastAudit('booking.lift')).toMatchObject({
      actorId: t.admin.user.id,
      targetId: String(id),
      before: { liftId: crane.id, liftName: crane.name },
      after: { liftId: travel.id, liftName: travel.name },
    });
    const off = await assign(id, null);
    expect(off.body.booking.liftId).toBeNull();

    const history = await t.admin.client.get(`/api/bookings/${id}/history`);
    expect(
      history.body.history
        .filter((e: { action: string }) => e.action === 'booking.lift')
        .map((e: { summary: string }) => e.summary),
    ).toEqual([
      `Put on ${crane.name}`,
      `Moved from ${crane.name} to ${travel.name}`,
      `Taken off ${travel.name}`,
    ]);
  });

  it('when the lift is unknown, then 404 "Lift not found"; when retired, then 409; the booking keeps its lift', async () => {
    const { id } = await ownersBooking(t);
    const lift = await addLift();
    await assign(id, lift.id);
    const unknown = await assign(id, 99_999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Lift not found');
    const gone = await addLift();
    await retire(gone.id);
    const refused = await assign(id, gone.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('lift_retired');
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row!.liftId).toBe(lift.id);
  });

  it('when the lift a booking had is retired, then the booking keeps it, so its history still names it', async () => {
    const { id } = await ownersBooking(t);
    const lift = await addLift();
    await assign(id, lift.id);
    await retire(lift.id);
    const list = await t.admin.client.get('/api/bookings?limit=1000');
    expect(list.body.bookings.find((b: { id: number }) => b.id === id).liftId).toBe(lift.id);
  });

  it('when the same lift is assigned again, then 200 and no audit row; a bad body is 400, a cancelled booking 404', async () => {
    const { owner, id } = await ownersBooking(t);
    const lift = await addLift();
    await assign(id, lift.id);
    await assign(id, lift.id);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking.lift'), eq(auditLog.targetId, String(id))));
    expect(audits).toHaveLength(1);
    for (const body of [
      {},
      { liftId: 'crane' },
      { liftId: 0 },
      { liftId: 1.5 },
      { liftId: 1, x: 1 },
    ]) {
      const res = await t.admin.client.patch(`/api/bookings/${id}/lift`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    await owner.client.delete(`/api/bookings/${id}`);
    expect((await assign(id, lift.id)).status).toBe(404);
  });
});
