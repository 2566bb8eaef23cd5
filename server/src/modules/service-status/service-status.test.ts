import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SERVICE_STATUSES, type ServiceStatus } from '@shared/constants';
import { canChangeStatus } from '@shared/schemas/service-status';
import { auditLog, bookings } from '../../db/schema';
import { useBookingApp } from '../../../test/kits/booking-app';
import { apiClient } from '../../../test/api-client';
import { ownersBooking, setStatus, statusSet } from '../../../test/kits/service-status-kit';

/**
 * The crew's taps (docs/product.md#service-status): which statuses may follow which, who and when,
 * and completed.
 */
const { t, clock, lastAudit } = useBookingApp();

const statusAudits = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'booking.status'), eq(auditLog.targetId, String(id))))
    .orderBy(auditLog.id);

const row = async (id: number) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

/** A booking of a new owner brought to `status` along an allowed path. */
async function bookingAt(status: ServiceStatus): Promise<number> {
  const { id } = await ownersBooking(t);
  if (status !== 'scheduled') await statusSet(t.admin.client, id, status);
  return id;
}

describe('PATCH /api/bookings/:id/status', () => {
  it('when the crew starts a service and finishes it, then each answer carries the status, who and when are kept, and each change has an audit row', async () => {
    const { id } = await ownersBooking(t);
    clock.set('2030-06-10T13:00:00Z');
    const started = await statusSet(t.admin.client, id, 'in_progress');
    expect(started).toMatchObject({
      serviceStatus: 'in_progress',
      completed: false,
      statusChangedAt: '2030-06-10T13:00:00.000Z',
    });
    clock.set('2030-06-10T13:40:00Z');
    const done = await statusSet(t.admin.client, id, 'done');
    expect(done).toMatchObject({ serviceStatus: 'done', completed: true });

    expect(await row(id)).toMatchObject({
      statusChangedBy: t.admin.user.id,
      statusChangedAt: new Date('2030-06-10T13:40:00Z'),
    });
    const audits = await statusAudits(id);
    expect(audits.map((a) => [a.actorId, a.before, a.after])).toEqual([
      [t.admin.user.id, { serviceStatus: 'scheduled' }, { serviceStatus: 'in_progress' }],
      [t.admin.user.id, { serviceStatus: 'in_progress' }, { serviceStatus: 'done' }],
    ]);
  });

  it('when a boat already in the slings is marked a no-show, then 409 says why and nothing changes', async () => {
    const id = await bookingAt('in_progress');
    const res = await setStatus(t.admin.client, id, 'no_show');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('status_not_allowed');
    expect(res.body.message).toContain('already in the slings');
    expect((await row(id)).serviceStatus).toBe('in_progress');
    expect(await statusAudits(id)).toHaveLength(1);
  });

  it('when each status is asked of each status, then exactly the allowed moves answer 200 and the rest 409', async () => {
    const allowed: string[] = [];
    for (const from of SERVICE_STATUSES) {
      for (const to of SERVICE_STATUSES) {
        const id = await bookingAt(from);
        const res = await setStatus(t.admin.client, id, to);
        expect([200, 409], `${from} → ${to}`).toContain(res.status);
        if (res.status === 200) allowed.push(`${from} → ${to}`);
        expect((await row(id)).serviceStatus).toBe(res.status === 200 ? to : from);
      }
    }
    expect(allowed.filter((move) => !move.split(' → ').every((s, _, [a]) => s === a))).toEqual([
      'scheduled → in_progress',
      'scheduled → done',
      'scheduled → no_show',
      'in_progress → scheduled',
      'in_progress → done',
      'done → scheduled',
      'no_show → scheduled',
    ]);
    for (const from of SERVICE_STATUSES) {
      for (const to of SERVICE_STATUSES) {
        expect(canChangeStatus(from, to), `${from} → ${to}`).toBe(
          allowed.includes(`${from} → ${to}`),
        );
      }
    }
  }, 60_000);

  it('when the status it already has is set again, then 200 with the booking unchanged and no audit row', async () => {
    const id = await bookingAt('done');
    const before = await row(id);
    clock.set('2030-06-10T15:00:00Z');
    const again = await statusSet(t.admin.client, id, 'done');
    expect(again).toMatchObject({ serviceStatus: 'done', completed: true });
    expect((await row(id)).statusChangedAt).toEqual(before.statusChangedAt);
    expect(await statusAudits(id)).toHaveLength(1);
  });

  it('when the booking is unknown or cancelled, then 404; when the body is wrong, then 400 naming the field', async () => {
    const { owner, id } = await ownersBooking(t);
    expect((await setStatus(t.admin.client, 99_999_999, 'done')).status).toBe(404);
    expect((await owner.client.delete(`/api/bookings/${id}`)).status).toBe(200);
    const cancelled = await setStatus(t.admin.client, id, 'done');
    expect(cancelled.status).toBe(404);
    expect(cancelled.body.message).toBe('Booking not found');

    const live = await bookingAt('scheduled');
    for (const body of [{}, { status: 'finished' }, { status: 'done', extra: 1 }, { status: 3 }]) {
      const res = await t.admin.client.patch(`/api/bookings/${live}/status`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const bad = await t.admin.client.patch(`/api/bookings/${live}/status`, { status: 'finished' });
    expect(bad.body.errors).toEqual([
      { path: 'status', message: 'Status must be one of scheduled, in_progress, done, no_show' },
    ]);
    expect(
      (await t.admin.client.patch('/api/bookings/abc/status', { status: 'done' })).status,
    ).toBe(400);
  });

  it('when an owner or a visitor taps a status, then 403 or 401 and the booking stays as it was', async () => {
    const { owner, id } = await ownersBooking(t);
    expect((await setStatus(owner.client, id, 'done')).status).toBe(403);
    expect((await setStatus(apiClient(t.app), id, 'done')).status).toBe(401);
    expect((await row(id)).serviceStatus).toBe('scheduled');
  });
});

describe('completed and the status agree', () => {
  it('when the office ticks completed, then the booking reads done; unticking sets it back to scheduled, each with its flags audit', async () => {
    const { owner, id } = await ownersBooking(t);
    const ticked = await t.admin.client.patch(`/api/bookings/${id}/completed`, { completed: true });
    expect(ticked.body.booking).toMatchObject({ completed: true, serviceStatus: 'done' });
    const mine = await owner.client.get(`/api/bookings/user/${owner.user.id}`);
    expect(mine.body.bookings[0]).toMatchObject({ id, completed: true, serviceStatus: 'done' });
    expect(await lastAudit('booking.flags')).toMatchObject({
      before: { completed: false, serviceStatus: 'scheduled' },
      after: { completed: true, serviceStatus: 'done' },
    });

    const unticked = await t.admin.client.patch(`/api/bookings/${id}/completed`, {
      completed: false,
    });
    expect(unticked.body.booking).toMatchObject({ completed: false, serviceStatus: 'scheduled' });
    expect((await row(id)).statusChangedBy).toBe(t.admin.user.id);
  });

  it('when the status becomes done, then completed is true; when it leaves done, then false', async () => {
    const id = await bookingAt('in_progress');
    expect((await statusSet(t.admin.client, id, 'done')).completed).toBe(true);
    const list = await t.admin.client.get('/api/bookings?limit=1000');
    expect(list.body.bookings.find((b: { id: number }) => b.id === id)).toMatchObject({
      completed: true,
      serviceStatus: 'done',
    });
    expect((await statusSet(t.admin.client, id, 'scheduled')).completed).toBe(false);
  });

  it('when completed is ticked on a no-show, then 409 as for the status; unticking a boat in the slings leaves it there', async () => {
    const missed = await bookingAt('no_show');
    const res = await t.admin.client.patch(`/api/bookings/${missed}/completed`, {
      completed: true,
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('status_not_allowed');
    expect((await row(missed)).serviceStatus).toBe('no_show');

    const lifting = await bookingAt('in_progress');
    const kept = await t.admin.client.patch(`/api/bookings/${lifting}/completed`, {
      completed: false,
      isOneWay: true,
    });
    expect(kept.body.booking).toMatchObject({
      serviceStatus: 'in_progress',
      completed: false,
      isOneWay: true,
    });
  });
});
