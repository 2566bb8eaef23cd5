import { eq } from 'drizzle-orm';
import type { Express } from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import type { ApiClient } from '../../../test/api-client';
import { signUpAdmin } from '../../../test/factories';
import { book, testClock } from '../../../test/kits/booking-kit';
import {
  EventStream,
  listenOn,
  signInCookie,
  type ListeningApp,
} from '../../../test/kits/event-stream-kit';
import { signInOn } from '../../../test/kits/second-instance';
import { needsPostgresServer, usingPostgresServer } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';

/**
 * The stream on a PostgreSQL server, where it counts: a change made through one instance
 * reaches a stream open on another, and transactions that commit out of the order of their
 * event ids lose nothing. PGlite runs one transaction at a time, so this file runs there alone.
 */
const clock = testClock();
// The longest heartbeat the settings allow: a stream that ends did so because it was told.
const t = useTestApp({
  now: clock.now,
  admin: true,
  owner: true,
  env: { EVENTS_HEARTBEAT_MS: '300000' },
});
let serverA: ListeningApp;
let adminCookie: string;
let instanceB: { app: Express; close(): Promise<void> };
let adminOnB: ApiClient;
let ownerOnB: ApiClient;
const streams: EventStream[] = [];

beforeAll(async () => {
  if (!usingPostgresServer) return;
  serverA = await listenOn(t.app);
  adminCookie = await signInCookie(serverA.url, t.admin.email, t.admin.password);
  instanceB = await t.createInstance();
  const clients = await signInOn(instanceB.app, [t.admin, t.owner]);
  adminOnB = clients[0]!;
  ownerOnB = clients[1]!;
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(async () => {
  await serverA?.close();
  await instanceB?.close();
});

async function openOnA() {
  const stream = await EventStream.open(serverA.url, { cookie: adminCookie });
  expect(stream.status).toBe(200);
  streams.push(stream);
  return stream;
}

async function booked() {
  const res = await book(t.owner);
  expect(res.status).toBe(201);
  return res.body.booking as { id: number };
}

describe.runIf(needsPostgresServer())('live events across instances', () => {
  // How soon they arrive is the bench's figure (docs/performance.md), not a limit a busy
  // machine could break: here, that they arrive, in order, with the booking as it is.
  it('when an owner books and an admin completes through instance B, then a stream open on instance A gets both, in order', async () => {
    const stream = await openOnA();

    const created = await book({ client: ownerOnB });
    expect(created.status).toBe(201);
    const id = created.body.booking.id as number;
    const first = await stream.nextBooking((d) => d.booking.id === id);
    expect(first.type).toBe('created');

    const completed = await adminOnB.patch(`/api/bookings/${id}/completed`, { completed: true });
    expect(completed.status).toBe(200);
    const status = await stream.nextBooking((d) => d.booking.id === id);
    expect(status).toMatchObject({ type: 'status', booking: { serviceStatus: 'done' } });
    expect(Number(status.id)).toBeGreaterThan(Number(first.id));
  });

  it('when a transaction holding an earlier event id commits after a later one, then both arrive, the later first', async () => {
    const stream = await openOnA();
    const [first, second] = [await booked(), await booked()];
    await stream.nextBooking((d) => d.booking.id === second.id);

    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let changed = () => {};
    const hasChanged = new Promise<void>((resolve) => (changed = resolve));
    const held = t.database.db.transaction(async (tx) => {
      await tx
        .update(bookings)
        .set({ specialRequests: 'Held open' })
        .where(eq(bookings.id, first.id));
      changed();
      await gate;
    });
    await hasChanged;
    const flagged = await t.admin.client.patch(`/api/bookings/${second.id}/completed`, {
      completed: true,
    });
    expect(flagged.status).toBe(200);
    const later = await stream.nextBooking((d) => d.booking.id === second.id);

    release();
    await held;
    const earlier = await stream.nextBooking((d) => d.booking.id === first.id);
    expect(Number(earlier.id)).toBeLessThan(Number(later.id));
    expect(earlier).toMatchObject({ type: 'changed', booking: { specialRequests: 'Held open' } });
  });

  it('when a transaction rolls back, then its change never arrives and later ones still do', async () => {
    const stream = await openOnA();
    const [undone, next] = [await booked(), await booked()];
    await stream.nextBooking((d) => d.booking.id === next.id);

    await expect(
      t.database.db.transaction(async (tx) => {
        await tx
          .update(bookings)
          .set({ specialRequests: 'Never happened' })
          .where(eq(bookings.id, undone.id));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const flagged = await t.admin.client.patch(`/api/bookings/${next.id}/completed`, {
      completed: true,
    });
    expect(flagged.status).toBe(200);

    expect((await stream.nextBooking((d) => d.booking.id === next.id)).type).toBe('status');
    const undoneEvents = stream.messages.filter(
      (m) => m.event === 'booking' && m.data.includes('Never happened'),
    );
    expect(undoneEvents).toEqual([]);
  });

  it('when an admin is demoted through instance B, then their stream on instance A ends at once, not at its next heartbeat', async () => {
    const demoted = await signUpAdmin(t);
    const cookie = await signInCookie(serverA.url, demoted.email, demoted.password);
    const stream = await EventStream.open(serverA.url, { cookie });
    expect(stream.status).toBe(200);
    streams.push(stream);

    const res = await adminOnB.patch(`/api/users/${demoted.user.id}/role`, { isAdmin: false });
    expect(res.status).toBe(200);
    // Its heartbeat is 5 minutes away; the demotion's announcement ends it in milliseconds.
    await stream.endedInTime(20_000);
  });
});
