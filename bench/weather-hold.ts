/**
 * npm run bench:hold: a weather hold over a busy day (docs/performance.md). 200 bookings on the
 * held day; the 30 days after it hold 60 bookings each against 72 places, so the hold walks about
 * three weeks of deadlines to place them. Measures the preview and the hold over HTTP, in this
 * process. Embedded PGlite by default; with DATABASE_URL, a database of its own on that server
 * (dropped after). Figures only: nothing here asserts a time.
 */
import { sql } from 'drizzle-orm';
import { addServiceDays, marinaToday } from '../shared/marina-time';
import { benchConfig, startBenchApp } from './bench-config';
import { createBenchDatabase } from './bench-database';
import { BENCH_PASSWORD, seedBookings } from './seed-bookings';

const HELD_BOOKINGS = Number(process.env.BENCH_HELD_BOOKINGS ?? 200);
const OWNERS = 2_000;
const LATER_DAYS = 30;
const config = benchConfig({ SLOT_CAPACITY: '24' });

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: Math.round(performance.now() - started) };
}

async function main() {
  const bench = await createBenchDatabase('hold', process.env.DATABASE_URL || undefined);
  const today = marinaToday(new Date(), config.MARINA_TZ);
  const held = addServiceDays(today, 10);
  try {
    const { db } = bench.handle;
    // 60 a day from the day after the hold on (20 per deadline of 24 places), one in ten
    // cancelled: about 6 places free per deadline.
    await seedBookings(db, LATER_DAYS * 60, OWNERS, { from: addServiceDays(held, 1) });
    await db.execute(sql`
      insert into bookings (user_id, service_type, source_slip_type, destination, owner_name,
        owner_email, owner_phone, booking_date, time_slot, confirmation_code)
      select u.id, 'haul-out', 'my-wet-slip', 'wash-pad', u.owner_name, u.email, '555-0100',
        ${held}::date, (array['10:00 AM', '12:00 PM', '3:00 PM'])[1 + u.id % 3],
        'H' || upper(lpad(to_hex(u.id), 7, '0'))
      from users u where u.id between 2 and ${HELD_BOOKINGS + 1}`);
    const { server, base } = await startBenchApp(config, bench.handle);
    try {
      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ email: 'owner1@bench.test', password: BENCH_PASSWORD }),
      });
      const headers = {
        cookie: login.headers.get('set-cookie')!.split(';')[0]!,
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
      };
      const body = JSON.stringify({ date: held, reason: 'Gale warning' });
      const post = async (path: string) => {
        const res = await fetch(`${base}${path}`, { method: 'POST', headers, body });
        if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
        return (await res.json()) as {
          moves: { to: { bookingDate: string } | null }[];
          hold?: { moved: number; unplaced: number };
        };
      };
      const preview = await timed(() => post('/api/weather-holds/preview'));
      const hold = await timed(() => post('/api/weather-holds'));
      const lastDate = hold.result.moves
        .map((move) => move.to?.bookingDate ?? '')
        .reduce((a, b) => (a > b ? a : b), '');
      console.table([
        { step: 'preview', bookings: preview.result.moves.length, ms: preview.ms },
        {
          step: 'hold',
          bookings: hold.result.moves.length,
          moved: hold.result.hold!.moved,
          unplaced: hold.result.hold!.unplaced,
          'days walked': lastDate
            ? Math.round((Date.parse(lastDate) - Date.parse(held)) / 864e5)
            : 0,
          ms: hold.ms,
        },
      ]);
      console.log(
        `${bench.engine}: a hold over ${hold.result.moves.length} bookings in ${(hold.ms / 1000).toFixed(2)} s (aim: under 5 s on PostgreSQL); preview ${(preview.ms / 1000).toFixed(2)} s`,
      );
    } finally {
      server.close();
    }
  } finally {
    await bench.closeSeeding();
    await bench.drop();
  }
}

await main();
