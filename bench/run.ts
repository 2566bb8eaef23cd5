/**
 * npm run bench: issue 13's scenarios over HTTP, the servers in child processes started as
 * production starts them (bench/app-process.ts), autocannon here. Figures and PASS/MISS
 * lines only: nothing asserts a time. Exits non-zero only when a scenario could not run.
 *
 * Engine: an on-disk PGlite in temp directories (deleted after); with DATABASE_URL set, new
 * databases marina_bench_<pid>_* on that server (dropped after), the same scenarios.
 *
 * Scenarios (BENCH_ONLY=<comma list> runs a subset; the ratios need floor, healthz and
 * available):
 *   floor       bare node:http + one SQL query over the same engine (bench/floor-server.ts)
 *   healthz     the app's /healthz
 *   available   GET /api/timeslots/available, anonymous and signed in, 1 and 50 connections
 *   signed-in   GET /api/user and GET /api/bookings/user/{id}, 50 connections
 *   rush        the opening-day rush on a fresh database (bench/rush.ts)
 *   admin-list  the admin list at 1k/10k/100k bookings (bench/admin-list.ts)
 *   budget      npm run budget (builds the client first if it has not been built)
 *   lighthouse  npm run bench:lighthouse
 * BENCH_SECONDS: measured seconds per load run (default 5; each after a 2 s warm-up).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { addServiceDays, marinaToday } from '../shared/marina-time';
import {
  checkSignedIn,
  createSessionCookies,
  REPO_ROOT,
  startAppProcess,
  type AppProcess,
} from './app-process';
import { createBenchDatabase } from './bench-database';
import { measure, verdict, type Figure, type Owners } from './load';
import { runRush } from './rush';
import { seedBookings } from './seed-bookings';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SERVER_URL = process.env.DATABASE_URL || undefined;
const SCENARIOS = [
  'floor',
  'healthz',
  'available',
  'signed-in',
  'rush',
  'admin-list',
  'budget',
  'lighthouse',
] as const;
type Scenario = (typeof SCENARIOS)[number];
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const unknown = only?.filter((s) => !(SCENARIOS as readonly string[]).includes(s)) ?? [];
if (unknown.length) {
  console.error(`BENCH_ONLY: unknown ${unknown.join(', ')}; scenarios are ${SCENARIOS.join(', ')}`);
  process.exit(2);
}
const runs = (scenario: Scenario) => !only || only.includes(scenario);

const OWNERS = 5_000;
const BOOKINGS = 20_000;
/** Above the seed's ~20 a deadline, so the answers say 'available' as on most days. */
const SLOT_CAPACITY = '25';
/** Signed-in runs go as owners 2..201 in turn (owner1 is the seed's admin). */
const SIGNED_IN_OWNERS = Array.from({ length: 200 }, (_, i) => i + 2);
const TZ = 'America/New_York';

const failures: string[] = [];
async function scenario(name: string, body: () => Promise<void> | void) {
  try {
    await body();
  } catch (error) {
    failures.push(name);
    console.error(`\n${name} could not run:`, error);
  }
}

