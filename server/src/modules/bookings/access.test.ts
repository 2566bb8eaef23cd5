import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, users } from '../../db/schema';
import { apiClient, type ApiClient } from '../../../test/api-client';
import { signUpAdmin, signUpOwner, type SignedInOwner } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminPayload, freshDate, ownerPayload, testClock } from './booking-test-kit';

/**
 * Who may call what (DESIGN §6, README API table): every endpoint of the booking engine
 * against an anonymous visitor, the owner of the resource, another owner and an admin.
 * Each cell gets fresh data, so a cell never depends on another.
 */
type Role = 'anonymous' | 'owner' | 'otherOwner' | 'admin';
const ROLES: Role[] = ['anonymous', 'owner', 'otherOwner', 'admin'];

const clock = testClock();
let t: TestApp;
let admin: SignedInOwner;
let other: SignedInOwner;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  admin = await signUpAdmin(t);
  other = await signUpOwner(t.app);
});
afterAll(async () => {
  await t.close();
});

interface Cell {
  owner: SignedInOwner;
  bookingId: number;
}

async function freshCell(): Promise<Cell> {
  const owner = await signUpOwner(t.app);
  const res = await owner.client.post('/api/bookings', ownerPayload());
  if (res.status !== 201) throw new Error(`booking failed ${res.status}`);
  return { owner, bookingId: res.body.booking.id as number };
}

function clientFor(role: Role, cell: Cell): ApiClient {
  if (role === 'anonymous') return apiClient(t.app);
  if (role === 'owner') return cell.owner.client;
  if (role === 'otherOwner') return other.client;
  return admin.client;
}

type Call = (client: ApiClient, cell: Cell) => Promise<{ status: number }>;

const endpoints: { name: string; call: Call; expected: Record<Role, number> }[] = [
  {
    name: 'GET /api/timeslots/available',
    call: (c) => c.get(`/api/timeslots/available?date=${freshDate()}&serviceType=launch`),
    expected: { anonymous: 200, owner: 200, otherOwner: 200, admin: 200 },
  },
  {
    name: 'POST /api/bookings',
    call: (c, cell) =>
      c === admin.client
        ? c.post('/api/bookings', adminPayload(cell.owner.user.id))
        : c.post('/api/bookings', ownerPayload()),
    expected: { anonymous: 401, owner: 201, otherOwner: 201, admin: 201 },
  },
  {
    name: 'GET /api/bookings',
    call: (c) => c.get('/api/bookings'),
    expected: { anonymous: 401, owner: 403, otherOwner: 403, admin: 200 },
  },
  {
    name: 'GET /api/bookings/user/:userId',
    call: (c, cell) => c.get(`/api/bookings/user/${cell.owner.user.id}`),
    expected: { anonymous: 401, owner: 200, otherOwner: 403, admin: 200 },
  },
  {
    name: 'PATCH /api/bookings/:id/completed',
    call: (c, cell) => c.patch(`/api/bookings/${cell.bookingId}/completed`, { completed: true }),
    expected: { anonymous: 401, owner: 403, otherOwner: 403, admin: 200 },
  },
  {
    name: 'DELETE /api/bookings/:id',
    call: (c, cell) => c.delete(`/api/bookings/${cell.bookingId}`),
    expected: { anonymous: 401, owner: 200, otherOwner: 404, admin: 200 },
  },
  {
    name: 'GET /api/users',
    call: (c) => c.get('/api/users'),
    expected: { anonymous: 401, owner: 403, otherOwner: 403, admin: 200 },
  },
  {
    name: 'PATCH /api/users/:id/role',
    call: async (c) =>
      c.patch(`/api/users/${(await signUpOwner(t.app)).user.id}/role`, { isAdmin: true }),
    expected: { anonymous: 401, owner: 403, otherOwner: 403, admin: 200 },
  },
  {
    name: 'DELETE /api/users/:id',
    call: async (c) => c.delete(`/api/users/${(await signUpOwner(t.app)).user.id}`),
    expected: { anonymous: 401, owner: 403, otherOwner: 403, admin: 200 },
  },
  {
    name: 'GET /api/admin/capacity',
    call: (c) => c.get('/api/admin/capacity'),
    expected: { anonymous: 401, owner: 403, otherOwner: 403, admin: 200 },
  },
  {
    name: 'PUT /api/admin/capacity',
    call: (c) => c.put('/api/admin/capacity', { timeSlot: '3:00 PM', capacity: 4 }),
    expected: { anonymous: 401, owner: 403, otherOwner: 403, admin: 200 },
  },
  {
    name: 'DELETE /api/admin/capacity',
    call: (c) => c.delete(`/api/admin/capacity?timeSlot=${encodeURIComponent('3:00 PM')}`),
    expected: { anonymous: 401, owner: 403, otherOwner: 403, admin: 200 },
  },
  {
    name: 'GET /api/admin/slot-overrides',
    call: (c) => c.get('/api/admin/slot-overrides'),
    expected: { anonymous: 401, owner: 403, otherOwner: 403, admin: 200 },
  },
  {
    name: 'PUT /api/admin/slot-overrides',
    call: (c) => c.put('/api/admin/slot-overrides', { date: freshDate(), capacity: 2 }),
    expected: { anonymous: 401, owner: 403, otherOwner: 403, admin: 200 },
  },
  {
    name: 'DELETE /api/admin/slot-overrides/:id',
    call: async (c) => {
      const made = await admin.client.put('/api/admin/slot-overrides', {
        date: freshDate(),
        closed: true,
      });
      return c.delete(`/api/admin/slot-overrides/${made.body.override.id}`);
    },
    expected: { anonymous: 401, owner: 403, otherOwner: 403, admin: 200 },
  },
  // The two clear-alls run last: the admin cells cancel every booking.
  {
    name: 'GET /api/dev/clear-bookings',
    call: (c) => c.get('/api/dev/clear-bookings'),
    expected: { anonymous: 401, owner: 403, otherOwner: 403, admin: 200 },
  },
  {
    name: 'DELETE /api/bookings',
    call: (c) => c.delete('/api/bookings'),
    expected: { anonymous: 401, owner: 403, otherOwner: 403, admin: 200 },
  },
];

describe('authorization matrix', () => {
  for (const endpoint of endpoints) {
    it(`when each role calls ${endpoint.name}, then ${ROLES.map((r) => `${r} ${endpoint.expected[r]}`).join(', ')}`, async () => {
      const actual: Record<string, number> = {};
      for (const role of ROLES) {
        const cell = await freshCell();
        const res = await endpoint.call(clientFor(role, cell), cell);
        actual[role] = res.status;
        if (res.status >= 400) {
          // A refused call changed nothing: the cell's booking and owner are as they were.
          const [row] = await t.database.db
            .select()
            .from(bookings)
            .where(eq(bookings.id, cell.bookingId));
          expect(row).toMatchObject({ cancelledAt: null, completed: false });
          expect(
            await t.database.db.select().from(users).where(eq(users.id, cell.owner.user.id)),
          ).toHaveLength(1);
        }
      }
      expect(actual).toEqual(endpoint.expected);
    });
  }

  it('when a state-changing call lacks X-Requested-With, then 403 even for an admin', async () => {
    const cell = await freshCell();
    expect((await admin.client.agent.delete(`/api/bookings/${cell.bookingId}`)).status).toBe(403);
    expect((await admin.client.agent.get('/api/dev/clear-bookings')).status).toBe(403);
    expect((await cell.owner.client.agent.post('/api/bookings').send(ownerPayload())).status).toBe(
      403,
    );
  });
});
