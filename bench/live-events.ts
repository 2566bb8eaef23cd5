/**
 * npm run bench:events: 500 open event streams on one server (docs/performance.md). The server
 * runs in a child process, started as production starts it; this process holds the streams.
 * Each round an admin flips one booking's completed flag and every stream waits for that
 * change's event. The delay is counted from the moment the change's request was sent (an
 * upper bound on commit-to-receipt: the commit comes later). Embedded PGlite by default; with
 * DATABASE_URL, a database of its own on that server (dropped after). Figures only: the goal
 * (p99 at most 1 s) is printed beside them as PASS/MISS, nothing asserts it.
 *
 * Memory per open stream: the server process's resident set (/proc/<pid>/status VmRSS) and
 * its V8 heap in use after a forced collection (bench/memory-probe.ts, loaded into the child),
 * read after the first stream is open (so the code path is warm) and again after each fifth
 * of the rest: the figure is the median of the five steps' growth per stream added.
 */
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { addServiceDays, marinaToday } from '../shared/marina-time';
import { createSessionCookies, startAppProcess } from './app-process';
import { createBenchDatabase } from './bench-database';
import { verdict } from './load';
import { seedBookings } from './seed-bookings';
import { kib, memoryProbe, mib, perStream, readMemory, type Reading } from './server-memory';
import { recordInfo } from './summary';

/** How many steps the streams are opened in, memory read after each. */
const MEMORY_STEPS = 5;
/** A round whose event has not reached every stream by then counts the rest as lost. */
const ROUND_TIMEOUT_MS = 5_000;
const GOAL_MS = 1_000;

interface Reader {
  /** When the next booking event not yet taken arrived (waits for it; one change per round). */
  next(): Promise<number>;
  close(): void;
}

