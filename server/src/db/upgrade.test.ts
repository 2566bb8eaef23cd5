import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { releaseDatabase, type Release } from '../../test/upgrade/release-database';
import { projectPath } from '../lib/project-root';
import type { Database } from './client';

/**
 * The release before the last schema change, with its data: this release's start-up migrates
 * it, and owners and the office find everything where they left it. When a migration lands,
 * the release before it becomes the next fixture (docs/operations.md, "The upgrade fixture").
 */
const PREVIOUS: Release = { commit: 'c4be3a9', migrations: 17 };
const OWNER_PASSWORD = 'Upgrade-Fixture-1';

/** Row counts of the tables the release had. */
async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const [row] = (
      await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from "${name}"`))
    ).rows;
    counts[name] = row!.n;
  }
  return counts;
}

let t: TestApp;
let before: Record<string, number>;
let codesBefore: { code: string; email: string; date: string; slot: string }[];

beforeAll(async () => {
  const release = await releaseDatabase(PREVIOUS, process.env.TEST_DATABASE_URL);
  const peek = release.open();
  before = await rowCounts(peek.db);
  codesBefore = (
    await peek.db.execute<{ code: string; email: string; date: string; slot: string }>(
      sql`select confirmation_code as code, owner_email as email, booking_date::text as date,
            time_slot as slot from bookings where cancelled_at is null order by 1`,
    )
  ).rows;
  await peek.close();
  t = await createTestApp({ database: release });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function signIn(email: string, password = OWNER_PASSWORD): Promise<ApiClient> {
  const client = apiClient(t.app);
  const res = await client.post('/api/login', { email, password });
  expect(res.status, `sign in as ${email}`).toBe(200);
  return client;
}

describe(`upgrading the database of release ${PREVIOUS.commit}`, () => {
  it('when it starts on the old database, then every migration since has run and no row is lost', async () => {
    const applied = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const { entries } = JSON.parse(
      readFileSync(projectPath('migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    expect(applied.rows[0]!.n).toBe(entries.length);
    expect(entries.length).toBeGreaterThan(PREVIOUS.migrations);

    const after = await rowCounts(t.database.db);
    for (const [table, count] of Object.entries(before)) expect(after[table], table).toBe(count);
    expect(codesBefore.length).toBeGreaterThan(5);
  });

  it('when an owner signs in with their old password, then they see their bookings and place in the queue', async () => {
    const casey = await signIn('casey.mariner@example.test');
    const me = (await casey.get('/api/user')).body as { id: number; ownerName: string };
    expect(me).toMatchObject({ ownerName: 'Casey Mariner', isAdmin: false, role: 'owner' });
    const mine = await casey.get(`/api/bookings/user/${me.id}`);
    expect(mine.status).toBe(200);
    const caseys = codesBefore.filter((b) => b.email === 'casey.mariner@example.test');
    expect(
      (mine.body.bookings as { confirmationCode: string }[]).map((b) => b.confirmationCode).sort(),
    ).toEqual(caseys.map((b) => b.code).sort());

    const jordan = await signIn('jordan.keel@example.test');
    const queue = await jordan.get('/api/waitlist');
    expect(queue.status).toBe(200);
    expect(queue.body.entries).toEqual([
      expect.objectContaining({ bookingDate: '2027-04-06', timeSlot: '10:00 AM' }),
    ]);
  });

  it('when the office signs in, then the desk lists every booking with its lift, closures and holds', async () => {
    const office = await signIn('harbormaster@example.com', 'Harbor-Master-2026');
    // The release's admin is a manager now (migration 0022), with every permission.
    expect((await office.get('/api/user')).body).toMatchObject({ isAdmin: true, role: 'manager' });
    expect((await office.get('/api/tokens')).status).toBe(200);
    const list = await office.get('/api/bookings?from=2027-01-01&to=2027-12-31&limit=100');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(codesBefore.length);
    const moved = (list.body.bookings as { ownerEmail: string; liftId: number | null }[]).find(
      (b) => b.ownerEmail === 'jordan.keel@example.test',
    );
    expect(moved?.liftId).not.toBeNull();
    expect((await office.get('/api/lifts')).body.lifts).toEqual([
      expect.objectContaining({ name: 'Travel lift 1', retiredAt: null }),
    ]);
    const overrides = await office.get('/api/admin/slot-overrides?from=2027-04-27&to=2027-04-27');
    expect(overrides.body.overrides).toEqual([
      expect.objectContaining({ closed: true, reason: 'Travel lift service' }),
    ]);
    const holds = await office.get('/api/weather-holds');
    expect(holds.body.holds).toEqual([expect.objectContaining({ reason: 'Gale warning' })]);
  });

  it('when people go on using it, then new rows follow the old ones and the new tables work', async () => {
    const riley = await signIn('riley.bow@example.test');
    const booked = await riley.post('/api/bookings', {
      serviceType: 'haul-out',
      sourceSlipType: 'wash-pad',
      destination: 'wash-pad',
      specialRequests: null,
      bookingDate: '2027-06-08',
      timeSlot: '12:00 PM',
    });
    expect(booked.status).toBe(201);

    const office = await signIn('harbormaster@example.com', 'Harbor-Master-2026');
    // The release's admin is a manager now (migration 0022), with every permission.
    expect((await office.get('/api/user')).body).toMatchObject({ isAdmin: true, role: 'manager' });
    expect((await office.get('/api/tokens')).status).toBe(200);
    const token = await office.post('/api/tokens', { name: 'Yard display', scope: 'read' });
    expect(token.status).toBe(201);
  });
});
