import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addServiceDays, marinaToday } from '@shared/marina-time';
import type { ActivityEntry, ActivityPage } from '@shared/api/activity';
import { users } from '../../db/schema';
import { signUpAdmin, signUpOwner } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { adminPayload, freshDate, ownerPayload, testClock } from '../../../test/kits/booking-kit';

const clock = testClock();
const t = useTestApp({ now: clock.now, env: { SLOT_CAPACITY: '4' }, admin: true });

async function activity(query = ''): Promise<ActivityPage> {
  const res = await t.admin.client.get(`/api/admin/activity${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ActivityPage;
}
/** The newest summaries of one kind, newest first. */
const latest = async (kind: string, limit: number) =>
  (await activity(`?kind=${kind}&limit=${limit}`)).entries.map((e) => e.summary);

describe('GET /api/admin/activity', () => {
  it('when the office books, flags, deletes, changes roles, capacity and closures, then each change reads as a sentence naming who did what', async () => {
    const customer = await signUpOwner(t.app, { fullName: 'Harper Stern' });
    const date = freshDate();
    const made = await t.admin.client.post(
      '/api/bookings',
      adminPayload(customer.user.id, {
        bookingDate: date,
        timeSlot: '10:00 AM',
        ownerName: 'Harper Stern',
      }),
    );
    const { id, confirmationCode: code } = made.body.booking;
    const booking = `${code} (Harper Stern, launch on ${date} at 10:00 AM)`;
    await t.admin.client.patch(`/api/bookings/${id}/completed`, { completed: true });
    await t.admin.client.patch(`/api/bookings/${id}/completed`, { isOneWay: true });
    await t.admin.client.patch(`/api/bookings/${id}/completed`, {
      completed: false,
      isOneWay: false,
    });
    await t.admin.client.delete(`/api/bookings/${id}`);
    expect(await latest('bookings', 2)).toEqual([
      `Office Admin deleted ${booking}`,
      `Office Admin booked ${booking}`,
    ]);
    expect(await latest('flags', 3)).toEqual([
      `Office Admin marked ${booking} as incomplete and removed one-way from ${booking}`,
      `Office Admin marked ${booking} as one-way`,
      `Office Admin marked ${booking} as completed`,
    ]);

    await t.admin.client.patch(`/api/users/${customer.user.id}/role`, { isAdmin: true });
    await t.admin.client.patch(`/api/users/${customer.user.id}/role`, { isAdmin: false });
    const leaving = await signUpOwner(t.app, { fullName: 'Robin Keel' });
    await leaving.client.post('/api/bookings', ownerPayload());
    await t.admin.client.delete(`/api/users/${leaving.user.id}`);
    expect(await latest('users', 3)).toEqual([
      `Office Admin deleted the account of Robin Keel (${leaving.email}) with 1 booking`,
      `Office Admin changed the role of Harper Stern (${customer.email}) from Manager to Owner`,
      `Office Admin changed the role of Harper Stern (${customer.email}) from Owner to Manager`,
    ]);

    await t.admin.client.put('/api/admin/capacity', { timeSlot: '10:00 AM', capacity: 1 });
    await t.admin.client.delete(`/api/admin/capacity?timeSlot=${encodeURIComponent('10:00 AM')}`);
    expect(await latest('capacity', 2)).toEqual([
      "Office Admin reset the 10:00 AM deadline's capacity to the default 4 (was 1)",
      "Office Admin set the 10:00 AM deadline's capacity to 1 (was 4)",
    ]);

    const closedDay = freshDate();
    const owner = await signUpOwner(t.app);
    await owner.client.post('/api/bookings', ownerPayload({ bookingDate: closedDay }));
    const closure = await t.admin.client.put('/api/admin/slot-overrides', {
      date: closedDay,
      closed: true,
      reason: 'Holiday',
    });
    await t.admin.client.delete(`/api/admin/slot-overrides/${closure.body.override.id}`);
    await t.admin.client.put('/api/admin/slot-overrides', {
      date: closedDay,
      timeSlot: '3:00 PM',
      closed: true,
      reason: 'Weather',
    });
    await t.admin.client.put('/api/admin/slot-overrides', { date: closedDay, capacity: 2 });
    expect(await latest('closures', 4)).toEqual([
      `Office Admin set the capacity of ${closedDay} to 2`,
      `Office Admin closed ${closedDay} 3:00 PM (Weather)`,
      `Office Admin reopened ${closedDay}`,
      `Office Admin closed ${closedDay} (Holiday); 1 booking emailed`,
    ]);

    const [newest] = (await activity('?limit=1')).entries;
    expect(newest).toEqual({
      id: expect.any(Number),
      kind: 'closures',
      action: 'slot-override.set',
      actor: { id: t.admin.user.id, ownerName: 'Office Admin', email: t.admin.email },
      summary: `Office Admin set the capacity of ${closedDay} to 2`,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    } satisfies ActivityEntry);
  });

  it('when the actor has since been deleted, then the entry still reads, naming a deleted account', async () => {
    const other = await signUpAdmin(t);
    await other.client.put('/api/admin/capacity', { timeSlot: '12:00 PM', capacity: 3 });
    await t.database.db.delete(users).where(eq(users.id, other.user.id));
    const [entry] = (await activity('?kind=capacity&limit=1')).entries;
    expect(entry?.actor).toBeNull();
    expect(entry?.summary).toBe(
      "A deleted account set the 12:00 PM deadline's capacity to 3 (was 4)",
    );
  });

  it('when paged and filtered, then pages follow newest first without overlap and total counts the whole filter', async () => {
    for (const capacity of [5, 6, 7, 8, 9]) {
      await t.admin.client.put('/api/admin/capacity', { timeSlot: '3:00 PM', capacity });
    }
    const all = await activity('?kind=capacity&limit=100');
    expect(all.total).toBe(all.entries.length);
    expect(all.entries.every((e) => e.kind === 'capacity')).toBe(true);
    const ids = all.entries.map((e) => e.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    const first = await activity('?kind=capacity&limit=2');
    const second = await activity('?kind=capacity&limit=2&offset=2');
    expect(first.total).toBe(all.total);
    expect([...first.entries, ...second.entries].map((e) => e.id)).toEqual(ids.slice(0, 4));
    expect(first.entries[0]?.summary).toContain('capacity to 9 (was 8)');

    const everything = await activity('?limit=100');
    expect(everything.total).toBeGreaterThan(all.total);
    const beyond = await activity('?offset=2147483647');
    expect(beyond).toEqual({ entries: [], total: everything.total });
  });

  it('when filtered by marina dates, then from and to are whole days, inclusive', async () => {
    // Audit rows are stamped by the database clock, so the window is today's real date.
    const today = marinaToday(new Date(), 'America/New_York');
    await t.admin.client.put('/api/admin/capacity', { timeSlot: '3:00 PM', capacity: 2 });
    const total = (await activity('?limit=1')).total;
    expect((await activity(`?from=${today}&to=${today}&limit=1`)).total).toBe(total);
    expect((await activity(`?from=${today}`)).total).toBe(total);
    expect((await activity(`?to=${today}`)).total).toBe(total);
    expect((await activity(`?from=${addServiceDays(today, 1)}`)).total).toBe(0);
    expect((await activity(`?to=${addServiceDays(today, -1)}`)).total).toBe(0);
  });

  it('when the query is wrong, then 400 naming the parameter, never a 500', async () => {
    const cases: [string, string, string][] = [
      ['kind=bookings&kind=flags', 'kind', 'Give kind once'],
      [
        'kind=weather',
        'kind',
        'Kind must be one of bookings, flags, users, capacity, closures, exports',
      ],
      ['limit=ten', 'limit', 'Limit must be a whole number'],
      ['limit=-1', 'limit', 'Limit must be at least 1'],
      ['limit=0', 'limit', 'Limit must be at least 1'],
      ['limit=101', 'limit', 'Limit must be at most 100'],
      ['limit=1e2', 'limit', 'Limit must be a whole number'],
      ['offset=-5', 'offset', 'Offset must be at least 0'],
      ['offset=2147483648', 'offset', 'Offset must be at most 2147483647'],
      ['offset=99999999999999999999999', 'offset', 'Offset must be at most 2147483647'],
      ['offset=%207', 'offset', 'Offset must be a whole number'],
      ['from=2026-02-30', 'from', 'From must be a calendar date written yyyy-MM-dd'],
      ['to=26-12-01', 'to', 'To must be a calendar date written yyyy-MM-dd'],
      ['from=2026-12-02&to=2026-12-01', 'to', 'From must be on or before to'],
      ['sort=newest', 'sort', 'Unknown parameter "sort": use kind, from, to, limit, offset'],
    ];
    for (const [query, path, message] of cases) {
      const res = await t.admin.client.get(`/api/admin/activity?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
      expect(res.body.errors, query).toContainEqual({ path, message });
    }
  });
});
