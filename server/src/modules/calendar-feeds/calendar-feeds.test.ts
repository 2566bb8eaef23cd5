import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Express } from 'express';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, calendarFeeds } from '../../db/schema';
import { DrizzleSessionStore } from '../../sessions/session-store';
import { signUpOwner, type SignedInOwner } from '../../../test/factories';
import { book, START, testClock } from '../../../test/kits/booking-kit';
import { captureLogs } from '../../../test/log-capture';
import { useTestApp } from '../../../test/use-test-app';
import { eventOf, fetchFeed, makeFeed, parseFeed, tokenOf } from '../../../test/kits/feed-kit';

/**
 * docs/product.md#calendar-feeds: an owner's private calendar feed (GET /api/calendar/{token}.ics).
 */
const clock = testClock();
const t = useTestApp({ now: clock.now });
const logs = captureLogs();
let loggedApp: Express;

beforeAll(async () => {
  loggedApp = (await t.createInstance({ logger: logs.logger })).app;
});

async function bookAt(owner: SignedInOwner, bookingDate: string, timeSlot: string) {
  const res = await book(owner, { bookingDate, timeSlot });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.booking as { id: number; confirmationCode: string };
}

describe('owner calendar feed', () => {
  it('when an owner creates a feed, then the URL holds a 43-character token that is stored only hashed', async () => {
    const owner = await signUpOwner(t.app);
    const feed = await makeFeed(owner.client);
    expect(feed.url).toMatch(/^http:\/\/app\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.webcalUrl).toBe(feed.url.replace('http://', 'webcal://'));
    const token = tokenOf(feed.url);
    const rows = await t.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, owner.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    const status = await owner.client.get('/api/calendar/feeds');
    expect(status.body).toEqual({ owner: { createdAt: START.toISOString() }, yard: null });
  });

  it('when a calendar app fetches the feed without a session, then it gets the calendar and no cookie', async () => {
    const owner = await signUpOwner(t.app);
    const feed = await makeFeed(owner.client);
    const res = await fetchFeed(t.app, feed.url);
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const { calendar, events } = parseFeed(res.text);
    expect(events).toEqual([]);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Harbor Point Marina – my bookings',
    );
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/New_York');
    expect(res.text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
  });

  it('when the owner’s own browser opens the feed with its session cookie, then no session is read', async () => {
    const owner = await signUpOwner(t.app);
    const feed = await makeFeed(owner.client);
    const reads = vi.spyOn(DrizzleSessionStore.prototype, 'get');
    try {
      const res = await owner.client.agent.get(new URL(feed.url).pathname);
      expect(res.status).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(reads).not.toHaveBeenCalled();
      expect((await owner.client.get('/api/calendar/feeds')).status).toBe(200);
      expect(reads).toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
  });

  it('when the owner has bookings, then each is an event at its deadline in marina time, across clock changes, and no one else’s is there', async () => {
    const owner = await signUpOwner(t.app);
    const other = await signUpOwner(t.app);
    const summer = await bookAt(owner, '2030-07-02', '10:00 AM');
    const fallBack = await bookAt(owner, '2030-11-03', '3:00 PM');
    const winter = await bookAt(owner, '2030-11-04', '10:00 AM');
    const springForward = await bookAt(owner, '2031-03-09', '12:00 PM');
    const theirs = await bookAt(other, '2030-07-02', '10:00 AM');
    const { events } = parseFeed((await fetchFeed(t.app, (await makeFeed(owner.client)).url)).text);
    expect(events.map((e) => [e.uid, e.start, e.status, e.sequence])).toEqual([
      [`${summer.confirmationCode}@app.test`, '2030-07-02T14:00:00.000Z', 'CONFIRMED', 0],
      [`${fallBack.confirmationCode}@app.test`, '2030-11-03T20:00:00.000Z', 'CONFIRMED', 0],
      [`${winter.confirmationCode}@app.test`, '2030-11-04T15:00:00.000Z', 'CONFIRMED', 0],
      [`${springForward.confirmationCode}@app.test`, '2031-03-09T16:00:00.000Z', 'CONFIRMED', 0],
    ]);
    expect(eventOf(events, theirs.confirmationCode)).toBeUndefined();
    expect(events[0]!.summary).toBe(`Haul Out (${summer.confirmationCode}) – Harbor Point Marina`);
  });

  it('when a booking is cancelled, then it is CANCELLED with SEQUENCE + 1 for 30 days, then gone', async () => {
    const owner = await signUpOwner(t.app);
    const kept = await bookAt(owner, '2030-12-02', '10:00 AM');
    const cancelled = await bookAt(owner, '2030-12-03', '10:00 AM');
    const feed = await makeFeed(owner.client);
    expect((await owner.client.delete(`/api/bookings/${cancelled.id}`)).status).toBe(200);
    try {
      clock.set('2030-07-09T12:00:00Z');
      let { events } = parseFeed((await fetchFeed(t.app, feed.url)).text);
      expect(eventOf(events, cancelled.confirmationCode)).toMatchObject({
        status: 'CANCELLED',
        sequence: 1,
      });
      expect(eventOf(events, kept.confirmationCode)).toMatchObject({ status: 'CONFIRMED' });
      clock.set('2030-07-11T12:00:01Z');
      ({ events } = parseFeed((await fetchFeed(t.app, feed.url)).text));
      expect(eventOf(events, cancelled.confirmationCode)).toBeUndefined();
      expect(eventOf(events, kept.confirmationCode)).toBeDefined();
    } finally {
      clock.set(START.toISOString());
    }
  });

  it('when a booking is dated more than 90 days back, then the feed leaves it out', async () => {
    const owner = await signUpOwner(t.app);
    const old = await bookAt(owner, '2030-12-04', '10:00 AM');
    const recent = await bookAt(owner, '2030-12-05', '10:00 AM');
    const db = t.database.db;
    await db.update(bookings).set({ bookingDate: '2030-03-11' }).where(eq(bookings.id, old.id));
    await db.update(bookings).set({ bookingDate: '2030-03-12' }).where(eq(bookings.id, recent.id));
    const { events } = parseFeed((await fetchFeed(t.app, (await makeFeed(owner.client)).url)).text);
    expect(events.map((e) => e.uid)).toEqual([`${recent.confirmationCode}@app.test`]);
  });

  it('when the owner resets the link, then the old URL is a 404 and the new one works; turned off, both are', async () => {
    const owner = await signUpOwner(t.app);
    const first = await makeFeed(owner.client);
    const second = await makeFeed(owner.client);
    expect(second.url).not.toBe(first.url);
    const gone = await fetchFeed(t.app, first.url);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: 'Calendar feed not found', code: 'not_found' });
    expect((await fetchFeed(t.app, second.url)).status).toBe(200);

    const off = await owner.client.delete('/api/calendar/feeds/owner');
    expect(off.status).toBe(200);
    expect((await fetchFeed(t.app, second.url)).status).toBe(404);
    expect((await owner.client.get('/api/calendar/feeds')).body).toEqual({
      owner: null,
      yard: null,
    });
    const again = await owner.client.delete('/api/calendar/feeds/owner');
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('There is no calendar feed to turn off');
  });

  it('when a token is malformed or unknown, then the answer is the same 404', async () => {
    for (const path of [
      `/api/calendar/${'A'.repeat(43)}.ics`,
      '/api/calendar/short.ics',
      `/api/calendar/${'%2F'.repeat(20)}.ics`,
    ]) {
      const res = await fetchFeed(t.app, `http://app.test${path}`);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toEqual({ message: 'Calendar feed not found', code: 'not_found' });
    }
  });

  it('when the calendar app sends the ETag back, then 304 until a booking changes', async () => {
    const owner = await signUpOwner(t.app);
    await bookAt(owner, '2030-12-06', '10:00 AM');
    const feed = await makeFeed(owner.client);
    const first = await fetchFeed(t.app, feed.url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    clock.set('2030-06-10T13:00:00Z');
    try {
      const same = await fetchFeed(t.app, feed.url, { 'If-None-Match': etag });
      expect(same.status).toBe(304);
      expect(same.text ?? '').toBe('');
      expect(same.headers['cache-control']).toBe('private, max-age=300');
      await bookAt(owner, '2030-12-07', '10:00 AM');
      const changed = await fetchFeed(t.app, feed.url, { 'If-None-Match': etag });
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    } finally {
      clock.set(START.toISOString());
    }
  });

  it('when feeds are fetched and refused, then the server log never holds the token', async () => {
    const owner = await signUpOwner(t.app);
    const feed = await makeFeed(owner.client);
    const token = tokenOf(feed.url);
    expect((await fetchFeed(loggedApp, feed.url)).status).toBe(200);
    expect((await fetchFeed(loggedApp, feed.url.replace('.ics', '.ICS'))).status).toBe(404);
    // Other spellings of the path, served or not, are logged without the token too.
    for (const spelling of ['//api/calendar/', '/API//Calendar/', '/api/calendar//']) {
      await fetchFeed(loggedApp, feed.url.replace('/api/calendar/', spelling));
    }
    await owner.client.delete('/api/calendar/feeds/owner');
    expect((await fetchFeed(loggedApp, feed.url)).status).toBe(404);
    expect(logs.lines.some((line) => line.includes('/api/calendar/[redacted]'))).toBe(true);
    expect(logs.containing(token)).toEqual([]);
    expect(logs.containing(token.slice(0, 20))).toEqual([]);
  });
});
