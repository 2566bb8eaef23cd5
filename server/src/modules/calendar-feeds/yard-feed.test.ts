import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, calendarFeeds, users } from '../../db/schema';
import { signUpAdmin, signUpOwner, signUpStaff } from '../../../test/factories';
import { adminPayload, book, testClock } from '../../../test/kits/booking-kit';
import { useTestApp } from '../../../test/use-test-app';
import { eventOf, fetchFeed, makeFeed, parseFeed } from '../../../test/kits/feed-kit';

/**
 * docs/product.md#calendar-feeds: the office's yard feed, every owner's bookings, and hostile text
 * in it.
 */
const clock = testClock();
const t = useTestApp({ now: clock.now, admin: true });

describe('yard calendar feed', () => {
  it('when an owner asks for a yard feed, then 403 and nothing is made', async () => {
    const owner = await signUpOwner(t.app);
    const res = await owner.client.post('/api/calendar/feeds/yard');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Administrator privileges required');
    const rows = await t.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, owner.user.id));
    expect(rows).toEqual([]);
    expect((await owner.client.get('/api/calendar/feeds')).body.yard).toBeNull();
  });

  it('when an admin subscribes, then every owner’s bookings are there with their names, and serviceType narrows it', async () => {
    const first = await signUpOwner(t.app, { fullName: 'Robin Keel' });
    const second = await signUpOwner(t.app, { fullName: 'Sam Rudder' });
    const haulOut = (await book(first, { bookingDate: '2030-08-01' })).body.booking;
    const launch = (
      await t.admin.client.post(
        '/api/bookings',
        adminPayload(second.user.id, { ownerName: 'Sam Rudder', bookingDate: '2030-08-02' }),
      )
    ).body.booking;
    const feed = await makeFeed(t.admin.client, 'yard');
    expect((await t.admin.client.get('/api/calendar/feeds')).body.yard).not.toBeNull();

    const all = parseFeed((await fetchFeed(t.app, feed.url)).text);
    expect(all.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Harbor Point Marina – yard');
    expect(eventOf(all.events, haulOut.confirmationCode)?.summary).toBe(
      `Haul Out: Robin Keel (${haulOut.confirmationCode})`,
    );
    expect(eventOf(all.events, launch.confirmationCode)?.summary).toBe(
      `Launch: Sam Rudder (${launch.confirmationCode})`,
    );

    const haulOuts = parseFeed((await fetchFeed(t.app, `${feed.url}?serviceType=haul-out`)).text);
    expect(haulOuts.calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Harbor Point Marina – yard haul-outs',
    );
    expect(eventOf(haulOuts.events, haulOut.confirmationCode)).toBeDefined();
    expect(eventOf(haulOuts.events, launch.confirmationCode)).toBeUndefined();
    const launches = parseFeed((await fetchFeed(t.app, `${feed.url}?serviceType=launch`)).text);
    expect(launches.events.map((e) => e.uid)).toEqual([`${launch.confirmationCode}@app.test`]);
    expect((await fetchFeed(t.app, `${feed.url}?serviceType=`)).text).toBe(
      (await fetchFeed(t.app, feed.url)).text,
    );

    const wrong = await fetchFeed(t.app, `${feed.url}?serviceType=boat`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(
      'serviceType must be haul-out or launch, or left out for every service',
    );
  });

  it('when bookings are for boats, then each event’s description names its boat as it is now, in the owner’s feed and the yard’s', async () => {
    const owner = await signUpOwner(t.app, { fullName: 'Robin Keel' });
    const addBoat = async (name: string) => {
      const res = await owner.client.post('/api/boats', { name, lengthM: 9.91 });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.boat.id as number;
    };
    const seaBreeze = await addBoat('Sea Breeze');
    const first = (await book(owner, { bookingDate: '2030-08-05' })).body.booking;
    const tern = await addBoat('Tern');
    const second = (await book(owner, { bookingDate: '2030-08-06', boatId: tern })).body.booking;
    const ownerFeed = await makeFeed(owner.client);
    const yardFeed = await makeFeed(t.admin.client, 'yard');
    const described = async (url: string) => {
      const { events } = parseFeed((await fetchFeed(t.app, url)).text);
      return [first, second].map((b) => eventOf(events, b.confirmationCode)?.description);
    };
    expect(await described(ownerFeed.url)).toEqual([
      expect.stringContaining('deadline 10:00 AM.\nBoat: Sea Breeze\nConfirmation code: '),
      expect.stringContaining('\nBoat: Tern\n'),
    ]);
    const before = await fetchFeed(t.app, ownerFeed.url);

    const renamed = await owner.client.patch(`/api/boats/${seaBreeze}`, { name: 'Sea Breeze II' });
    expect(renamed.status).toBe(200);

    const after = await fetchFeed(t.app, ownerFeed.url, {
      'If-None-Match': before.headers.etag as string,
    });
    expect(after.status).toBe(200);
    expect(await described(ownerFeed.url)).toEqual([
      expect.stringContaining('\nBoat: Sea Breeze II\n'),
      expect.stringContaining('\nBoat: Tern\n'),
    ]);
    expect(await described(yardFeed.url)).toEqual([
      expect.stringContaining('\nOwner: Robin Keel\nBoat: Sea Breeze II\n'),
      expect.stringContaining('\nOwner: Robin Keel\nBoat: Tern\n'),
    ]);
  });

  it('when the owner feed gets a serviceType, then it is ignored: still all of their bookings', async () => {
    const owner = await signUpOwner(t.app);
    const haulOut = (await book(owner, { bookingDate: '2030-08-03' })).body.booking;
    const feed = await makeFeed(owner.client);
    const { events } = parseFeed((await fetchFeed(t.app, `${feed.url}?serviceType=launch`)).text);
    expect(events.map((e) => e.uid)).toEqual([`${haulOut.confirmationCode}@app.test`]);
  });

  it('when the admin is demoted, then the yard feed is deleted with the role and stays a 404 once promoted back', async () => {
    const admin = await signUpAdmin(t);
    const feed = await makeFeed(admin.client, 'yard');
    const setRole = (isAdmin: boolean) =>
      t.admin.client.patch(`/api/users/${admin.user.id}/role`).send({ isAdmin });
    expect((await setRole(false)).status).toBe(200);
    const res = await fetchFeed(t.app, feed.url);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Calendar feed not found');
    const left = await t.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, admin.user.id));
    expect(left).toEqual([]);

    expect((await setRole(true)).status).toBe(200);
    expect((await fetchFeed(t.app, feed.url)).status).toBe(404);
    // The role changes signed the admin out; signed in again, they have no yard feed.
    const signIn = { email: admin.email, password: admin.password };
    expect((await admin.client.post('/api/login', signIn)).status).toBe(200);
    expect((await admin.client.get('/api/calendar/feeds')).body.yard).toBeNull();
  });

  it('when a manager becomes office, then the yard feed keeps working; when they become crew, it ends', async () => {
    const admin = await signUpAdmin(t);
    const feed = await makeFeed(admin.client, 'yard');
    const setRole = (role: string) =>
      t.admin.client.patch(`/api/users/${admin.user.id}/role`).send({ role });
    expect((await setRole('office')).status).toBe(200);
    expect((await fetchFeed(t.app, feed.url)).status).toBe(200);
    expect((await setRole('crew')).status).toBe(200);
    expect((await fetchFeed(t.app, feed.url)).status).toBe(404);
    const crew = await signUpStaff(t, 'crew');
    const refused = await crew.client.post('/api/calendar/feeds/yard');
    expect([refused.status, refused.body.code]).toEqual([403, 'role_forbidden']);
    expect((await crew.client.get('/api/calendar/feeds')).body.yard).toBeNull();
  });

  it('when the role is taken away by hand in the database, then the yard feed answers 404 at once', async () => {
    const admin = await signUpAdmin(t);
    const feed = await makeFeed(admin.client, 'yard');
    await t.database.db.update(users).set({ role: 'owner' }).where(eq(users.id, admin.user.id));
    expect((await fetchFeed(t.app, feed.url)).status).toBe(404);
  });

  it('when names and requests hold control characters, separators, newlines and emoji, then the feed still parses strictly', async () => {
    const owner = await signUpOwner(t.app);
    const booking = (await book(owner, { bookingDate: '2030-08-04' })).body.booking;
    const hostileName = 'Evil\r\nATTENDEE:mailto:x@example.test;CN="Q", Boss\u0007 ⛵😀';
    const hostileRequests =
      'a;b,c\\d\r\nEND:VEVENT\nBEGIN:VEVENT\rUID:fake\u001b[31m\ttab ' + '⚓😀é'.repeat(40);
    await t.database.db
      .update(bookings)
      .set({ ownerName: hostileName, specialRequests: hostileRequests })
      .where(eq(bookings.id, booking.id));

    for (const feed of [await makeFeed(owner.client), await makeFeed(t.admin.client, 'yard')]) {
      const { calendar, events } = parseFeed((await fetchFeed(t.app, feed.url)).text);
      const event = eventOf(events, booking.confirmationCode)!;
      expect(event.description).toContain(
        `Special requests: a;b,c\\d\nEND:VEVENT\nBEGIN:VEVENT\nUID:fake [31m\ttab ⚓😀é`,
      );
      expect(calendar.getAllSubcomponents('vevent').every((e) => !e.hasProperty('attendee'))).toBe(
        true,
      );
      expect(events.filter((e) => e.uid === 'fake')).toEqual([]);
    }
    const yard = parseFeed(
      (await fetchFeed(t.app, (await makeFeed(t.admin.client, 'yard')).url)).text,
    );
    expect(eventOf(yard.events, booking.confirmationCode)!.summary).toBe(
      `Haul Out: Evil\nATTENDEE:mailto:x@example.test;CN="Q", Boss  ⛵😀 (${booking.confirmationCode})`,
    );
  });
});
