/**
 * npm run bench: the booking engine at marina-group scale on the embedded database.
 * Seeds 100k bookings (generate_series, a few seconds), then measures over HTTP:
 * the admin list by date window, by search and unfiltered; availability; booking throughput;
 * and what the date-window query costs with the booking indexes dropped.
 * Figures only: nothing here asserts a time.
 */
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openEmbedded } from '../server/src/db/client';
import { benchConfig, startBenchApp } from './bench-config';
import { BENCH_PASSWORD, seedBookings } from './seed-bookings';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 100_000);
const OWNERS = 2_000;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

const config = benchConfig({ SLOT_CAPACITY: '1000' });

async function main() {
  const database = openEmbedded();
  await database.migrate();
  const db = database.db;
  let started = performance.now();
  await seedBookings(db, BOOKINGS, OWNERS);
  const seedMs = performance.now() - started;

  const { server, base } = await startBenchApp(config, database);

  const signIn = async (email: string) => {
    const res = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ email, password: BENCH_PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
    return res.headers.get('set-cookie')!.split(';')[0]!;
  };
  const adminCookie = await signIn('owner1@bench.test');

  const measure = async (title: string, path: string, cookie?: string) => {
    // Warm up: the first runs of a query in PGlite's WASM are much slower than the rest.
    for (let i = 0; i < 5; i += 1)
      await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
    const result = await autocannon({
      url: `${base}${path}`,
      // PGlite answers one query at a time: more connections only queue, so 2 shows service time.
      connections: 2,
      duration: DURATION_S,
      headers: cookie ? { cookie } : {},
    });
    const non2xx = result.non2xx + result.errors;
    const row = {
      title,
      'req/s': Math.round(result.requests.average),
      'ms mean': result.latency.mean,
      'ms p99': result.latency.p99,
      failures: non2xx,
    };
    console.log(
      `${title.padEnd(46)} ${String(row['req/s']).padStart(6)} req/s  mean ${row['ms mean'].toFixed(1).padStart(6)} ms  p99 ${String(row['ms p99']).padStart(4)} ms${non2xx ? `  (${non2xx} failed)` : ''}`,
    );
    return row;
  };

  const active = (
    await db.execute(sql`select count(*)::int as n from bookings where cancelled_at is null`)
  ).rows[0] as { n: number };
  console.log(
    `Seeded ${BOOKINGS} bookings (${active.n} active) for ${OWNERS} owners in ${(seedMs / 1000).toFixed(1)} s on embedded PGlite.`,
  );
  console.log(
    `autocannon: 2 connections, ${DURATION_S} s each (embedded database: one query at a time).\n`,
  );

  const week = '/api/bookings?from=2026-03-02&to=2026-03-08';
  const range = await measure('GET /api/bookings one week (~380 rows)', week, adminCookie);
  const month = await measure(
    'GET /api/bookings one month, sort=owner',
    '/api/bookings?from=2026-03-01&to=2026-03-31&sort=owner',
    adminCookie,
  );
  const search = await measure(
    'GET /api/bookings?q=owner1234 (all years)',
    '/api/bookings?q=owner1234',
    adminCookie,
  );
  const searchCode = await measure(
    'GET /api/bookings?q=B00186A (code)',
    '/api/bookings?q=B00186A',
    adminCookie,
  );
  const all = await measure(
    'GET /api/bookings unfiltered (first 500 + total)',
    '/api/bookings',
    adminCookie,
  );
  const availability = await measure(
    'GET /api/timeslots/available',
    '/api/timeslots/available?date=2026-03-04&serviceType=launch',
  );

  // Booking throughput: 50 owners, each booking 8 deadlines in turn, all owners at once.
  const owners = await Promise.all(
    Array.from({ length: 50 }, (_, i) => signIn(`owner${i * 3 + 2}@bench.test`)),
  );
  const PER_OWNER = 8;
  started = performance.now();
  const statuses = await Promise.all(
    owners.map(async (cookie, i) => {
      const results: number[] = [];
      for (let k = 0; k < PER_OWNER; k += 1) {
        const day = 1 + ((i * PER_OWNER + k) % 28);
        const res = await fetch(`${base}/api/bookings`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-requested-with': 'XMLHttpRequest',
            cookie,
          },
          body: JSON.stringify({
            serviceType: 'launch',
            sourceSlipType: 'parking-lot',
            destination: 'wet-slip',
            bookingDate: `2031-0${1 + (k % 3)}-${String(day).padStart(2, '0')}`,
            timeSlot: ['10:00 AM', '12:00 PM', '3:00 PM'][(i + k) % 3],
          }),
        });
        results.push(res.status);
      }
      return results;
    }),
  );
  const postMs = performance.now() - started;
  const flat = statuses.flat();
  const created = flat.filter((s) => s === 201).length;
  console.log(
    `${'POST /api/bookings (50 owners x 8, concurrent)'.padEnd(46)} ${String(Math.round((flat.length / postMs) * 1000)).padStart(6)} req/s  mean ${(postMs / flat.length).toFixed(1).padStart(6)} ms per booking overall; ${created} created, ${flat.length - created} refused`,
  );

  // The same week window with the booking indexes gone: what the indexes buy.
  await db.execute(
    sql`drop index bookings_slot_active_idx, bookings_date_idx, bookings_reminder_due_idx`,
  );
  await db.execute(sql`analyze bookings`);
  const noIndex = await measure('GET /api/bookings one week, indexes dropped', week, adminCookie);

  console.log('\nRatios');
  console.log(
    `  week window: indexed is ${(noIndex['ms mean'] / range['ms mean']).toFixed(1)}x faster than a full scan`,
  );
  console.log(
    `  unfiltered list vs week window: ${(all['ms mean'] / range['ms mean']).toFixed(1)}x the time`,
  );
  console.log(
    `  name search over all years vs week window: ${(search['ms mean'] / range['ms mean']).toFixed(1)}x`,
  );
  console.log(
    `  code search vs week window: ${(searchCode['ms mean'] / range['ms mean']).toFixed(1)}x; month sorted by owner: ${(month['ms mean'] / range['ms mean']).toFixed(1)}x`,
  );
  console.log(`  availability: ${availability['ms mean'].toFixed(2)} ms mean`);

  await new Promise((resolve) => server.close(resolve));
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
