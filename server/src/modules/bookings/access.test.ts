import { and, eq, inArray, isNull } from 'drizzle-orm';
import { addServiceDays } from '@shared/marina-time';
import { describe, expect, it } from 'vitest';
import {
  apiTokens,
  boats,
  bookings,
  calendarFeeds,
  emailVerificationTokens,
  lifts,
  profiles,
  pushSubscriptions,
  smsSubscriptions,
  waitlistEntries,
} from '../../db/schema';
import { uniqueEmail } from '../../../test/factories';
import { routesOf } from '../../../test/route-table';
import {
  LESSER_STAFF,
  ROLES,
  useAccessMatrix,
  type Arrange,
  type Cell,
  type Role,
} from '../../../test/kits/access-matrix';
import { adminPayload, freshDate, ownerPayload, START } from '../../../test/kits/booking-kit';
import { validReport } from '../../../test/kits/client-error-kit';
import { streamStatus } from '../../../test/kits/event-stream-kit';
import {
  codeTexts,
  freshMobile,
  smsRowsOf,
  textedCode,
  verifyMobile,
} from '../../../test/kits/sms-kit';
import {
  newMobile,
  optOutReasonOf,
  sentText,
  textRow,
} from '../../../test/kits/twilio-webhook-kit';
import { verificationToken } from '../../../test/kits/verification-kit';
import { browserKeys } from '../../../test/fake-push/push-decrypt';
import {
  deliveredDelivery,
  deliveryRow,
  freshWebhook,
  PUBLIC_WEBHOOK_URL,
  webhookRows,
} from '../../../test/kits/webhook-kit';

/**
 * Who may call what (docs/product.md#api-behaviour, the contract in shared/api): every endpoint of
 * the booking engine against an anonymous visitor, the owner of the resource, another owner and an
 * admin. Each cell gets fresh data, so a cell never depends on another.
 */
const matrix = useAccessMatrix();
const { t } = matrix;
const feedRows = () => matrix.db().select().from(calendarFeeds).orderBy(calendarFeeds.id);

let pushSerial = 0;
/** A browser's subscription on a public address (saved, never contacted). */
function pushSubscriptionBody() {
  const keys = browserKeys();
  return {
    endpoint: `https://93.184.215.14/push/access-${++pushSerial}-${Date.now()}`,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
  };
}
const pushRowsAt = (endpoint: string) =>
  matrix.db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

/** The cell's booking's deadline, made full (capacity 1): a waitlist can form there. */
async function bookedDeadline(cell: Cell) {
  const [row] = await matrix.db().select().from(bookings).where(eq(bookings.id, cell.bookingId));
  const deadline = { bookingDate: row!.bookingDate, timeSlot: row!.timeSlot };
  const date = deadline.bookingDate;
  await t.admin.client.put('/api/admin/slot-overrides', {
    date,
    timeSlot: row!.timeSlot,
    capacity: 1,
  });
  return deadline;
}

/** The cell's owner waiting at another owner's full deadline: the entry's id. */
async function waitingEntry(cell: Cell): Promise<number> {
  const deadline = await bookedDeadline(await matrix.freshCell());
  const res = await cell.owner.client.post('/api/waitlist', ownerPayload(deadline));
  if (res.status !== 201) throw new Error(`join failed ${res.status}`);
  return res.body.entry.id as number;
}

/** The cell's owner names another preferred email (unverified, its link queued): the address. */
async function preferUnverified(cell: Cell): Promise<string> {
  const preferred = uniqueEmail('preferred');
  const res = await cell.owner.client.post('/api/profile', {
    fullName: 'Casey Mariner',
    storageType: 'wet-slip',
    preferredEmail: preferred,
  });
  if (res.status !== 200) throw new Error(`profile save failed ${res.status}`);
  return preferred;
}

const boatRows = () => matrix.db().select().from(boats).orderBy(boats.id);
/** A boat on the cell's owner's record: its id. */
async function ownersBoat(cell: Cell): Promise<number> {
  const res = await cell.owner.client.post('/api/boats', { name: 'Matrix boat', lengthM: 9 });
  if (res.status !== 201) throw new Error(`boat failed ${res.status}`);
  return res.body.boat.id as number;
}
/**
 * An add, then the boat archived again: the other owner and the admin are shared by every cell,
 * and a boat left in service would make their later bookings ask which boat they are for.
 */
async function addedThenArchived(
  add: () => Promise<{ status: number; body: { boat?: { id: number } } }>,
) {
  const res = await add();
  if (res.status === 201) await matrix.t.admin.client.delete(`/api/boats/${res.body.boat!.id}`);
  return res;
}
const liftRows = () => matrix.db().select().from(lifts).orderBy(lifts.id);
let liftsMade = 0;

