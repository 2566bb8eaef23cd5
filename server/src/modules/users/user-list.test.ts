import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminUserList, AdminUserSummary } from '@shared/api/users';
import { bookings, smsSubscriptions, users } from '../../db/schema';
import { signUpOwner } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import { adminPayload } from '../../../test/kits/booking-kit';

const { t, clock } = useBookingApp();

const list = async (query: string): Promise<AdminUserList> => {
  const res = await t.admin.client.get(`/api/users${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as AdminUserList;
};
const row = (page: AdminUserList, id: number): AdminUserSummary | undefined =>
  page.users.find((u) => u.id === id);

/** A word no other test's users contain, so a search finds exactly this test's users. */
const tag = () => `t${randomBytes(4).toString('hex')}`;

/** A past booking cannot be made through the API: it is written as the office once took it. */
async function insertBooking(userId: number, bookingDate: string, cancelled = false) {
  await t.database.db.insert(bookings).values({
    userId,
    serviceType: 'launch',
    sourceSlipType: 'dry-storage',
    destination: 'wet-slip',
    ownerName: 'Casey Mariner',
    ownerEmail: 'casey@example.test',
    ownerPhone: '555-0100',
    bookingDate,
    timeSlot: '10:00 AM',
    confirmationCode: randomBytes(4).toString('hex').toUpperCase(),
    cancelledAt: cancelled ? new Date() : null,
  });
}

describe('GET /api/users: search and order', () => {
  it('when q is part of an email, a username or an owner name in any case, then exactly those users come back, ordered by email', async () => {
    const word = tag();
    const byEmail = await signUpOwner(t.app, { email: `b-${word}@example.test` });
    const byName = await signUpOwner(t.app, { fullName: `Dana ${word.toUpperCase()}` });
    const byUsername = await signUpOwner(t.app);
    await t.database.db
      .update(users)
      .set({ username: `A-${word}-boat` })
      .where(eq(users.id, byUsername.user.id));
    await signUpOwner(t.app); // not matching

    const page = await list(`?q=${word.toUpperCase().slice(0, 6)}`);
    expect(page.total).toBe(3);
    expect(page.users.map((u) => u.id).sort()).toEqual(
      [byEmail.user.id, byName.user.id, byUsername.user.id].sort(),
    );
    const emails = page.users.map((u) => u.email.toLowerCase());
    expect(emails).toEqual([...emails].sort());
  });

  it("when q holds '%', '_' or '\\', then they match only themselves, not any character", async () => {
    const word = tag();
    const literal = await signUpOwner(t.app, { fullName: `Pat ${word}_100%\\x` });
    await signUpOwner(t.app, { fullName: `Pat ${word}a100ab` });
    const underscore = await list(`?q=${encodeURIComponent(`${word}_100%\\`)}`);
    expect(underscore.users.map((u) => u.id)).toEqual([literal.user.id]);
    expect((await list(`?q=${encodeURIComponent(`${word}%`)}`)).total).toBe(0);
  });

  it('when no q is given, then every user is counted and the default page holds 50', async () => {
    for (let i = 0; i < 3; i += 1) await signUpOwner(t.app);
    const page = await list('');
    expect(page.users.length).toBe(Math.min(50, page.total));
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(page)).not.toMatch(/password|hash|\$2[aby]\$/i);
  });
});

describe('GET /api/users: booking counts', () => {
  it('when a user has past, today, future and cancelled bookings, then upcoming counts today and later and active counts every booking not cancelled', async () => {
    const owner = await signUpOwner(t.app, { email: `counts-${tag()}@example.test` });
    const today = '2030-06-10'; // the test clock's marina date
    await insertBooking(owner.user.id, '2030-05-01');
    await insertBooking(owner.user.id, today);
    await insertBooking(owner.user.id, '2030-06-09', true);
    await insertBooking(owner.user.id, '2030-06-20', true);
    const booked = await t.admin.client.post(
      '/api/bookings',
      adminPayload(owner.user.id, { bookingDate: '2030-08-01' }),
    );
    expect(booked.status).toBe(201);
    const idle = await signUpOwner(t.app);

    const page = await list(`?q=${owner.email}`);
    expect(row(page, owner.user.id)).toMatchObject({ upcomingBookings: 2, activeBookings: 3 });
    expect(row(await list(`?q=${idle.email}`), idle.user.id)).toMatchObject({
      upcomingBookings: 0,
      activeBookings: 0,
    });
  });

  it("when it is late evening in the marina but already tomorrow in UTC, then today's bookings still count as upcoming", async () => {
    const owner = await signUpOwner(t.app);
    await insertBooking(owner.user.id, '2030-06-10');
    // 22:00 on 10 June in New York is 02:00 on 11 June in UTC.
    clock.set('2030-06-11T02:00:00Z');
    expect(row(await list(`?q=${owner.email}`), owner.user.id)?.upcomingBookings).toBe(1);
    // Two hours later the marina's day has turned too.
    clock.set('2030-06-11T04:30:00Z');
    expect(row(await list(`?q=${owner.email}`), owner.user.id)?.upcomingBookings).toBe(0);
  });
});

describe('GET /api/users: a verified mobile', () => {
  /** Every page of the unfiltered list, as the Users tab walks it without a search. */
  async function everyUser(): Promise<AdminUserSummary[]> {
    const found: AdminUserSummary[] = [];
    for (let offset = 0; ; offset += 200) {
      const page = await list(`?limit=200&offset=${offset}`);
      found.push(...page.users);
      if (offset + 200 >= page.total) return found;
    }
  }

  it('when an owner proved a mobile for texts, then their row shows it in E.164, searched or not; others show null', async () => {
    const word = tag();
    const texted = await signUpOwner(t.app, { email: `${word}-texted@example.test` });
    await t.database.db.insert(smsSubscriptions).values({
      userId: texted.user.id,
      phoneNumber: '+16175550123',
      verifiedAt: new Date(),
      confirmations: false,
      reminders: false,
      status: false,
    });
    const mailOnly = await signUpOwner(t.app, { email: `${word}-mail@example.test` });

    const searched = await list(`?q=${word}`);
    expect(row(searched, texted.user.id)?.mobile).toBe('+16175550123');
    expect(row(searched, texted.user.id)?.mobileDisplay).toBe('(617) 555-0123');
    expect(row(searched, mailOnly.user.id)?.mobile).toBeNull();
    const all = await everyUser();
    expect(all.find((u) => u.id === texted.user.id)?.mobile).toBe('+16175550123');
    expect(all.find((u) => u.id === mailOnly.user.id)?.mobile).toBeNull();
  });
});

describe('GET /api/users: parameters', () => {
  it.each([
    ['?q=a&q=b', 'q', 'Give q once'],
    ['?limit=5&limit=6', 'limit', 'Give limit once'],
    ['?search=smith', 'search', 'Unknown parameter "search": use q, limit, offset'],
    ['?q[x]=1', 'q[x]', 'Unknown parameter "q[x]": use q, limit, offset'],
    ['?limit=1e3', 'limit', 'Limit must be a whole number'],
    ['?limit=%207', 'limit', 'Limit must be a whole number'],
    ['?limit=-1', 'limit', 'Limit must be at least 1'],
    ['?limit=', 'limit', 'Limit must be a whole number'],
    ['?limit=0', 'limit', 'Limit must be at least 1'],
    ['?limit=201', 'limit', 'Limit must be at most 200'],
    ['?offset=1.5', 'offset', 'Offset must be a whole number'],
    ['?offset=2147483648', 'offset', 'Offset must be at most 2147483647'],
    ['?offset=99999999999999999999999', 'offset', 'Offset must be at most 2147483647'],
    ['?q=a%00b', 'q', 'Search must not contain control characters'],
    [`?q=${'x'.repeat(255)}`, 'q', 'Search must be at most 254 characters'],
  ])('when the query is %s, then 400 naming %s', async (query, path, message) => {
    const res = await t.admin.client.get(`/api/users${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toContainEqual({ path, message });
  });

  it('when limit and offset are at their largest, then 200 with an empty page past the end', async () => {
    const page = await list('?limit=200&offset=2147483647');
    expect(page.users).toEqual([]);
    expect(page.total).toBeGreaterThan(0);
  });

  it('when limit and offset page through a search, then the pages join up without gaps or repeats', async () => {
    const word = tag();
    const ids: number[] = [];
    // Signed up in reverse email order, so an id order would show.
    for (let i = 6; i >= 0; i -= 1) {
      ids.unshift((await signUpOwner(t.app, { email: `${word}-${i}@example.test` })).user.id);
    }
    const pages = [
      await list(`?q=${word}&limit=3`),
      await list(`?q=${word}&limit=3&offset=3`),
      await list(`?q=${word}&limit=3&offset=6`),
    ];
    expect(pages.map((p) => p.total)).toEqual([7, 7, 7]);
    expect(pages.map((p) => p.users.length)).toEqual([3, 3, 1]);
    expect(pages.flatMap((p) => p.users.map((u) => u.id))).toEqual(ids);
    // Past the last match the page is empty, and the total still counts every match.
    expect(await list(`?q=${word}&offset=7`)).toEqual({ users: [], total: 7 });
  });
});
