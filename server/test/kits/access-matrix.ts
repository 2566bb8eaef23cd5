import { count, eq, isNull } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { bookings, profiles, slotCapacities, slotOverrides, users } from '../../src/db/schema';
import { apiClient, type ApiClient } from '../api-client';
import { signUpOwner, signUpStaff, type SignedInOwner } from '../factories';
import { useTestApp } from '../use-test-app';
import { makeToken, tokenClient } from './api-token-kit';
import { adminPayload, ownerPayload, testClock } from './booking-kit';

/**
 * The authorization matrix's setup (access.test.ts): every endpoint against an anonymous
 * visitor, the owner of the resource, another owner, the crew, the office, a manager (SPEC's
 * admin) and another system holding that manager's write-scope API token (shared/roles.ts).
 * Each cell gets fresh data, so a cell never depends on another.
 */
export type Role = 'anonymous' | 'owner' | 'otherOwner' | 'crew' | 'office' | 'admin' | 'token';
export const ROLES: Role[] = [
  'anonymous',
  'owner',
  'otherOwner',
  'crew',
  'office',
  'admin',
  'token',
];
/** The staff roles below a manager: a 403 they meet for their role says so (role_forbidden). */
export const LESSER_STAFF: readonly Role[] = ['crew', 'office'];

export interface Cell {
  owner: SignedInOwner;
  bookingId: number;
}

type Response = Promise<{ status: number; body?: unknown }>;

/**
 * One call prepared against a fresh cell: `state` reads the record the call targets, so a
 * refused call can be shown to have left exactly that record as it was.
 */
export interface Arranged {
  call(client: ApiClient): Response;
  state(): Promise<unknown>;
}
export type Arrange = (cell: Cell) => Promise<Arranged>;

export function useAccessMatrix() {
  const clock = testClock();
  const t = useTestApp({ now: clock.now, admin: true });
  let other: SignedInOwner;
  let crew: SignedInOwner;
  let office: SignedInOwner;
  let token: ApiClient;
  beforeAll(async () => {
    other = await signUpOwner(t.app);
    crew = await signUpStaff(t, 'crew');
    office = await signUpStaff(t, 'office');
    token = tokenClient(t.app, (await makeToken(t.admin, 'write', 'Matrix writer')).secret);
  });

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
    if (role === 'token') return token;
    if (role === 'crew') return crew.client;
    if (role === 'office') return office.client;
    return t.admin.client;
  }

  /** Whether the client is staff (a session, or the manager's token): it books for customers. */
  const actsAsAdmin = (client: ApiClient) =>
    [t.admin.client, token, crew.client, office.client].includes(client);

  const db = () => t.database.db;
  const bookingRow = (id: number) => db().select().from(bookings).where(eq(bookings.id, id));
  const userRow = (id: number) => db().select().from(users).where(eq(users.id, id));

  /** A call on the cell's own booking: its row is the target. */
  const onBooking =
    (call: (c: ApiClient, cell: Cell) => Response): Arrange =>
    (cell) =>
      Promise.resolve({ call: (c) => call(c, cell), state: () => bookingRow(cell.bookingId) });

  /** A read: nothing may change, so the cell's booking and owner stand for the database. */
  const read =
    (path: (cell: Cell) => string): Arrange =>
    (cell) =>
      Promise.resolve({
        call: (c) => c.get(path(cell)),
        state: async () => [await bookingRow(cell.bookingId), await userRow(cell.owner.user.id)],
      });

  /** A call on a user made for it: that user's row, profile and bookings are the target. */
  const onNewUser =
    (call: (c: ApiClient, userId: number) => Response): Arrange =>
    async () => {
      const target = await signUpOwner(t.app);
      await t.admin.client.post('/api/bookings', adminPayload(target.user.id));
      const id = target.user.id;
      return {
        call: (c) => call(c, id),
        state: async () => [
          await userRow(id),
          await db().select().from(profiles).where(eq(profiles.userId, id)),
          await db().select().from(bookings).where(eq(bookings.userId, id)),
        ],
      };
    };

  return {
    t,
    db,
    freshCell,
    clientFor,
    actsAsAdmin,
    onBooking,
    bookingRow,
    read,
    onNewUser,
    capacityRows: () => db().select().from(slotCapacities).orderBy(slotCapacities.timeSlot),
    overridesOn: (date: string) =>
      db().select().from(slotOverrides).where(eq(slotOverrides.date, date)),
    activeCount: async () =>
      (await db().select({ n: count() }).from(bookings).where(isNull(bookings.cancelledAt)))[0]?.n,
  };
}
