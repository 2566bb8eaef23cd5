import { eq, lte, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@shared/test/wait-for';
import { bookingEvents, sessions } from '../../db/schema';
import { signUpAdmin, signUpStaff } from '../../../test/factories';
import { book, freshDate, testClock } from '../../../test/kits/booking-kit';
import {
  EventStream,
  listenOn,
  signInCookie,
  signOut,
  type ListeningApp,
  type OpenStreamOptions,
} from '../../../test/kits/event-stream-kit';
import { useTestApp } from '../../../test/use-test-app';
import { createHousekeeper } from '../../housekeeping/housekeeper';
import { createLogger } from '../../lib/logger';
import { MAX_STREAMS_PER_USER, TOO_MANY_STREAMS_MESSAGE } from './live-events-service';

/**
 * The office's live stream (docs/product.md#live-events): each change to a booking reaches an open
 * stream as an
 * `event: booking`, a reconnecting client gets what it missed, and a stream ends when its user
 * may no longer read it. Streams are read over a real socket, as a browser reads them.
 */
const DAY_MS = 24 * 60 * 60_000;
const clock = testClock();
const t = useTestApp({
  now: clock.now,
  admin: true,
  owner: true,
  env: { EVENTS_HEARTBEAT_MS: '200' },
});
let server: ListeningApp;
let adminCookie: string;
const streams: EventStream[] = [];

beforeAll(async () => {
  server = await listenOn(t.app);
  adminCookie = await signInCookie(server.url, t.admin.email, t.admin.password);
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(async () => {
  await server?.close();
});

async function open(options: OpenStreamOptions = {}) {
  const stream = await EventStream.open(server.url, { cookie: adminCookie, ...options });
  streams.push(stream);
  return stream;
}

async function booked(overrides: Record<string, unknown> = {}) {
  const res = await book(t.owner, overrides);
  expect(res.status).toBe(201);
  return res.body.booking as { id: number; bookingDate: string; confirmationCode: string };
}

const eventIdsOf = async (bookingId: number) =>
  (
    await t.database.db
      .select({ id: bookingEvents.id })
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, bookingId))
      .orderBy(bookingEvents.id)
  ).map((row) => String(row.id));

describe('live events', () => {
  it('when an owner books, then an open stream gets a created event with the booking and its id, uncompressed and at once', async () => {
    const stream = await open({ headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(stream.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.response.headers.get('content-encoding')).toBeNull();

    const booking = await booked();
    const event = await stream.nextBooking((data) => data.booking.id === booking.id);

    expect(event.type).toBe('created');
    expect(event.booking).toMatchObject({
      id: booking.id,
      confirmationCode: booking.confirmationCode,
      serviceStatus: 'scheduled',
      completed: false,
      closure: null,
    });
    expect([event.id]).toEqual(await eventIdsOf(booking.id));
  });

  it('when a booking is moved, completed, reopened and cancelled, then each change arrives with its type and the booking as it is', async () => {
    const stream = await open();
    const booking = await booked();
    await stream.nextBooking((data) => data.booking.id === booking.id);
    const mine = () => stream.nextBooking((data) => data.booking.id === booking.id);

    const to = freshDate();
    const move = await t.owner.client.post(`/api/bookings/${booking.id}/reschedule`, {
      bookingDate: to,
      timeSlot: '12:00 PM',
    });
    expect(move.status).toBe(200);
    const moved = await mine();
    expect(moved.type).toBe('moved');
    expect(moved.booking).toMatchObject({ bookingDate: to, timeSlot: '12:00 PM' });

    const flag = (completed: boolean) =>
      t.admin.client.patch(`/api/bookings/${booking.id}/completed`, { completed });
    expect((await flag(true)).status).toBe(200);
    expect(await mine()).toMatchObject({
      type: 'status',
      booking: { completed: true, serviceStatus: 'done' },
    });
    expect((await flag(false)).status).toBe(200);
    expect(await mine()).toMatchObject({
      type: 'status',
      booking: { completed: false, serviceStatus: 'scheduled' },
    });

    expect((await t.owner.client.delete(`/api/bookings/${booking.id}`)).status).toBe(200);
    const cancelled = await mine();
    expect(cancelled.type).toBe('cancelled');
    expect(cancelled.booking).toMatchObject({ id: booking.id, cancelledBy: 'owner' });

    const ids = await eventIdsOf(booking.id);
    expect(ids).toHaveLength(5);
    expect(cancelled.id).toBe(ids.at(-1));
  });

  it("when a stream is for one day, then it gets that day's changes and a move off it, and no other day's", async () => {
    const day = freshDate();
    const stream = await open({ date: day });
    const elsewhere = await booked();
    const onDay = await booked({ bookingDate: day });
    expect(
      (
        await t.owner.client.post(`/api/bookings/${onDay.id}/reschedule`, {
          bookingDate: elsewhere.bookingDate,
          timeSlot: '3:00 PM',
        })
      ).status,
    ).toBe(200);
    const later = await booked({ bookingDate: day });

    const received = [
      await stream.nextBooking(),
      await stream.nextBooking(),
      await stream.nextBooking(),
    ];
    expect(received.map((event) => [event.type, event.booking.id])).toEqual([
      ['created', onDay.id],
      ['moved', onDay.id],
      ['created', later.id],
    ]);
    expect(received[1]!.booking).toMatchObject({ bookingDate: elsewhere.bookingDate });
  });

  it('when a client reconnects with Last-Event-ID, then it gets exactly the events it missed, then live ones', async () => {
    const day = freshDate();
    const first = await open({ date: day });
    const seen = await booked({ bookingDate: day });
    const last = await first.nextBooking((data) => data.booking.id === seen.id);
    first.close();

    const flag = (completed: boolean) =>
      t.admin.client.patch(`/api/bookings/${seen.id}/completed`, { completed });
    expect((await flag(true)).status).toBe(200);
    expect((await flag(false)).status).toBe(200);
    await booked(); // another day: not this stream's
    const again = await open({ date: day, lastEventId: last.id });
    const sentinel = await booked({ bookingDate: day, timeSlot: '12:00 PM' });

    const received = [
      await again.nextBooking(),
      await again.nextBooking(),
      await again.nextBooking(),
    ];
    expect(received.map((event) => [event.type, event.booking.id])).toEqual([
      ['status', seen.id],
      ['status', seen.id],
      ['created', sentinel.id],
    ]);
    expect(received.map((event) => event.id)).toEqual([
      ...(await eventIdsOf(seen.id)).slice(1),
      ...(await eventIdsOf(sentinel.id)),
    ]);
    expect(again.messages.filter((m) => m.event === 'resync')).toEqual([]);
  });

  it('when Last-Event-ID is not a number or beyond the newest event, then the client is told to resync, and live events follow', async () => {
    for (const lastEventId of ['abc', '99999999999']) {
      const stream = await open({ lastEventId });
      const resync = await stream.next();
      expect(resync.event, lastEventId).toBe('resync');
      const booking = await booked();
      expect((await stream.nextBooking()).booking.id).toBe(booking.id);
    }
  });

  it('when the events after Last-Event-ID were purged by housekeeping, then the client is told to resync; one still kept is replayed', async () => {
    const purged = await booked();
    const kept = await booked();
    const [purgedId] = await eventIdsOf(purged.id);
    const [keptId] = await eventIdsOf(kept.id);
    // Everything up to the first booking's event is two days old.
    await t.database.db
      .update(bookingEvents)
      .set({ createdAt: new Date(Date.now() - 2 * DAY_MS) })
      .where(lte(bookingEvents.id, Number(purgedId)));
    const keeper = createHousekeeper({
      db: t.database.db,
      config: {
        MAIL_RETENTION_DAYS: 30,
        HOUSEKEEPING_INTERVAL_MS: 60_000,
        HOUSEKEEPING_BATCH_SIZE: 100,
      },
      logger: createLogger('silent'),
    });
    expect((await keeper.runOnce()).bookingEvents).toBeGreaterThanOrEqual(1);

    const tooOld = await open({ lastEventId: String(Number(purgedId) - 1) });
    const resync = await tooOld.next();
    expect(resync.event).toBe('resync');
    expect(Number(resync.id)).toBeGreaterThanOrEqual(Number(keptId));

    const stillKept = await open({ lastEventId: purgedId });
    const replayed = await stillKept.nextBooking();
    expect([replayed.id, replayed.booking.id]).toEqual([keptId, kept.id]);
    expect(stillKept.messages.filter((m) => m.event === 'resync')).toEqual([]);
  });

  it('when the stream is idle, then heartbeats arrive as comment lines', async () => {
    const stream = await open();
    await waitFor(() => stream.comments.length >= 2, 'two comment lines on the idle stream');
    expect(stream.comments[0]).toBe('heartbeat');
    expect(stream.messages).toEqual([]);
  });

  it('when the admin signs out, then their stream ends', async () => {
    const cookie = await signInCookie(server.url, t.admin.email, t.admin.password);
    const stream = await open({ cookie });
    expect(stream.status).toBe(200);
    expect((await signOut(server.url, cookie)).status).toBe(200);
    await stream.endedInTime();
  });

  it('when an admin is demoted, then their stream ends, and another admin keeps theirs', async () => {
    const other = await signUpAdmin(t);
    const theirs = await open({
      cookie: await signInCookie(server.url, other.email, other.password),
    });
    const mine = await open();
    const res = await t.admin.client.patch(`/api/users/${other.user.id}/role`, { isAdmin: false });
    expect(res.status).toBe(200);

    await theirs.endedInTime();
    const booking = await booked();
    expect((await mine.nextBooking()).booking.id).toBe(booking.id);
  });

  it('when an open stream’s staff session goes idle past STAFF_IDLE_MINUTES, then the stream ends at its next heartbeat: an open board is not use', async () => {
    const crew = await signUpStaff(t, 'crew');
    const stream = await open({
      cookie: await signInCookie(server.url, crew.email, crew.password),
    });
    expect(stream.status).toBe(200);
    const idleSince = String(Date.now() - 12 * 60 * 60_000 - 60_000);
    await t.database.db
      .update(sessions)
      .set({ sess: sql`jsonb_set(${sessions.sess}, '{seenAt}', ${idleSince}::jsonb)` })
      .where(eq(sessions.userId, crew.user.id));
    await stream.endedInTime();
  });

  it('when someone other than a signed-in admin asks, then 401 or 403 as JSON; a bad date is 400', async () => {
    const anonymous = await open({ cookie: '' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ message: 'Authentication required' });
    const ownerCookie = await signInCookie(server.url, t.owner.email, t.owner.password);
    const owner = await open({ cookie: ownerCookie });
    expect(owner.status).toBe(403);
    const badDate = await open({ date: '2030-02-30' });
    expect(badDate.status).toBe(400);
    expect(await badDate.json()).toMatchObject({
      errors: [{ path: 'date', message: 'date must be a calendar date written yyyy-MM-dd' }],
    });
  });

  it(`when one admin opens more than ${MAX_STREAMS_PER_USER} streams, then the next is refused with 429, and a closed one makes room`, async () => {
    const opened: EventStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1) opened.push(await open());
    expect(opened.map((stream) => stream.status)).toEqual(
      Array<number>(MAX_STREAMS_PER_USER).fill(200),
    );
    const refused = await open();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: TOO_MANY_STREAMS_MESSAGE });

    opened[0]!.close();
    // The server counts the stream gone once it sees the close: until then, 429.
    await waitFor(
      async () => (await open()).status === 200,
      'a stream to be let in after one closed',
    );
  });
});
