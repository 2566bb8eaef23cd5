/**
 * npm run bench:admin: how long the admin desk takes to show 100k bookings' worth of data in
 * Chromium. Seeds the embedded database (as bench/run.ts does), builds the client into a
 * private folder, serves both in-process, signs in as the seeded admin and times, from
 * navigation start to the content painted:
 *   - /admin: the list's first page (50 rows of the upcoming services);
 *   - /admin?view=calendar: this month's grid (the visible 5-6 weeks: ~2,200 active bookings,
 *     fetched in pages of 1,000), then Next month (fetch + render without a page load).
 * Each figure is the median of RUNS warm runs (chunks cached, as for an office that keeps the
 * desk open), plus the first cold one. Figures only: nothing here asserts a time.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/support/constants';
import { openEmbedded } from '../server/src/db/client';
import { benchConfig, startBenchApp } from './bench-config';
import { BENCH_PASSWORD, seedBookings } from './seed-bookings';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const root = join(import.meta.dirname, '..');

/** A build of our own: e2e runs rebuild the shared dist/client while this measures. */
function buildClient(): string {
  const outDir = mkdtempSync(join(tmpdir(), 'marina-bench-client-'));
  const result = spawnSync(
    join(root, 'node_modules/.bin/vite'),
    ['build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) throw new Error('vite build failed');
  return outDir;
}

function serveClient(dir: string): express.RequestHandler {
  const router = express.Router();
  router.use(express.static(dir, { index: false, maxAge: '1h' }));
  router.get(/^\/(?!api\/).*/, (_req, res) => res.sendFile(join(dir, 'index.html')));
  return router;
}

/** Two animation frames after the condition: the content has been painted. */
async function paintedWhen(page: Page, condition: string): Promise<number> {
  await page.waitForFunction(condition, undefined, { timeout: 60_000, polling: 'raf' });
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
      ),
  );
}

const LIST_SHOWN = `document.querySelectorAll('[data-testid="booking-row"]').length >= 50`;
const CALENDAR_SHOWN = `(() => {
  const calendar = document.querySelector('[data-testid="bookings-calendar"]');
  return calendar?.getAttribute('aria-busy') === 'false' && calendar.querySelector('.rbc-event');
})()`;

/** Milliseconds from navigation start until the condition holds and has been painted. */
async function pageLoad(page: Page, path: string, condition: string): Promise<number> {
  await page.goto(path, { waitUntil: 'commit' });
  return paintedWhen(page, condition);
}

async function nextMonth(page: Page): Promise<number> {
  const label = await page.locator('.marina-calendar h2').textContent();
  const started = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.waitForFunction(
    (before) => document.querySelector('.marina-calendar h2')?.textContent !== before,
    label,
  );
  return (await paintedWhen(page, CALENDAR_SHOWN)) - started;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const clientDir = buildClient();
  const database = openEmbedded();
  await database.migrate();
  const started = performance.now();
  await seedBookings(database.db, BOOKINGS, 2_000);
  console.log(
    `Seeded ${BOOKINGS} bookings in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );

  const config = benchConfig();
  const { server, base: baseURL } = await startBenchApp(config, database, {
    kind: 'middleware',
    handler: serveClient(clientDir),
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    const login = await context.request.post('/api/login', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { email: 'owner1@bench.test', password: BENCH_PASSWORD },
    });
    if (!login.ok()) throw new Error(`admin sign-in failed: ${login.status()}`);
    const page = await context.newPage();

    const figures: Array<[string, number, number[]]> = [];
    const measure = async (title: string, run: () => Promise<number>) => {
      const cold = await run();
      const warm: number[] = [];
      for (let i = 0; i < RUNS; i += 1) warm.push(await run());
      figures.push([title, cold, warm]);
    };
    await measure('/admin list, first page (50 rows)', () => pageLoad(page, '/admin', LIST_SHOWN));
    await measure('/admin?view=calendar, this month', () =>
      pageLoad(page, '/admin?view=calendar', CALENDAR_SHOWN),
    );
    let shown = 0;
    await measure('calendar Next month (no page load)', async () => {
      const ms = await nextMonth(page);
      shown = await page.locator('.rbc-event').count();
      return ms;
    });
    const calls = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/api/bookings?')).length,
    );

    console.log(`\nChromium ${browser.version()}, 1280x800, ${RUNS} warm runs each (median):`);
    for (const [title, cold, warm] of figures) {
      console.log(
        `${title.padEnd(40)} median ${median(warm).toFixed(0).padStart(5)} ms  (cold ${cold.toFixed(0)} ms, warm ${warm.map((ms) => ms.toFixed(0)).join('/')})`,
      );
    }
    console.log(
      `Last month shown: ${shown} events drawn (the rest behind "+N more"); ${calls} /api/bookings calls since that page load.`,
    );
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
    await database.close();
    rmSync(clientDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