/** A new lift in service (the others retired first, so the cap of lifts never stands in the way). */
async function freshLift(): Promise<number> {
  await matrix.db().update(lifts).set({ retiredAt: START }).where(isNull(lifts.retiredAt));
  const res = await t.admin.client.post('/api/lifts', { name: `Lift ${(liftsMade += 1)}` });
  if (res.status !== 201) throw new Error(`lift failed ${res.status}`);
  return res.body.lift.id as number;
}

const tokenRows = () => matrix.db().select().from(apiTokens).orderBy(apiTokens.id);
let tokensMade = 0;

const verificationRows = (cell: Cell) =>
  matrix
    .db()
    .select()
    .from(emailVerificationTokens)
    .where(eq(emailVerificationTokens.userId, cell.owner.user.id))
    .orderBy(emailVerificationTokens.id);

/** The other users have no text settings, so the cell's owner is the only one. */
async function withoutTexts(cell: Cell): Promise<void> {
  for (const role of ['otherOwner', 'crew', 'office', 'admin'] as const) {
    const res = await matrix.clientFor(role, cell).delete('/api/sms');
    if (res.status !== 200) throw new Error(`stopping texts failed ${res.status}`);
  }
}

async function idOf(role: Role, cell: Cell): Promise<number> {
  return ((await matrix.clientFor(role, cell).get('/api/user')).body as { id: number }).id;
}

