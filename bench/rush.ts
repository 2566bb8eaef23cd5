/**
 * The opening-day rush (docs/product.md#capacity): 3,000 signed-in owners each send one POST
 * /api/bookings for one of 30 deadlines (10 days from the day after tomorrow x 3 deadlines) of
 * capacity 4, the requests started uniformly over 10 s whatever the answers (open loop). Exactly
 * 120 may be booked. Embedded: one app instance; on PostgreSQL two instances on the same database,
 * the requests alternating between them.
 */
import { Agent, request } from 'node:http';
import { sql } from 'drizzle-orm';
import { TIME_SLOTS } from '../shared/constants';
import { addServiceDays, marinaToday } from '../shared/marina-time';
import {
  checkSignedIn,
  createSessionCookies,
  startAppProcess,
  type AppProcess,
} from './app-process';
import { createBenchDatabase } from './bench-database';
import { verdict } from './load';
import { seedBookings } from './seed-bookings';

const OWNERS = 3_000;
const CAPACITY = 4;
const DAYS = 10;
const SPREAD_MS = 10_000;

interface Outcome {
  status: number; // 0: no answer (connection error)
  ms: number;
}

/** One POST as the schedule page sends it; latency counted from its scheduled start. */
function postBooking(
  agent: Agent,
  base: string,
  cookie: string,
  body: string,
  scheduled: number,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const url = new URL('/api/bookings', base);
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-requested-with': 'XMLHttpRequest',
          origin: url.origin,
          cookie,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - scheduled }),
        );
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - scheduled }));
    req.end(body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : 0;

export async function runRush(options: { serverUrl?: string }): Promise<void> {
  const bench = await createBenchDatabase('rush', options.serverUrl);
  const apps: AppProcess[] = [];
  try {
    // owner1 is the seed's admin: the rush is owners 2..3001.
    await seedBookings(bench.handle.db, 0, OWNERS + 1);
    const ownerIds = Array.from({ length: OWNERS }, (_, i) => i + 2);
    const cookies = await createSessionCookies(bench.handle.db, ownerIds);
    await bench.closeSeeding();

    const instances = bench.engine === 'postgres' ? 2 : 1;
    for (let i = 0; i < instances; i += 1) {
      apps.push(
        await startAppProcess({ ...bench.server, env: { SLOT_CAPACITY: String(CAPACITY) } }),
      );
    }
    await checkSignedIn(apps[0]!.base, cookies[0]!);

    const today = marinaToday(new Date(), 'America/New_York');
    const deadlines = Array.from({ length: DAYS }, (_, d) => addServiceDays(today, d + 2)).flatMap(
      (date) => TIME_SLOTS.map((timeSlot) => ({ date, timeSlot })),
    );
    const agents = apps.map(() => new Agent({ keepAlive: true, maxSockets: 256 }));
    console.log(
      `Opening-day rush on ${bench.engine === 'postgres' ? 'PostgreSQL, 2 app instances' : 'embedded PGlite, 1 app instance'}: ${OWNERS} owners, ${deadlines.length} deadlines of capacity ${CAPACITY} (${deadlines[0]!.date} to ${deadlines.at(-1)!.date}), requests started uniformly over ${SPREAD_MS / 1000} s`,
    );

    const started = performance.now();
    const outcomes = await Promise.all(
      cookies.map(async (cookie, i) => {
        const scheduled = started + (i * SPREAD_MS) / OWNERS;
        await new Promise((resolve) => setTimeout(resolve, scheduled - performance.now()));
        const deadline = deadlines[Math.floor(Math.random() * deadlines.length)]!;
        const body = JSON.stringify({
          serviceType: 'launch',
          // Legal for every storage type the seed gives owners (shared/locations.ts).
          sourceSlipType: 'wash-pad',
          destination: 'wet-slip',
          specialRequests: '',
          bookingDate: deadline.date,
          timeSlot: deadline.timeSlot,
        });
        const app = apps[i % apps.length]!;
        const outcome = await postBooking(
          agents[i % apps.length]!,
          app.base,
          cookie,
          body,
          scheduled,
        );
        return { ...outcome, sentAtMs: scheduled - started };
      }),
    );
    const wallMs = performance.now() - started;
    agents.forEach((agent) => agent.destroy());
    for (const app of apps.splice(0)) await app.stop();

    const byStatus = new Map<number, number>();
    for (const o of outcomes) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
    const count = (test: (status: number) => boolean) =>
      [...byStatus].filter(([s]) => test(s)).reduce((sum, [, n]) => sum + n, 0);
    const latencies = outcomes
      .filter((o) => o.status !== 0)
      .map((o) => o.ms)
      .sort((a, b) => a - b);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    const refusals = [...byStatus]
      .filter(([s]) => s >= 400 && s < 500)
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    const created = byStatus.get(201) ?? 0;
    const serverErrors = count((s) => s >= 500);
    const connectionErrors = byStatus.get(0) ?? 0;
    console.log(
      `  sent ${outcomes.length} in ${(wallMs / 1000).toFixed(1)} s; 201: ${created}; refused ${refusals || 'none'}; 5xx: ${serverErrors}; errors (no answer): ${connectionErrors}; other: ${count((s) => s !== 0 && s !== 201 && (s < 400 || s >= 600))}`,
    );
    console.log(`  latency p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms`);
    // Where the tail comes from: when the slowest 1% were sent, and how they were answered.
    const slowest = [...outcomes].sort((a, b) => b.ms - a.ms).slice(0, Math.ceil(OWNERS / 100));
    const sentAt = slowest.map((o) => o.sentAtMs / 1000).sort((a, b) => a - b);
    const slowStatuses = [...new Set(slowest.map((o) => o.status))].join(', ');
    console.log(
      `  slowest 1%: sent ${sentAt[0]!.toFixed(1)} to ${sentAt.at(-1)!.toFixed(1)} s into the rush (median ${sentAt[Math.floor(sentAt.length / 2)]!.toFixed(1)} s), answered ${slowStatuses}`,
    );

    const reader = bench.reopen();
    try {
      const [row] = (
        await reader.db.execute(sql`
          with per_deadline as (
            select booking_date, time_slot, count(*)::int as n from bookings
            where cancelled_at is null group by booking_date, time_slot
          ),
          per_owner as (
            select count(*)::int as n from bookings
            where cancelled_at is null group by user_id, booking_date, time_slot
          )
          select
            (select coalesce(sum(n), 0)::int from per_deadline) as booked,
            (select coalesce(max(n), 0)::int from per_deadline) as fullest,
            (select count(*)::int from per_deadline where n > ${CAPACITY}) as over,
            (select count(*)::int from per_owner where n > 1) as duplicates`)
      ).rows as { booked: number; fullest: number; over: number; duplicates: number }[];
      const db = row!;
      console.log(
        `  database: ${db.booked} booked, fullest deadline ${db.fullest}, ${db.over} deadlines over capacity, ${db.duplicates} duplicate owner/deadline pairs; 201s ${created === db.booked ? 'match' : `DO NOT match (${created})`}`,
      );
      const expected = deadlines.length * CAPACITY;
      console.log(
        verdict('rush: booked', String(db.booked), `= ${expected}`, db.booked === expected),
      );
      console.log(verdict('rush: deadlines over capacity', String(db.over), '0', db.over === 0));
      console.log(
        verdict('rush: duplicate owner/deadline', String(db.duplicates), '0', db.duplicates === 0),
      );
      console.log(verdict('rush: 5xx', String(serverErrors), '0', serverErrors === 0));
      console.log(
        verdict(
          'rush: p99 latency',
          `${p99.toFixed(0)} ms`,
          '<= 500 ms',
          p99 <= 500 && latencies.length > 0,
        ),
      );
    } finally {
      await reader.close();
    }
  } finally {
    for (const app of apps) await app.stop();
    await bench.drop();
  }
}