async function runHttpScenarios() {
  const today = marinaToday(new Date(), TZ);
  const bench = await createBenchDatabase('base', SERVER_URL);
  let app: AppProcess | undefined;
  let floor: AppProcess | undefined;
  try {
    let started = performance.now();
    // 60 a day from 100 days ago: the queried date (a week ahead) holds ~60 bookings.
    await seedBookings(bench.handle.db, BOOKINGS, OWNERS, { from: addServiceDays(today, -100) });
    const cookies = await createSessionCookies(bench.handle.db, SIGNED_IN_OWNERS);
    await bench.closeSeeding();
    console.log(
      `Seeded ${OWNERS} owners and ${BOOKINGS} bookings in ${((performance.now() - started) / 1000).toFixed(1)} s on ${bench.engine === 'postgres' ? 'PostgreSQL' : 'embedded PGlite (on disk)'}; ${SECONDS} s per run after a 2 s warm-up.`,
    );

    started = performance.now();
    const logFile = join(bench.dir, 'app.log');
    app = await startAppProcess({ ...bench.server, logFile, env: { SLOT_CAPACITY } });
    if (runs('floor')) {
      floor = await startAppProcess({
        entry: 'bench/floor-server.ts',
        env: { ...bench.floorEnv(), SLOT_CAPACITY },
      });
    }
    console.log(`Servers up in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
    const user = await checkSignedIn(app.base, cookies[0]!);
    if (user.id !== SIGNED_IN_OWNERS[0]) throw new Error(`signed in as ${user.id}`);
    const signedIn: Owners = { cookies };
    const ownBookings: Owners = {
      cookies,
      paths: SIGNED_IN_OWNERS.map((id) => `/api/bookings/user/${id}`),
    };
    const query = `/api/timeslots/available?date=${addServiceDays(today, 7)}&serviceType=launch`;

    const figures = new Map<string, Figure>();
    const run = async (key: string, title: string, url: string, connections: number, as?: Owners) =>
      figures.set(key, await measure(title, url, { connections, seconds: SECONDS, as }));
    for (const connections of [1, 50]) {
      if (floor)
        await run(
          `floor@${connections}`,
          'floor (node:http + 1 query)',
          `${floor.base}${query}`,
          connections,
        );
      if (runs('healthz'))
        await run(`healthz@${connections}`, 'GET /healthz', `${app.base}/healthz`, connections);
      if (runs('available')) {
        await run(
          `anon@${connections}`,
          'GET /api/timeslots/available (anonymous)',
          `${app.base}${query}`,
          connections,
        );
        await run(
          `user@${connections}`,
          'GET /api/timeslots/available (signed in)',
          `${app.base}${query}`,
          connections,
          signedIn,
        );
      }
    }
    if (runs('signed-in')) {
      await run('me@50', 'GET /api/user (signed in)', `${app.base}/api/user`, 50, signedIn);
      await run(
        'mine@50',
        'GET /api/bookings/user/{own id} (signed in)',
        `${app.base}/api/bookings/user/${user.id}`,
        50,
        ownBookings,
      );
    }
    printTargets(figures, bench.engine);
  } finally {
    await floor?.stop();
    await app?.stop();
    await bench.drop();
  }
}

function printTargets(figures: Map<string, Figure>, engine: 'embedded' | 'postgres') {
  const lines: string[] = [];
  for (const who of ['anon', 'user'] as const) {
    for (const connections of [1, 50]) {
      const path = figures.get(`${who}@${connections}`);
      if (!path) continue;
      const label = `availability ${who === 'anon' ? 'anonymous' : 'signed in'} @${connections}`;
      const floor = figures.get(`floor@${connections}`);
      const health = figures.get(`healthz@${connections}`);
      if (floor) {
        const ratio = path.rps / floor.rps;
        lines.push(
          engine === 'embedded'
            ? verdict(`${label} / floor`, ratio.toFixed(3), '>= 0.70', ratio >= 0.7)
            : `  ${`${label} / floor`.padEnd(52)} ${ratio.toFixed(3).padStart(9)}   (no target on PostgreSQL)`,
        );
      }
      if (health) {
        const ratio = path.rps / health.rps;
        lines.push(verdict(`${label} / healthz`, ratio.toFixed(3), '>= 0.70', ratio >= 0.7));
      }
      if (connections === 1) {
        lines.push(verdict(`${label}: p50`, `${path.p50} ms`, '<= 5 ms', path.p50 <= 5));
      }
    }
  }
  if (lines.length)
    console.log(
      `\nTargets (${engine === 'embedded' ? 'embedded PGlite' : 'PostgreSQL'})\n${lines.join('\n')}`,
    );
}

/** Another script, run as npm runs it, its output shown; its exit status is returned. */
function runScript(title: string, args: string[]): number | null {
  console.log(`\n== ${title}: npm ${args.join(' ')}`);
  const result = spawnSync('npm', args, { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.error) throw result.error;
  return result.status;
}

async function main() {
  if (runs('floor') || runs('healthz') || runs('available') || runs('signed-in')) {
    await scenario('http scenarios', runHttpScenarios);
  }
  if (runs('rush')) {
    console.log('');
    await scenario('rush', () => runRush({ serverUrl: SERVER_URL }));
  }
  if (runs('admin-list')) {
    await scenario('admin-list', async () => {
      console.log('');
      if (!existsSync(join(REPO_ROOT, 'bench', 'admin-list.ts'))) {
        console.log('admin-list: bench/admin-list.ts does not exist yet; skipped.');
        return;
      }
      // Loaded by path: the file is another developer's and may not exist in every checkout.
      const adminList = (await import(
        pathToFileURL(join(REPO_ROOT, 'bench', 'admin-list.ts')).href
      )) as {
        runAdminListBench?: (options: { databaseUrl?: string; seconds: number }) => Promise<void>;
      };
      if (!adminList.runAdminListBench) {
        console.log('admin-list: bench/admin-list.ts exports no runAdminListBench; skipped.');
        return;
      }
      await adminList.runAdminListBench({ databaseUrl: SERVER_URL, seconds: SECONDS });
    });
  }
  if (runs('budget')) {
    await scenario('budget', () => {
      if (!existsSync(join(REPO_ROOT, 'scripts', 'bundle-budget.mjs'))) {
        console.log('\nbudget: scripts/bundle-budget.mjs does not exist yet; skipped.');
        return;
      }
      if (!existsSync(join(REPO_ROOT, 'dist', 'client', '.vite', 'manifest.json'))) {
        const built = runScript('build (the budget reads the manifest)', ['run', 'build']);
        if (built !== 0) throw new Error(`npm run build exited with ${built}`);
      }
      // The budget script exits 1 when the landing page is over budget: a MISS, not a crash.
      const status = runScript('budget', ['run', 'budget']);
      console.log(verdict('budget: npm run budget', `exit ${status}`, 'exit 0', status === 0));
    });
  }
  if (runs('lighthouse')) {
    await scenario('lighthouse', () => {
      if (!existsSync(join(REPO_ROOT, 'bench', 'lighthouse.ts'))) {
        console.log('\nlighthouse: bench/lighthouse.ts does not exist yet; skipped.');
        return;
      }
      // It prints its scores against their targets and exits non-zero only when it crashed.
      const status = runScript('lighthouse', ['run', 'bench:lighthouse']);
      if (status !== 0) throw new Error(`npm run bench:lighthouse exited with ${status}`);
    });
  }
  if (failures.length) {
    console.error(`\nCould not run: ${failures.join(', ')}`);
    process.exit(1);
  }
}

await main();
