/**
 * npm run bench:export: both exports at marina-group scale on the embedded database.
 * Seeds 100k bookings (one in ten cancelled), then measures the CSV download (time, size,
 * how far the server's heap grew while streaming it) and the Sheets export to a local fake
 * of Google. Figures only: nothing here asserts a time.
 */
import { openEmbedded } from '../server/src/db/client';
import { startFakeGoogle } from '../server/test/fake-google/fake-google';
import { benchConfig, startBenchApp } from './bench-config';
import { BENCH_PASSWORD, seedBookings } from './seed-bookings';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 100_000);
const OWNERS = 2_000;
const MB = 1024 * 1024;

/**
 * The most memory held at once while `work` runs: every 100 ms a full collection, then the
 * heap in use, so garbage waiting to be collected does not count, only what is kept.
 */
async function peakHeapDuring<T>(work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  global.gc?.();
  let peak = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    global.gc?.();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 100);
  try {
    return { result: await work(), peak };
  } finally {
    clearInterval(timer);
  }
}

async function main() {
  const google = await startFakeGoogle({ maxRequestBytes: 2 * MB });
  const database = openEmbedded();
  await database.migrate();
  await seedBookings(database.db, BOOKINGS, OWNERS);
  const { server, base } = await startBenchApp(benchConfig(google.env()), database);
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email: 'owner1@bench.test', password: BENCH_PASSWORD }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const headers = { cookie, 'x-requested-with': 'XMLHttpRequest' };

  global.gc?.();
  const baseline = process.memoryUsage().heapUsed;
  const rows: Record<string, string | number>[] = [];

  for (let run = 1; run <= 2; run++) {
    const started = performance.now();
    const { result: bytes, peak } = await peakHeapDuring(async () => {
      const res = await fetch(`${base}/api/export/bookings.csv`, { headers });
      let size = 0;
      // Read as a client would, without keeping the body: the server's memory is what counts.
      const reader = res.body!.getReader();
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        size += part.value.length;
      }
      return size;
    });
    rows.push({
      export: `CSV download, run ${run}`,
      seconds: +((performance.now() - started) / 1000).toFixed(2),
      'MB sent': +(bytes / MB).toFixed(1),
      'live heap growth MB': +((peak - baseline) / MB).toFixed(1),
    });
  }

  const started = performance.now();
  const { result: answer, peak } = await peakHeapDuring(async () => {
    const res = await fetch(`${base}/api/export/sheets`, { method: 'POST', headers });
    return (await res.json()) as { bookingsExported: number };
  });
  const writes = google.calls.filter((call) => call.method === 'PUT');
  rows.push({
    export: `Sheets (fake), ${writes.length} writes`,
    seconds: +((performance.now() - started) / 1000).toFixed(2),
    'MB sent': +(writes.reduce((n, call) => n + call.bytes, 0) / MB).toFixed(1),
    'live heap growth MB': +((peak - baseline) / MB).toFixed(1),
  });

  console.log(
    `\n${BOOKINGS} bookings seeded, ${answer.bookingsExported} active; heap before ${(baseline / MB).toFixed(0)} MB` +
      (global.gc ? '' : ' (run with node --expose-gc for steadier heap figures)'),
  );
  console.table(rows);
  server.close();
  await database.close();
  await google.close();
}

await main();
