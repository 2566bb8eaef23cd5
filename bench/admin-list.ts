/**
 * The admin Bookings tab as the list grows (docs/decisions/0013-admin-list-at-scale.md): 1k, 10k
 * and 100k bookings seeded, each in a fresh database served by the real server in its own process,
 * then the four requests the dashboard sends, measured one at a time (1 connection: latency, not
 * throughput). Target: at 100k each p50 and p99 within 2x of the 1k figure.
 *
 * "Today" is the seed's first day, so every seeded booking is upcoming: the first page,
 * the search and the owner sort all page through the whole list (the hard case; a marina
 * whose history lies before today only makes these lists shorter).
 *
 * Run: npx tsx bench/admin-list.ts (BENCH_SECONDS, BENCH_DATABASE_URL=postgres://… for a server)
 */
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { AdminBookingsParams } from '../shared/schemas/bookings';
import { connectPostgres, openEmbedded, type DatabaseHandle } from '../server/src/db/client';
import { users } from '../server/src/db/schema';
import {
  checkSignedIn,
  createSessionCookies,
  pgliteDir,
  startAppProcess,
  type AppProcess,
} from './app-process';
import { verdict } from './load';
import { seedBookings } from './seed-bookings';

const SIZES = [1_000, 10_000, 100_000];
/** Fifty bookings an owner at every size, as bench/run.ts seeds 100k for 2,000 owners. */
const ownersFor = (bookings: number) => bookings / 50;
const TODAY = '2024-01-01';
/** One owner's email, as the office pastes it: the same ~45 active bookings at every size. */
const SEARCH = 'owner17@bench.test';

/** The query string as client/src/features/admin-bookings/api/get-admin-bookings.ts builds it. */
function bookingsPath(params: AdminBookingsParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  return `/api/bookings?${search.toString()}`;
}

/** The dashboard's requests (list-params.ts listParams, use-calendar-bookings.ts). */
const QUERIES: { title: string; path: string }[] = [
  {
    title: 'first page',
    path: bookingsPath({ from: TODAY, sort: 'date', limit: 50, offset: 0 }),
  },
  {
    title: 'owner search',
    path: bookingsPath({ from: TODAY, q: SEARCH, sort: 'date', limit: 50, offset: 0 }),
  },
  {
    title: 'sort by owner',
    path: bookingsPath({ from: TODAY, sort: 'owner', limit: 50, offset: 0 }),
  },
  {
    // January 2024's month grid: Sunday 31 Dec to Saturday 3 Feb; the first of its requests.
    title: 'calendar month',
    path: bookingsPath({
      from: '2023-12-31',
      to: '2024-02-03',
      sort: 'date',
      limit: 1000,
      offset: 0,
    }),
  },
];

interface Figure {
  p50: number;
  p99: number;
  rps: number;
  total: number;
  failed: number;
}

async function seedAndSignIn(database: DatabaseHandle, size: number): Promise<string> {
  await database.migrate();
  await seedBookings(database.db, size, ownersFor(size));
  const [admin] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'owner1@bench.test'));
  const [cookie] = await createSessionCookies(database.db, [admin!.id]);
  return cookie!;
}

/** A database of its own for one size; cleanup drops it (server) or removes the directory. */
async function freshDatabase(size: number, databaseUrl: string | undefined) {
  if (!databaseUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-admin-list-'));
    const database = openEmbedded(pgliteDir(dataDir));
    const cookie = await seedAndSignIn(database, size);
    // PGlite's directory belongs to one process: the server opens it after this closes.
    await database.close();
    return {
      cookie,
      server: { dataDir },
      cleanup: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `bench_admin_list_${size}_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = connectPostgres(url.toString(), 2);
  const cookie = await seedAndSignIn(database, size).finally(() => database.close());
  return {
    cookie,
    server: { databaseUrl: url.toString() },
    cleanup: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function measure(app: AppProcess, cookie: string, path: string, seconds: number) {
  const url = `${app.base}${path}`;
  // Warm up: the first runs of a query (plans, PGlite's WASM) are much slower than the rest.
  for (let i = 0; i < 10; i += 1) await (await fetch(url, { headers: { cookie } })).arrayBuffer();
  const sample = (await (await fetch(url, { headers: { cookie } })).json()) as { total: number };
  const result = await autocannon({ url, connections: 1, duration: seconds, headers: { cookie } });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    total: sample.total,
    failed: result.non2xx + result.errors,
  } satisfies Figure;
}

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

export async function runAdminListBench(options: {
  databaseUrl?: string;
  seconds: number;
}): Promise<void> {
  const engine = options.databaseUrl ? 'the PostgreSQL server' : 'embedded PGlite (on disk)';
  console.log(
    `Admin list on ${engine}: autocannon, 1 connection, ${options.seconds} s per request; today = ${TODAY}.`,
  );
  const figures = new Map<number, Figure[]>();
  for (const size of SIZES) {
    const { cookie, server, cleanup } = await freshDatabase(size, options.databaseUrl);
    try {
      const app = await startAppProcess(server);
      try {
        await checkSignedIn(app.base, cookie);
        const row: Figure[] = [];
        for (const query of QUERIES) {
          const figure = await measure(app, cookie, query.path, options.seconds);
          row.push(figure);
          console.log(
            `${String(size).padStart(7)} bookings  ${query.title.padEnd(15)} total ${String(figure.total).padStart(6)}  p50 ${ms(figure.p50)}  p99 ${ms(figure.p99)}  ${String(Math.round(figure.rps)).padStart(5)} req/s${figure.failed ? `  (${figure.failed} failed)` : ''}`,
          );
        }
        figures.set(size, row);
      } finally {
        await app.stop();
      }
    } finally {
      await cleanup();
    }
  }

  const small = figures.get(SIZES[0]!)!;
  const large = figures.get(SIZES.at(-1)!)!;
  console.log('\n100k / 1k (target <= 2.0):');
  QUERIES.forEach((query, i) => {
    // autocannon rounds latencies to whole ms; a 0 ms baseline counts as 1 ms.
    for (const key of ['p50', 'p99'] as const) {
      const ratio = large[i]![key] / Math.max(small[i]![key], 1);
      console.log(
        verdict(
          `admin list API: ${query.title} ${key}, 100k / 1k`,
          ratio.toFixed(2),
          '<= 2.0',
          ratio <= 2,
          `1k bookings (${small[i]![key]} ms -> ${large[i]![key]} ms)`,
        ),
      );
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  await runAdminListBench({
    databaseUrl: process.env.BENCH_DATABASE_URL,
    seconds: Number(process.env.BENCH_SECONDS ?? 5),
  });
}
