import { describe, expect, it } from 'vitest';
import { signUpOwner } from '../../../test/factories';
import { book, testClock } from '../../../test/kits/booking-kit';
import { useTestApp } from '../../../test/use-test-app';
import { eventOf, fetchFeed, makeFeed, parseFeed } from '../../../test/kits/feed-kit';

/** npm test's one pass over an owner's calendar feed on the embedded engine. */
const clock = testClock();
const t = useTestApp({ now: clock.now });

describe('calendar-feeds smoke', () => {
  it('when an owner turns on a feed, books and cancels, then their calendar app sees the booking come and go, and nothing once the feed is off', async () => {
    const owner = await signUpOwner(t.app);
    const feed = await makeFeed(owner.client);
    expect((await owner.client.get('/api/calendar/feeds')).body).toEqual({
      owner: { createdAt: clock.now().toISOString() },
      yard: null,
    });
    const empty = await fetchFeed(t.app, feed.url);
    expect(empty.status).toBe(200);
    expect(empty.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(parseFeed(empty.text).events).toEqual([]);

    const booked = await book(owner, { bookingDate: '2030-07-02', timeSlot: '10:00 AM' });
    expect(booked.status).toBe(201);
    const code = booked.body.booking.confirmationCode as string;
    const listed = eventOf(parseFeed((await fetchFeed(t.app, feed.url)).text).events, code);
    expect(listed).toMatchObject({
      summary: `Haul Out (${code}) – Harbor Point Marina`,
      status: 'CONFIRMED',
      sequence: 0,
      // 10:00 in New York, summer time.
      start: '2030-07-02T14:00:00.000Z',
    });

    expect((await owner.client.delete(`/api/bookings/${booked.body.booking.id}`)).status).toBe(200);
    const gone = eventOf(parseFeed((await fetchFeed(t.app, feed.url)).text).events, code);
    expect(gone).toMatchObject({ status: 'CANCELLED', sequence: 1 });

    const off = await owner.client.delete('/api/calendar/feeds/owner');
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ message: 'Calendar feed turned off' });
    expect((await fetchFeed(t.app, feed.url)).status).toBe(404);
    expect((await owner.client.get('/api/calendar/feeds')).body).toEqual({
      owner: null,
      yard: null,
    });
  });
});