/** A stream read as a browser reads it; only the arrival of `event: booking` matters here. */
async function openReader(base: string, cookie: string): Promise<Reader> {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/events`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  if (res.status !== 200) throw new Error(`GET /api/events: ${res.status} ${await res.text()}`);
  const arrivals: number[] = [];
  let wake = () => {};
  void (async () => {
    const decoder = new TextDecoder();
    let text = '';
    try {
      const body = res.body!.getReader();
      for (;;) {
        const { done, value } = await body.read();
        if (done) break;
        const at = performance.now();
        text += decoder.decode(value, { stream: true });
        for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
          if (/^event: ?booking$/m.test(text.slice(0, end))) arrivals.push(at);
          text = text.slice(end + 2);
        }
        wake();
      }
    } catch {
      // closed
    }
  })();
  let taken = 0;
  return {
    async next() {
      while (taken >= arrivals.length) await new Promise<void>((resolve) => (wake = resolve));
      return arrivals[taken++]!;
    },
    close: () => abort.abort(),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export interface LiveEventsOptions {
  databaseUrl?: string;
  streams?: number;
  rounds?: number;
}

export async function runLiveEventsBench(options: LiveEventsOptions = {}): Promise<void> {
  const STREAMS = options.streams ?? Number(process.env.BENCH_STREAMS ?? 500);
  const ROUNDS = options.rounds ?? Number(process.env.BENCH_ROUNDS ?? 20);
  if (STREAMS < 2) throw new Error('BENCH_STREAMS: at least 2 (one opened before the baseline)');
  const bench = await createBenchDatabase('events', options.databaseUrl);
  const from = addServiceDays(marinaToday(new Date(), 'America/New_York'), 30);
  try {
    const { db } = bench.handle;
    await seedBookings(db, 60, STREAMS, { from });
    // Every stream its own admin: a user may hold ten streams per instance.
    await db.execute(sql`update users set role = 'manager'`);
    const cookies = await createSessionCookies(
      db,
      Array.from({ length: STREAMS }, (_, i) => i + 1),
    );
    const [booking] = (
      await db.execute(sql`select id from bookings where cancelled_at is null order by id limit 1`)
    ).rows as { id: number }[];
    await bench.closeSeeding();

    const probe = memoryProbe(`${bench.dir}/memory.json`);
    const app = await startAppProcess({
      ...bench.server,
      logFile: `${bench.dir}/server.log`,
      nodeArgs: probe.nodeArgs,
      env: probe.env,
    });
    const readers: Reader[] = [];
    try {
      readers.push(await openReader(app.base, cookies[0]!));
      // Memory with 1 stream, then after each fifth of the rest: the figure per stream is the
      // median step, which one release of native memory (glibc returning a freed arena, seen
      // as a 17 MiB drop at any moment) cannot swing as it swings a single before/after pair.
      const readings: Reading[] = [{ ...(await readMemory(app, probe)), streams: 1 }];
      const step = Math.ceil((STREAMS - 1) / MEMORY_STEPS);
      let openMs = 0;
      for (let opened = 1; opened < STREAMS;) {
        const started = performance.now();
        const end = Math.min(STREAMS, opened + step);
        while (opened < end) {
          const batch = cookies.slice(opened, Math.min(end, opened + 50));
          readers.push(...(await Promise.all(batch.map((c) => openReader(app.base, c)))));
          opened += batch.length;
        }
        openMs += performance.now() - started;
        readings.push({ ...(await readMemory(app, probe)), streams: readers.length });
      }

      const delays: number[] = [];
      const lastPerRound: number[] = [];
      let lost = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const sent = performance.now();
        const res = await fetch(`${app.base}/api/bookings/${booking!.id}/completed`, {
          method: 'PATCH',
          headers: {
            cookie: cookies[0]!,
            'content-type': 'application/json',
            'x-requested-with': 'XMLHttpRequest',
          },
          body: JSON.stringify({ completed: round % 2 === 0 }),
        });
        if (res.status !== 200) throw new Error(`PATCH completed: ${res.status}`);
        const timeout = new Promise<null>((resolve) =>
          setTimeout(() => resolve(null), ROUND_TIMEOUT_MS),
        );
        const times = await Promise.all(readers.map((r) => Promise.race([r.next(), timeout])));
        const reached = times.filter((t): t is number => t !== null).map((t) => t - sent);
        lost += times.length - reached.length;
        delays.push(...reached);
        lastPerRound.push(Math.max(...reached));
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      delays.sort((a, b) => a - b);
      lastPerRound.sort((a, b) => a - b);
      const ms = (value: number) => `${value.toFixed(1)} ms`;
      const added = STREAMS - 1;
      const [first, last] = [readings[0]!, readings.at(-1)!];
      const rssPerStream = perStream(readings, 'rss');
      const heapPerStream = perStream(readings, 'heap');
      const steps = readings.map((r) => `${r.streams}: ${mib(r.rss)}`).join(', ');
      const p99 = percentile(delays, 99);
      console.log(
        [
          `live events bench (${bench.engine}): ${STREAMS} streams on one server, ${ROUNDS} changes`,
          `  streams opened in ${Math.round(openMs)} ms (${added} after the first)`,
          `  server process ${app.pid}: RSS by open streams ${steps}: ${kib(rssPerStream)} per open stream (median step)`,
          `  V8 heap in use after a collection: ${mib(first.heap)} with 1 stream, ${mib(last.heap)} with ${STREAMS}: ${kib(heapPerStream)} per open stream (median step)`,
          `  deliveries: ${delays.length} of ${STREAMS * ROUNDS} (${lost} not within ${ROUND_TIMEOUT_MS} ms)`,
          `  delay from the change's request to receipt, every delivery:`,
          `    p50 ${ms(percentile(delays, 50))}  p99 ${ms(p99)}  max ${ms(delays.at(-1) ?? NaN)}`,
          `  the last of the ${STREAMS} streams reached, per change:`,
          `    p50 ${ms(percentile(lastPerRound, 50))}  p99 ${ms(percentile(lastPerRound, 99))}`,
          verdict(
            `events: p99 delivery, ${STREAMS} streams`,
            ms(p99),
            `<= ${GOAL_MS} ms`,
            p99 <= GOAL_MS && lost === 0,
            'absolute: change request sent to event read',
          ),
          verdict(
            `events: deliveries lost (${STREAMS * ROUNDS} sent)`,
            String(lost),
            '0',
            lost === 0,
          ),
        ].join('\n'),
      );
      recordInfo('events: p50 delivery', ms(percentile(delays, 50)));
      recordInfo('events: last stream reached, p99 per change', ms(percentile(lastPerRound, 99)));
      recordInfo(
        `events: RSS per open stream`,
        kib(rssPerStream),
        `median of ${readings.length - 1} steps; server RSS ${mib(first.rss)} -> ${mib(last.rss)}`,
      );
      recordInfo(
        'events: V8 heap per open stream',
        kib(heapPerStream),
        `median of ${readings.length - 1} steps; heap after GC ${mib(first.heap)} -> ${mib(last.heap)}`,
      );
    } finally {
      for (const reader of readers) reader.close();
      await app.stop();
    }
  } finally {
    await bench.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  // Exits when done: the readers' aborted fetches can keep the event loop alive a while.
  await runLiveEventsBench({ databaseUrl: process.env.DATABASE_URL || undefined }).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