const endpoints: {
  name: string;
  arrange: Arrange;
  expected: Record<Role, number>;
  /** A call that only reads outside GET /api/ (a POST preview, the manifest): it changes nothing. */
  readOnly?: true;
}[] = [
  {
    name: 'GET /api/timeslots/available',
    arrange: matrix.read(() => `/api/timeslots/available?date=${freshDate()}&serviceType=launch`),
    expected: {
      anonymous: 200,
      owner: 200,
      otherOwner: 200,
      crew: 200,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  // The API's own description: routes and shapes, never data, so anyone may read it.
  {
    name: 'GET /api/openapi.json',
    arrange: matrix.read(() => '/api/openapi.json'),
    expected: {
      anonymous: 200,
      owner: 200,
      otherOwner: 200,
      crew: 200,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'GET /api/docs',
    arrange: matrix.read(() => '/api/docs'),
    expected: {
      anonymous: 200,
      owner: 200,
      otherOwner: 200,
      crew: 200,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  // What a browser installs the app from: the marina's name, icons and colours, no data.
  {
    name: 'GET /manifest.webmanifest',
    arrange: matrix.read(() => '/manifest.webmanifest'),
    expected: {
      anonymous: 200,
      owner: 200,
      otherOwner: 200,
      crew: 200,
      office: 200,
      admin: 200,
      token: 200,
    },
    readOnly: true,
  },
  {
    name: 'GET /api/timeslots/days',
    arrange: matrix.read(() => `/api/timeslots/days?from=${freshDate()}&to=${freshDate()}`),
    expected: {
      anonymous: 200,
      owner: 200,
      otherOwner: 200,
      crew: 200,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'GET /api/timeslots/next-open',
    arrange: matrix.read(() => `/api/timeslots/next-open?from=${freshDate()}`),
    expected: {
      anonymous: 200,
      owner: 200,
      otherOwner: 200,
      crew: 200,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  // Anyone's browser may report an error it met (docs/product.md#web-app): logged, never stored.
  {
    name: 'POST /api/client-errors',
    arrange: async (cell) => {
      const read = await matrix.read(() => '/api/config')(cell);
      return {
        call: (c) => c.post('/api/client-errors', validReport()),
        state: () => read.state(),
      };
    },
    expected: {
      anonymous: 204,
      owner: 204,
      otherOwner: 204,
      crew: 204,
      office: 204,
      admin: 204,
      token: 204,
    },
    readOnly: true,
  },
  {
    name: 'POST /api/bookings',
    arrange: (cell) => {
      const payload = ownerPayload();
      return Promise.resolve({
        call: (c) =>
          matrix.actsAsAdmin(c)
            ? c.post('/api/bookings', adminPayload(cell.owner.user.id, payload))
            : c.post('/api/bookings', payload),
        // The target is the slot the payload names: a refused call books nothing there.
        state: () =>
          matrix
            .db()
            .select()
            .from(bookings)
            .where(
              and(
                eq(bookings.bookingDate, payload.bookingDate),
                eq(bookings.timeSlot, payload.timeSlot),
              ),
            ),
      });
    },
    expected: {
      anonymous: 401,
      owner: 201,
      otherOwner: 201,
      crew: 403,
      office: 201,
      admin: 201,
      token: 201,
    },
  },
  {
    name: 'GET /api/bookings',
    arrange: matrix.read(() => '/api/bookings'),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  // The crew board's read: one day's bookings. A day more, or an open end, is the office's.
  {
    name: 'GET /api/bookings (one day)',
    arrange: matrix.read(() => {
      const day = freshDate();
      return `/api/bookings?from=${day}&to=${day}`;
    }),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 200,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'GET /api/bookings (two days)',
    arrange: matrix.read(() => {
      const day = freshDate();
      return `/api/bookings?from=${day}&to=${addServiceDays(day, 1)}`;
    }),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'GET /api/bookings (from a day on)',
    arrange: matrix.read(() => `/api/bookings?from=${freshDate()}`),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    // The live stream never ends by itself: its status is read from its head, then it closes.
    name: 'GET /api/events',
    arrange: async (cell) => ({
      ...(await matrix.read(() => '/api/events')(cell)),
      call: (c) => streamStatus(t.app, c, '/api/events'),
    }),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 200,
      office: 200,
      admin: 200,
      token: 403,
    },
  },
  {
    name: 'GET /api/bookings/user/:userId',
    arrange: matrix.read((cell) => `/api/bookings/user/${cell.owner.user.id}`),
    expected: {
      anonymous: 401,
      owner: 200,
      otherOwner: 403,
      crew: 403,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'GET /api/bookings/user/:userId/cancelled',
    arrange: matrix.read((cell) => `/api/bookings/user/${cell.owner.user.id}/cancelled`),
    expected: {
      anonymous: 401,
      owner: 200,
      otherOwner: 403,
      crew: 403,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'GET /api/bookings/:id/history',
    arrange: matrix.read((cell) => `/api/bookings/${cell.bookingId}/history`),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'PATCH /api/bookings/:id/completed',
    arrange: matrix.onBooking((c, cell) =>
      c.patch(`/api/bookings/${cell.bookingId}/completed`, { completed: true }),
    ),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'PATCH /api/bookings/:id/status',
    arrange: matrix.onBooking((c, cell) =>
      c.patch(`/api/bookings/${cell.bookingId}/status`, { status: 'in_progress' }),
    ),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 200,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'PATCH /api/bookings/:id/lift',
    arrange: async (cell) => {
      const liftId = await freshLift();
      return matrix.onBooking((c) => c.patch(`/api/bookings/${cell.bookingId}/lift`, { liftId }))(
        cell,
      );
    },
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 200,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    // The cell's booking is on no lift in service (freshLift retired the others): assigning
    // the day puts it on the new one.
    name: 'POST /api/lifts/auto-assign',
    arrange: async (cell) => {
      await freshLift();
      const [booking] = await matrix.bookingRow(cell.bookingId);
      const date = booking!.bookingDate;
      return matrix.onBooking((c) => c.post('/api/lifts/auto-assign', { date }))(cell);
    },
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 200,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'GET /api/lifts',
    arrange: matrix.read(() => '/api/lifts'),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 200,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'POST /api/lifts',
    arrange: async () => {
      await freshLift();
      const name = `Lift ${(liftsMade += 1)}`;
      return { call: (c) => c.post('/api/lifts', { name }), state: liftRows };
    },
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 201,
      admin: 201,
      token: 201,
    },
  },
  {
    name: 'PATCH /api/lifts/:id',
    arrange: async () => {
      const id = await freshLift();
      const name = `Lift ${(liftsMade += 1)}`;
      return { call: (c) => c.patch(`/api/lifts/${id}`, { name }), state: liftRows };
    },
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'DELETE /api/lifts/:id',
    arrange: async () => {
      const id = await freshLift();
      return { call: (c) => c.delete(`/api/lifts/${id}`), state: liftRows };
    },
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'GET /api/boats',
    arrange: matrix.read(() => '/api/boats'),
    expected: {
      anonymous: 401,
      owner: 200,
      otherOwner: 200,
      crew: 200,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    // Anyone signed in adds to their own record; the caller decides whose, never the body.
    name: 'POST /api/boats',
    arrange: () =>
      Promise.resolve({
        call: (c) =>
          addedThenArchived(() => c.post('/api/boats', { name: 'Matrix', lengthM: 9.5 })),
        state: boatRows,
      }),
    expected: {
      anonymous: 401,
      owner: 201,
      otherOwner: 201,
      crew: 201,
      office: 201,
      admin: 201,
      token: 201,
    },
  },
  {
    name: 'PATCH /api/boats/:id',
    arrange: async (cell) => {
      const id = await ownersBoat(cell);
      return { call: (c) => c.patch(`/api/boats/${id}`, { lengthM: 10 }), state: boatRows };
    },
    expected: {
      anonymous: 401,
      owner: 200,
      otherOwner: 404,
      crew: 403,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'DELETE /api/boats/:id',
    arrange: async (cell) => {
      const id = await ownersBoat(cell);
      return { call: (c) => c.delete(`/api/boats/${id}`), state: boatRows };
    },
    expected: {
      anonymous: 401,
      owner: 200,
      otherOwner: 404,
      crew: 403,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'GET /api/users/:id/boats',
    arrange: matrix.read((cell) => `/api/users/${cell.owner.user.id}/boats`),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'POST /api/users/:id/boats',
    arrange: (cell) =>
      Promise.resolve({
        call: (c) =>
          addedThenArchived(() =>
            c.post(`/api/users/${cell.owner.user.id}/boats`, { name: 'Office', lengthM: 8 }),
          ),
        state: boatRows,
      }),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 201,
      admin: 201,
      token: 201,
    },
  },
  {
    name: 'GET /api/tokens',
    arrange: matrix.read(() => '/api/tokens'),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 403,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'POST /api/tokens',
    arrange: () =>
      Promise.resolve({
        call: (c) => c.post('/api/tokens', { name: `Matrix ${(tokensMade += 1)}`, scope: 'read' }),
        state: tokenRows,
      }),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 403,
      admin: 201,
      token: 403,
    },
  },
  {
    name: 'DELETE /api/tokens/:id',
    arrange: async () => {
      const res = await t.admin.client.post('/api/tokens', { name: 'Matrix', scope: 'read' });
      if (res.status !== 201) throw new Error(`token failed ${res.status}`);
      return { call: (c) => c.delete(`/api/tokens/${res.body.token.id}`), state: tokenRows };
    },
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 403,
      admin: 200,
      token: 403,
    },
  },
  {
    name: 'POST /api/bookings/:id/reschedule',
    arrange: matrix.onBooking((c, cell) =>
      c.post(`/api/bookings/${cell.bookingId}/reschedule`, {
        bookingDate: freshDate(),
        timeSlot: '3:00 PM',
      }),
    ),
    expected: {
      anonymous: 401,
      owner: 200,
      otherOwner: 404,
      crew: 403,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'DELETE /api/bookings/:id',
    arrange: matrix.onBooking((c, cell) => c.delete(`/api/bookings/${cell.bookingId}`)),
    expected: {
      anonymous: 401,
      owner: 200,
      otherOwner: 404,
      crew: 403,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    // The cell's booking fills its deadline of capacity 1: anyone else may queue for it.
    name: 'POST /api/waitlist',
    arrange: async (cell) => {
      const booked = await bookedDeadline(cell);
      return {
        call: (c) => c.post('/api/waitlist', ownerPayload(booked)),
        state: () => matrix.db().select().from(waitlistEntries),
      };
    },
    expected: {
      anonymous: 401,
      owner: 409,
      otherOwner: 201,
      crew: 201,
      office: 201,
      admin: 201,
      token: 201,
    },
  },
  {
    name: 'GET /api/waitlist',
    arrange: matrix.read(() => '/api/waitlist'),
    expected: {
      anonymous: 401,
      owner: 200,
      otherOwner: 200,
      crew: 200,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    // The cell's owner waits at another owner's full deadline; only they may leave it.
    name: 'DELETE /api/waitlist/:id',
    arrange: async (cell) => {
      const id = await waitingEntry(cell);
      return {
        call: (c) => c.delete(`/api/waitlist/${id}`),
        state: () => matrix.db().select().from(waitlistEntries).where(eq(waitlistEntries.id, id)),
      };
    },
    expected: {
      anonymous: 401,
      owner: 200,
      otherOwner: 404,
      crew: 404,
      office: 404,
      admin: 404,
      token: 404,
    },
  },
  {
    name: 'GET /api/users',
    arrange: matrix.read(() => '/api/users'),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'PATCH /api/users/:id/role',
    arrange: matrix.onNewUser((c, id) => c.patch(`/api/users/${id}/role`, { isAdmin: true })),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 403,
      admin: 200,
      token: 403,
    },
  },
  {
    name: 'DELETE /api/users/:id',
    arrange: matrix.onNewUser((c, id) => c.delete(`/api/users/${id}`)),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 403,
      admin: 200,
      token: 403,
    },
  },
  {
    name: 'GET /api/admin/capacity',
    arrange: matrix.read(() => '/api/admin/capacity'),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'PUT /api/admin/capacity',
    arrange: async () => {
      await t.admin.client.put('/api/admin/capacity', { timeSlot: '3:00 PM', capacity: 8 });
      return {
        call: (c) => c.put('/api/admin/capacity', { timeSlot: '3:00 PM', capacity: 9 }),
        state: matrix.capacityRows,
      };
    },
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'DELETE /api/admin/capacity',
    arrange: async () => {
      await t.admin.client.put('/api/admin/capacity', { timeSlot: '3:00 PM', capacity: 7 });
      return {
        call: (c) => c.delete(`/api/admin/capacity?timeSlot=${encodeURIComponent('3:00 PM')}`),
        state: matrix.capacityRows,
      };
    },
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'GET /api/admin/slot-overrides',
    arrange: matrix.read(() => '/api/admin/slot-overrides'),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  // The crew's board reads one day's closures; any other range is the office's.
  {
    name: 'GET /api/admin/slot-overrides (one day)',
    arrange: matrix.read(() => {
      const day = freshDate();
      return `/api/admin/slot-overrides?from=${day}&to=${day}`;
    }),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 200,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'GET /api/admin/slot-overrides/affected',
    arrange: matrix.read(() => `/api/admin/slot-overrides/affected?date=${freshDate()}`),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'GET /api/admin/slot-overrides/bookings',
    arrange: matrix.read(() => '/api/admin/slot-overrides/bookings'),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'GET /api/admin/capacity/overbooked',
    arrange: matrix.read(() => `/api/admin/capacity/overbooked?capacity=0&date=${freshDate()}`),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'GET /api/admin/capacity/days',
    arrange: matrix.read(() => `/api/admin/capacity/days?from=${freshDate()}&to=${freshDate()}`),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'POST /api/export/sheets',
    // Google Sheets is not set up here, so the admin gets the 503 that says so;
    // sheets-export.test.ts exports to a fake Google for real.
    arrange: async (cell) => ({
      ...(await matrix.read(() => '')(cell)),
      call: (c) => c.post('/api/export/sheets'),
    }),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 503,
      admin: 503,
      token: 503,
    },
  },
  {
    name: 'GET /api/export/bookings.csv',
    arrange: matrix.read(() => '/api/export/bookings.csv'),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'GET /api/admin/activity',
    arrange: matrix.read(() => '/api/admin/activity?kind=closures&limit=5'),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'PUT /api/admin/slot-overrides',
    arrange: () => {
      const date = freshDate();
      return Promise.resolve({
        call: (c) => c.put('/api/admin/slot-overrides', { date, capacity: 2 }),
        state: () => matrix.overridesOn(date),
      });
    },
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'DELETE /api/admin/slot-overrides/:id',
    arrange: async () => {
      const date = freshDate();
      const made = await t.admin.client.put('/api/admin/slot-overrides', { date, closed: true });
      return {
        call: (c) => c.delete(`/api/admin/slot-overrides/${made.body.override.id}`),
        state: () => matrix.overridesOn(date),
      };
    },
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    // A plan only: the cell's booking stays on its date and the date stays open.
    name: 'POST /api/weather-holds/preview',
    arrange: async (cell) => {
      const booking = () =>
        matrix.db().select().from(bookings).where(eq(bookings.id, cell.bookingId));
      const date = (await booking())[0]!.bookingDate;
      return {
        call: (c) => c.post('/api/weather-holds/preview', { date, reason: 'Gale' }),
        state: async () => [await booking(), await matrix.overridesOn(date)],
      };
    },
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 200,
      admin: 200,
      token: 200,
    },
    readOnly: true,
  },
  {
    name: 'POST /api/weather-holds',
    arrange: () => {
      const date = freshDate();
      return Promise.resolve({
        call: (c) => c.post('/api/weather-holds', { date, reason: 'Gale' }),
        state: () => matrix.overridesOn(date),
      });
    },
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 201,
      admin: 201,
      token: 201,
    },
  },
  {
    name: 'GET /api/weather-holds',
    arrange: matrix.read(() => '/api/weather-holds'),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 200,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'DELETE /api/weather-holds/:id',
    arrange: async () => {
      const date = freshDate();
      const made = await t.admin.client.post('/api/weather-holds', { date, reason: 'Gale' });
      return {
        call: (c) => c.delete(`/api/weather-holds/${made.body.hold.id}`),
        state: () => matrix.overridesOn(date),
      };
    },
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'GET /api/calendar/feeds',
    arrange: matrix.read(() => '/api/calendar/feeds'),
    expected: {
      anonymous: 401,
      owner: 200,
      otherOwner: 200,
      crew: 200,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    // Each caller makes their own feed: the table as a whole is the target.
    name: 'POST /api/calendar/feeds/:scope',
    arrange: () =>
      Promise.resolve({ call: (c) => c.post('/api/calendar/feeds/yard'), state: feedRows }),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 201,
      admin: 201,
      token: 403,
    },
  },
  {
    // Only the cell's owner has a feed to turn off.
    name: 'DELETE /api/calendar/feeds/:scope',
    arrange: async (cell) => {
      await cell.owner.client.post('/api/calendar/feeds/owner');
      return { call: (c) => c.delete('/api/calendar/feeds/owner'), state: feedRows };
    },
    expected: {
      anonymous: 401,
      owner: 200,
      otherOwner: 404,
      crew: 404,
      office: 404,
      admin: 404,
      token: 403,
    },
  },
  {
    // Public by its token: whoever holds the URL reads it, with or without a session.
    name: 'GET /api/calendar/:token.ics',
    arrange: async (cell) => {
      const made = await cell.owner.client.post('/api/calendar/feeds/owner');
      const { pathname } = new URL((made.body as { url: string }).url);
      return { ...(await matrix.read(() => pathname)(cell)), call: (c) => c.get(pathname) };
    },
    expected: {
      anonymous: 200,
      owner: 200,
      otherOwner: 200,
      crew: 200,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    // The cell's owner has an unverified preferred email whose link went two minutes ago.
    name: 'POST /api/profile/email-verification',
    arrange: async (cell) => {
      await preferUnverified(cell);
      await matrix
        .db()
        .update(emailVerificationTokens)
        .set({ createdAt: new Date(START.getTime() - 120_000) })
        .where(eq(emailVerificationTokens.userId, cell.owner.user.id));
      return {
        call: (c) => c.post('/api/profile/email-verification', {}),
        state: () => verificationRows(cell),
      };
    },
    expected: {
      anonymous: 401,
      owner: 200,
      otherOwner: 409,
      crew: 409,
      office: 409,
      admin: 409,
      token: 409,
    },
  },
  {
    // Public by its token: whoever holds the link verifies the address it was sent to.
    name: 'POST /api/verify-email',
    arrange: async (cell) => {
      const preferred = await preferUnverified(cell);
      const token = await verificationToken(matrix.db(), preferred);
      return {
        call: (c) => c.post('/api/verify-email', { token }),
        state: () =>
          matrix.db().select().from(profiles).where(eq(profiles.userId, cell.owner.user.id)),
      };
    },
    expected: {
      anonymous: 200,
      owner: 200,
      otherOwner: 200,
      crew: 200,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'GET /api/sms',
    arrange: matrix.read(() => '/api/sms'),
    expected: {
      anonymous: 401,
      owner: 200,
      otherOwner: 200,
      crew: 200,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    // Each caller asks a code for themselves, to a number new to the cell: its texts are the target.
    name: 'POST /api/sms/verification',
    arrange: () => {
      const number = freshMobile();
      return Promise.resolve({
        call: (c) => c.post('/api/sms/verification', { phoneNumber: number.typed }),
        state: () => codeTexts(matrix.db(), number.e164),
      });
    },
    expected: {
      anonymous: 401,
      owner: 200,
      otherOwner: 200,
      crew: 200,
      office: 200,
      admin: 200,
      token: 403,
    },
  },
  {
    // The code texted to the cell's owner proves it only in the owner's session.
    name: 'POST /api/sms/verification/check',
    arrange: async (cell) => {
      await withoutTexts(cell);
      const number = freshMobile();
      await cell.owner.client.post('/api/sms/verification', { phoneNumber: number.typed });
      const code = await textedCode(matrix.db(), number.e164);
      return {
        call: (c) => c.post('/api/sms/verification/check', { code }),
        state: () => smsRowsOf(matrix.db(), cell.owner.user.id),
      };
    },
    expected: {
      anonymous: 401,
      owner: 200,
      otherOwner: 410,
      crew: 410,
      office: 410,
      admin: 410,
      token: 403,
    },
  },
  {
    name: 'PATCH /api/sms',
    arrange: async (cell) => {
      await withoutTexts(cell);
      await verifyMobile(matrix.db(), cell.owner.client);
      return {
        call: (c) => c.patch('/api/sms', { reminders: false }),
        state: () => smsRowsOf(matrix.db(), cell.owner.user.id),
      };
    },
    expected: {
      anonymous: 401,
      owner: 200,
      otherOwner: 409,
      crew: 409,
      office: 409,
      admin: 409,
      token: 409,
    },
  },
  {
    // Everyone has texts on (rows written directly: codes are limited per hour); each caller
    // stops their own.
    name: 'DELETE /api/sms',
    arrange: async (cell) => {
      const others = ['otherOwner', 'crew', 'office', 'admin'] as const;
      const ids = [cell.owner.user.id];
      for (const role of others) ids.push(await idOf(role, cell));
      await matrix
        .db()
        .insert(smsSubscriptions)
        .values(
          ids.map((userId, i) => ({ userId, phoneNumber: `+1617555020${i}`, verifiedAt: START })),
        )
        .onConflictDoNothing();
      return {
        call: (c) => c.delete('/api/sms'),
        state: () =>
          matrix.db().select().from(smsSubscriptions).where(inArray(smsSubscriptions.userId, ids)),
      };
    },
    expected: {
      anonymous: 401,
      owner: 200,
      otherOwner: 200,
      crew: 200,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'GET /api/push/key',
    arrange: matrix.read(() => '/api/push/key'),
    expected: {
      anonymous: 401,
      owner: 200,
      otherOwner: 200,
      crew: 200,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    // Each caller subscribes a browser new to the cell: its row is the target.
    name: 'POST /api/push/subscriptions',
    arrange: () => {
      const body = pushSubscriptionBody();
      return Promise.resolve({
        call: (c) => c.post('/api/push/subscriptions', body),
        state: () => pushRowsAt(body.endpoint),
      });
    },
    expected: {
      anonymous: 401,
      owner: 201,
      otherOwner: 201,
      crew: 201,
      office: 201,
      admin: 201,
      token: 403,
    },
  },
  {
    // The cell's owner's browser: only its owner removes it; for anyone else it is not theirs.
    name: 'DELETE /api/push/subscriptions',
    arrange: async (cell) => {
      const body = pushSubscriptionBody();
      const res = await cell.owner.client.post('/api/push/subscriptions', body);
      if (res.status !== 201) throw new Error(`subscribe failed ${res.status}`);
      return {
        call: (c) => c.delete('/api/push/subscriptions', { endpoint: body.endpoint }),
        state: () => pushRowsAt(body.endpoint),
      };
    },
    expected: {
      anonymous: 401,
      owner: 204,
      otherOwner: 404,
      crew: 404,
      office: 404,
      admin: 404,
      token: 404,
    },
  },
  {
    // Anyone signed in lists their own browsers; the cell's owner's are never anyone else's.
    name: 'GET /api/push/subscriptions',
    arrange: matrix.read(() => '/api/push/subscriptions'),
    expected: {
      anonymous: 401,
      owner: 200,
      otherOwner: 200,
      crew: 200,
      office: 200,
      admin: 200,
      token: 200,
    },
  },
  {
    // The cell's owner's browser by its id: only its owner removes it; for anyone else it is
    // not theirs, the same 404 as an id that never existed.
    name: 'DELETE /api/push/subscriptions/:id',
    arrange: async (cell) => {
      const body = pushSubscriptionBody();
      const res = await cell.owner.client.post('/api/push/subscriptions', body);
      if (res.status !== 201) throw new Error(`subscribe failed ${res.status}`);
      const [row] = await pushRowsAt(body.endpoint);
      return {
        call: (c) => c.delete(`/api/push/subscriptions/${row!.id}`),
        state: () => pushRowsAt(body.endpoint),
      };
    },
    expected: {
      anonymous: 401,
      owner: 204,
      otherOwner: 404,
      crew: 404,
      office: 404,
      admin: 404,
      token: 404,
    },
  },
  {
    // Twilio's webhooks are public: the signature is the only credential, whoever's session
    // comes along. Unsigned (and this app has no TWILIO_AUTH_TOKEN), a STOP changes nothing.
    name: 'POST /api/sms/inbound',
    arrange: () => {
      const from = newMobile();
      return Promise.resolve({
        call: (c) =>
          c.agent.post('/api/sms/inbound').type('form').send({ From: from, Body: 'STOP' }),
        state: () => optOutReasonOf(matrix.db(), from),
      });
    },
    expected: {
      anonymous: 403,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 403,
      admin: 403,
      token: 403,
    },
  },
  {
    name: 'POST /api/sms/status',
    arrange: async () => {
      const text = await sentText(matrix.db(), newMobile());
      return {
        call: (c) =>
          c.agent.post('/api/sms/status').type('form').send({
            MessageSid: text.providerMessageId!,
            MessageStatus: 'failed',
            ErrorCode: '21610',
          }),
        state: async () => [
          await textRow(matrix.db(), text.id),
          await optOutReasonOf(matrix.db(), text.recipient),
        ],
      };
    },
    expected: {
      anonymous: 403,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 403,
      admin: 403,
      token: 403,
    },
  },
  {
    name: 'GET /api/webhooks',
    arrange: matrix.read(() => '/api/webhooks'),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 403,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'POST /api/webhooks',
    arrange: async () => {
      await freshWebhook(t.admin.client, matrix.db());
      const body = { url: PUBLIC_WEBHOOK_URL, events: ['booking.created'] };
      return { call: (c) => c.post('/api/webhooks', body), state: () => webhookRows(matrix.db()) };
    },
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 403,
      admin: 201,
      token: 403,
    },
  },
  {
    name: 'DELETE /api/webhooks/:id',
    arrange: async () => {
      const id = await freshWebhook(t.admin.client, matrix.db());
      return {
        call: (c) => c.delete(`/api/webhooks/${id}`),
        state: () => webhookRows(matrix.db()),
      };
    },
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 403,
      admin: 200,
      token: 403,
    },
  },
  {
    name: 'GET /api/webhooks/:id/deliveries',
    arrange: async (cell) => {
      const id = await freshWebhook(t.admin.client, matrix.db());
      return matrix.read(() => `/api/webhooks/${id}/deliveries`)(cell);
    },
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 403,
      admin: 200,
      token: 200,
    },
  },
  {
    name: 'POST /api/webhooks/:id/deliveries/:deliveryId/retry',
    arrange: async () => {
      const id = await freshWebhook(t.admin.client, matrix.db());
      const deliveryId = await deliveredDelivery(matrix.db(), id);
      return {
        call: (c) => c.post(`/api/webhooks/${id}/deliveries/${deliveryId}/retry`),
        state: () => deliveryRow(matrix.db(), deliveryId),
      };
    },
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 403,
      admin: 202,
      token: 202,
    },
  },
  // The two clear-alls run last: the admin cells cancel every booking.
  {
    name: 'GET /api/dev/clear-bookings',
    arrange: () =>
      Promise.resolve({ call: (c) => c.get('/api/dev/clear-bookings'), state: matrix.activeCount }),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 403,
      admin: 200,
      token: 403,
    },
  },
  {
    name: 'DELETE /api/bookings',
    arrange: () =>
      Promise.resolve({ call: (c) => c.delete('/api/bookings'), state: matrix.activeCount }),
    expected: {
      anonymous: 401,
      owner: 403,
      otherOwner: 403,
      crew: 403,
      office: 403,
      admin: 200,
      token: 403,
    },
  },
];

describe('authorization matrix', () => {
  for (const endpoint of endpoints) {
    it(`when each role calls ${endpoint.name}, then ${ROLES.map((r) => `${r} ${endpoint.expected[r]}`).join(', ')}`, async () => {
      const actual: Record<string, number> = {};
      for (const role of ROLES) {
        const cell = await matrix.freshCell();
        const arranged = await endpoint.arrange(cell);
        const before = await arranged.state();
        const res = await arranged.call(matrix.clientFor(role, cell));
        actual[role] = res.status;
        // Staff refused for their role are told so; a manager's own 403s have other reasons.
        if (LESSER_STAFF.includes(role) && res.status === 403 && endpoint.expected.admin !== 403) {
          expect(res.body, `${role} ${endpoint.name}`).toEqual({
            code: 'role_forbidden',
            message: 'Your role cannot do this',
          });
        }
        // A refused call changed nothing: the record it targets is exactly as it was.
        if (res.status >= 400 || endpoint.readOnly) {
          expect(await arranged.state(), role).toEqual(before);
        }
        // An accepted write did change it (so the comparison above can tell).
        else if (!endpoint.name.startsWith('GET /api/')) {
          expect(await arranged.state(), role).not.toEqual(before);
        }
      }
      expect(actual).toEqual(endpoint.expected);
    });
  }

  it('when a route is added to the app, then it has a row in this matrix or is an account route tested elsewhere', () => {
    // Sign-up, sign-in, profile and password recovery have their own role tests.
    const elsewhere =
      /^(GET|POST) \/(healthz|readyz|api\/(config|register|login|logout|user|session|profile|forgot-password|reset-password|users\/:id\/profile))$/;
    const covered = new Set(endpoints.map((e) => e.name));
    const missing = routesOf(t.app)
      .map((r) => `${r.method} ${r.path}`)
      .filter((route) => !covered.has(route) && !elsewhere.test(route));
    expect(missing).toEqual([]);
  });

  it('when a state-changing call lacks X-Requested-With, then 403 even for an admin', async () => {
    const cell = await matrix.freshCell();
    expect((await t.admin.client.agent.delete(`/api/bookings/${cell.bookingId}`)).status).toBe(403);
    expect((await t.admin.client.agent.get('/api/dev/clear-bookings')).status).toBe(403);
    expect((await cell.owner.client.agent.post('/api/bookings').send(ownerPayload())).status).toBe(
      403,
    );
  });
});
