import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserList } from '@shared/api/users';
import { bookings, users } from '../server/src/db/schema';
import { useTestApp } from '../server/test/use-test-app';
import { START, testClock } from '../server/test/kits/booking-kit';

/**
 * The Users tab with a big marina's worth of accounts: 10,000 users written straight into
 * the table (signing each up would spend minutes on bcrypt), then searched and paged through
 * the API. Correctness only: timings are for `npm run bench`, never asserted here.
 */
const USERS = 10_000;
const BATCH = 1_000;
const pad = (n: number) => String(n).padStart(5, '0');
/** Every 7th user is a 'harbour' owner; every 100th has two bookings, one in the past. */
const isHarbour = (n: number) => n % 7 === 0;
const harbourCount = Array.from({ length: USERS }, (_, n) => n).filter(isHarbour).length;

const clock = testClock();
const t = useTestApp({ now: clock.now, admin: true });
const idOf = new Map<number, number>();

beforeAll(async () => {
  for (let start = 0; start < USERS; start += BATCH) {
    const rows = Array.from({ length: BATCH }, (_, i) => {
      const n = start + i;
      return {
        email: `seed-${pad(n)}@bulk.test`,
        username: `seed${pad(n)}`,
        ownerName: isHarbour(n) ? `Harbour Owner ${pad(n)}` : `Owner ${pad(n)}`,
        passwordHash: 'not-a-real-hash',
      };
    });
    const inserted = await t.database.db
      .insert(users)
      .values(rows)
      .returning({ id: users.id, email: users.email });
    for (const row of inserted) idOf.set(Number(row.email.slice(5, 10)), row.id);
  }
  const booked = [...idOf.entries()].filter(([n]) => n % 100 === 0);
  await t.database.db.insert(bookings).values(
    booked.flatMap(([n, userId]) =>
      ['2030-05-01', '2030-07-01'].map((bookingDate, k): typeof bookings.$inferInsert => ({
        userId,
        serviceType: 'launch',
        sourceSlipType: 'dry-storage',
        destination: 'wet-slip',
        ownerName: `Owner ${pad(n)}`,
        ownerEmail: `seed-${pad(n)}@bulk.test`,
        ownerPhone: '555-0100',
        bookingDate,
        timeSlot: '10:00 AM',
        confirmationCode: `${k}S${pad(n)}X`,
      })),
    ),
  );
  clock.instant = START;
}, 120_000);

const list = async (query: string): Promise<AdminUserList> => {
  const res = await t.admin.client.get(`/api/users${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as AdminUserList;
};

describe(`GET /api/users with ${USERS.toLocaleString('en-US')} users`, () => {
  it('when nothing is searched, then total counts every user and a deep page starts where it should', async () => {
    const first = await list('?limit=200');
    expect(first.total).toBe(USERS + 1); // and the admin
    expect(first.users).toHaveLength(200);
    // The admin's address starts 'admin-', before every 'seed-' address.
    expect(first.users[0]!.id).toBe(t.admin.user.id);
    expect(first.users[1]!.email).toBe('seed-00000@bulk.test');
    const deep = await list('?limit=200&offset=9801');
    expect(deep.users.map((u) => u.email)).toEqual(
      Array.from({ length: 200 }, (_, i) => `seed-${pad(9800 + i)}@bulk.test`),
    );
    expect((await list('?offset=10001')).users).toEqual([]);
  });

  it('when a word in some owner names is searched, then total and every page agree with the seed', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset <= USERS; offset += 200) {
      const page = await list(`?q=HARBOUR&limit=200&offset=${offset}`);
      expect(page.total).toBe(harbourCount);
      seen.push(...page.users.map((u) => u.ownerName));
      if (page.users.length < 200) break;
    }
    expect(seen).toHaveLength(harbourCount);
    expect(new Set(seen).size).toBe(harbourCount);
    expect(seen.every((name) => name.startsWith('Harbour Owner'))).toBe(true);
  });

  it('when one user is searched among thousands, then only they come back, with their booking counts', async () => {
    const page = await list('?q=seed04200');
    expect(page.total).toBe(1);
    expect(page.users[0]).toMatchObject({
      id: idOf.get(4200),
      username: 'seed04200',
      upcomingBookings: 1,
      activeBookings: 2,
    });
    const near = await list('?q=seed-042&limit=200');
    expect(near.total).toBe(100);
    const counted = near.users.filter((u) => u.activeBookings > 0);
    expect(counted.map((u) => u.email)).toEqual(['seed-04200@bulk.test']);
  });
});
