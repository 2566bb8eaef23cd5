/**
 * The Users tab at a big marina's scale: 10,000 owners and 50,000 bookings on the embedded
 * database, then GET /api/users over HTTP: the first page, a deep page, a search that many
 * users match and one that a single user matches. Figures only: nothing here asserts a time.
 * Run: node_modules/.bin/tsx bench/users-list.ts (BENCH_DATABASE_URL=postgres://… for a server)
 */
import autocannon from 'autocannon';
import { connectPostgres, openEmbedded } from '../server/src/db/client';
import { benchConfig, startBenchApp } from './bench-config';
import { BENCH_PASSWORD, seedBookings } from './seed-bookings';

const OWNERS = Number(process.env.BENCH_OWNERS ?? 10_000);
const BOOKINGS = 5 * OWNERS;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 3);
const config = benchConfig();

async function main() {
  // BENCH_DATABASE_URL: an empty database on a Postgres server instead of embedded PGlite.
  const url = process.env.BENCH_DATABASE_URL;
  const database = url ? connectPostgres(url) : openEmbedded();
  await database.migrate();
  const started = performance.now();
  await seedBookings(database.db, BOOKINGS, OWNERS);
  console.log(
    `Seeded ${OWNERS} owners and ${BOOKINGS} bookings in ${((performance.now() - started) / 1000).toFixed(1)} s on ${url ? 'the Postgres server' : 'embedded PGlite'}.`,
  );
  const { server, base } = await startBenchApp(config, database);
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email: 'owner1@bench.test', password: BENCH_PASSWORD }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  console.log(`autocannon: 2 connections, ${DURATION_S} s each.\n`);

  const measure = async (title: string, path: string) => {
    // Warm up: the first runs of a query in PGlite's WASM are much slower than the rest.
    for (let i = 0; i < 5; i += 1) await fetch(`${base}${path}`, { headers: { cookie } });
    const sample = (await (await fetch(`${base}${path}`, { headers: { cookie } })).json()) as {
      total: number;
    };
    const result = await autocannon({
      url: `${base}${path}`,
      connections: 2,
      duration: DURATION_S,
      headers: { cookie },
    });
    const failed = result.non2xx + result.errors;
    console.log(
      `${title.padEnd(44)} total ${String(sample.total).padStart(6)}  ${String(Math.round(result.requests.average)).padStart(5)} req/s  mean ${result.latency.mean.toFixed(1).padStart(6)} ms  p99 ${String(result.latency.p99).padStart(4)} ms${failed ? `  (${failed} failed)` : ''}`,
    );
  };

  await measure('GET /api/users (first 50)', '/api/users');
  await measure('GET /api/users?offset=9900&limit=100', '/api/users?offset=9900&limit=100');
  await measure('GET /api/users?q=owner12 (many match)', '/api/users?q=owner12&limit=200');
  await measure('GET /api/users?q=owner4321@ (one user)', '/api/users?q=owner4321%40');

  // Let the last responses' session writes finish before the pool goes.
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => setTimeout(resolve, 200));
  await database.close();
}

await main();
