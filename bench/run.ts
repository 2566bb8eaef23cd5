/**
 * npm run bench: the issues' scenarios, the servers in child processes started as production
 * starts them (bench/app-process.ts), autocannon here. Figures and PASS/MISS lines only:
 * nothing asserts a time. Exits non-zero only when a scenario could not run. Ends with one
 * summary table of every figure, its target and what it is measured against, headed by the
 * engine and the machine (bench/summary.ts), to paste into the README.
 *
 * Engine: an on-disk PGlite in temp directories (deleted after); with DATABASE_URL set, new
 * databases marina_bench_<pid>_* on that server (dropped after), the same scenarios.
 *
 * Scenarios (BENCH_ONLY=<comma list> runs a subset; the ratios need floor, healthz and
 * available):
 *   floor         bare node:http + one SQL query over the same engine (bench/floor-server.ts)
 *   healthz       the app's /healthz
 *   available     GET /api/timeslots/available, anonymous and signed in, 1 and 50 connections
 *   signed-in     GET /api/user and GET /api/bookings/user/{id}, 50 connections
 *   rush          the opening-day rush on a fresh database (bench/rush.ts)
 *   admin-list    the admin list's API at 1k/10k/100k bookings (bench/admin-list.ts)
 *   events        500 open live-event streams, one change reaching all (bench/live-events.ts)
 *   admin-render  the admin desk and crew board in Chromium, 1k vs 100k (bench/admin-render.ts)
 *   budget        npm run budget (builds the client first if it has not been built)
 *   lighthouse    npm run bench:lighthouse (its scores print above the table, not in it)
 * BENCH_SECONDS: measured seconds per load run (default 5; each after a 2 s warm-up).
 * BENCH_STREAMS, BENCH_ROUNDS (events), BENCH_BOOKINGS, BENCH_RUNS (admin-render): smaller
 * sizes while developing; the defaults are the issues' sizes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runAdminListBench } from './admin-list';
import { runAdminRenderBench } from './admin-render';
import { REPO_ROOT } from './app-process';
import { runHttpScenarios } from './http-scenarios';
import { runLiveEventsBench } from './live-events';
import { verdict } from './load';
import { runRush } from './rush';
import { printSummary, setScenario } from './summary';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SERVER_URL = process.env.DATABASE_URL || undefined;
const SCENARIOS = [
  'floor',
  'healthz',
  'available',
  'signed-in',
  'rush',
  'admin-list',
  'events',
  'admin-render',
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

const failures: string[] = [];
const notes: string[] = [];
async function scenario(name: string, body: () => Promise<void> | void) {
  setScenario(name);
  try {
    await body();
  } catch (error) {
    failures.push(name);
    console.error(`\n${name} could not run:`, error);
  }
}

/** Another script, run as npm runs it, its output shown; its exit status is returned. */
function runScript(title: string, args: string[]): number | null {
  console.log(`\n== ${title}: npm ${args.join(' ')}`);
  const result = spawnSync('npm', args, { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.error) throw result.error;
  return result.status;
}

async function main() {
  const http = (['floor', 'healthz', 'available', 'signed-in'] as const).filter(runs);
  if (http.length) {
    await scenario('http', () =>
      runHttpScenarios({ serverUrl: SERVER_URL, seconds: SECONDS, runs }),
    );
  }
  if (runs('rush')) {
    console.log('');
    await scenario('rush', () => runRush({ serverUrl: SERVER_URL }));
  }
  if (runs('admin-list')) {
    console.log('');
    await scenario('admin-list', () =>
      runAdminListBench({ databaseUrl: SERVER_URL, seconds: SECONDS }),
    );
  }
  if (runs('events')) {
    console.log('');
    await scenario('events', () => runLiveEventsBench({ databaseUrl: SERVER_URL }));
  }
  if (runs('admin-render')) {
    console.log('');
    await scenario('admin-render', () => runAdminRenderBench({ databaseUrl: SERVER_URL }));
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
      console.log(
        verdict('budget: npm run budget', `exit ${status}`, 'exit 0', status === 0, 'its budgets'),
      );
    });
  }
  if (runs('lighthouse')) {
    await scenario('lighthouse', () => {
      if (!existsSync(join(REPO_ROOT, 'bench', 'lighthouse.ts'))) {
        console.log('\nlighthouse: bench/lighthouse.ts does not exist yet; skipped.');
        return;
      }
      // It prints its scores against their targets and exits non-zero only when it crashed.
      // Its PASS/MISS lines are its own process's output: the table leaves them out.
      const status = runScript('lighthouse', ['run', 'bench:lighthouse']);
      if (status !== 0) throw new Error(`npm run bench:lighthouse exited with ${status}`);
      notes.push('lighthouse: its scores and PASS/MISS lines are printed above, not in the table.');
    });
  }
  if (failures.length) notes.push(`could not run (no figures): ${failures.join(', ')}.`);
  printSummary(SERVER_URL ? 'postgres' : 'embedded', notes);
  if (failures.length) {
    console.error(`\nCould not run: ${failures.join(', ')}`);
    process.exit(1);
  }
}

await main();
