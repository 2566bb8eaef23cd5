import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { apiClient } from '../../../test/api-client';
import { signUpAdmin, signUpStaff } from '../../../test/factories';
import { book, testClock } from '../../../test/kits/booking-kit';
import {
  EventStream,
  listenOn,
  signInCookie,
  type ListeningApp,
} from '../../../test/kits/event-stream-kit';
import { useTestApp } from '../../../test/use-test-app';
import { insertResetToken } from '../password-reset/password-reset-repository';
import { hashResetToken } from '../password-reset/password-reset-service';

/**
 * A stream whose user loses the right to read it ends when that commits, not at its next
 * heartbeat: the heartbeat here is the longest the settings allow (5 minutes), far beyond the
 * 20 s a stream is given to end (ample on a busy machine, where it takes milliseconds).
 */
const ENDS_WITHIN_MS = 20_000;
const clock = testClock();
const t = useTestApp({
  now: clock.now,
  admin: true,
  owner: true,
  env: { EVENTS_HEARTBEAT_MS: '300000' },
});
let server: ListeningApp;
const streams: EventStream[] = [];

beforeAll(async () => {
  server = await listenOn(t.app);
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(async () => {
  await server?.close();
});

async function openAs(admin: { email: string; password: string }) {
  const cookie = await signInCookie(server.url, admin.email, admin.password);
  const stream = await EventStream.open(server.url, { cookie });
  expect(stream.status).toBe(200);
  streams.push(stream);
  return stream;
}

describe('live stream access', () => {
  it('when an admin with two streams open is demoted, then both end at once, and another admin keeps theirs', async () => {
    const other = await signUpAdmin(t);
    const theirs = [await openAs(other), await openAs(other)];
    const mine = await openAs(t.admin);

    const res = await t.admin.client.patch(`/api/users/${other.user.id}/role`, { isAdmin: false });
    expect(res.status).toBe(200);

    await Promise.all(theirs.map((stream) => stream.endedInTime(ENDS_WITHIN_MS)));
    const booked = await book(t.owner);
    expect(booked.status).toBe(201);
    expect((await mine.nextBooking()).booking.id).toBe(booked.body.booking.id);
  });

  it('when an admin’s password is reset, then their stream ends at once', async () => {
    const admin = await signUpAdmin(t);
    const stream = await openAs(admin);
    // The link the reset mail would carry (the mail itself is tested with the reset).
    const token = `stream-access-${admin.user.id}`;
    await insertResetToken(t.database.db, {
      userId: admin.user.id,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(clock.now().getTime() + 60 * 60_000),
    });
    const res = await apiClient(t.app).post('/api/reset-password', {
      email: admin.email,
      token,
      newPassword: 'a-new-harbor-pass',
    });
    expect(res.status).toBe(200);
    await stream.endedInTime(ENDS_WITHIN_MS);
  });

  it('when a crew member is made office, then their stream ends at once (the change signs them out), and signed in again they may open one', async () => {
    const crew = await signUpStaff(t, 'crew');
    const stream = await openAs(crew);
    const res = await t.admin.client.patch(`/api/users/${crew.user.id}/role`, { role: 'office' });
    expect(res.status).toBe(200);
    await stream.endedInTime(ENDS_WITHIN_MS);
    await openAs(crew);
  });

  it('when a staff session has been idle past STAFF_IDLE_MINUTES, then a new stream is refused with the reason', async () => {
    const crew = await signUpStaff(t, 'crew');
    const cookie = await signInCookie(server.url, crew.email, crew.password);
    await t.database.db
      .update(sessions)
      .set({
        sess: sql`jsonb_set(${sessions.sess}, '{seenAt}', ${String(Date.now() - 13 * 60 * 60_000)}::jsonb)`,
      })
      .where(eq(sessions.userId, crew.user.id));
    const refused = await EventStream.open(server.url, { cookie });
    streams.push(refused);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      code: 'session_idle',
      message: 'Signed out after 12 hours idle',
    });
  });
});
