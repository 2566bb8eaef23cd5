/**
 * npm run bench:lighthouse: Lighthouse (mobile preset, simulated throttling) on the landing page,
 * the schedule and the sign-in page of a production server started for the run.
 * Prints scores, paint and blocking figures, the targets, and what still fails. It never asserts:
 * a missed target still exits 0; only a Lighthouse run that cannot complete exits non-zero.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { freePort } from './app-process';

export const LIGHTHOUSE_PAGES = ['/', '/schedule', '/auth'] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const METRICS = [
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['FCP', 'first-contentful-paint'],
  ['CLS', 'cumulative-layout-shift'],
] as const;

// Without the networking flags Chromium reaches for the internet at start and stalls here.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface PageReport {
  path: string;
  scores: Record<Category, number>;
  metrics: Record<(typeof METRICS)[number][0], number>;
  failing: {
    category: Category;
    id: string;
    title: string;
    display: string;
    examples: string[];
  }[];
}

/** Lighthouse on each page of a running server, one Chromium for all; throws if a run fails. */
export async function runLighthouse(
  baseUrl: string,
  paths: readonly string[] = LIGHTHOUSE_PAGES,
): Promise<PageReport[]> {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  // chrome-launcher would crash the process on a missing binary instead of rejecting.
  if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath} (set CHROME_PATH)`);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const reports: PageReport[] = [];
    for (const path of paths) {
      const result = await auditPage(`${baseUrl}${path}`, chrome.port);
      // LIGHTHOUSE_REPORT_DIR keeps each page's full report (JSON) to open in the viewer.
      const dir = process.env.LIGHTHOUSE_REPORT_DIR;
      if (dir) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(
          join(dir, `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.json`),
          result.report as string,
        );
      }
      reports.push(pageReport(path, result.lhr));
    }
    return reports;
  } finally {
    chrome.kill();
  }
}

/** One page; a lost trace (NO_NAVSTART, NO_FCP) on a busy machine gets two more tries. */
async function auditPage(url: string, port: number) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${error.message}`);
    console.warn(`Lighthouse on ${url}: ${error.code}, trying again`);
  }
}

/** Up to three of an audit's items in a line each: the console message, issue or element. */
function examplesOf(audit: Result['audits'][string]): string[] {
  const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
  return (details?.items ?? []).slice(0, 3).map((item) => {
    const node = item.node as { snippet?: string } | undefined;
    const location = item.sourceLocation as { url?: string } | undefined;
    const text = [item.description, item.issueType, node?.snippet, location?.url ?? item.url]
      .filter((part): part is string => typeof part === 'string' && part !== '')
      .join(' ');
    return text.length > 160 ? `${text.slice(0, 157)}...` : text;
  });
}

function pageReport(path: string, lhr: Result): PageReport {
  const scores = {} as PageReport['scores'];
  const failing: PageReport['failing'] = [];
  for (const category of CATEGORIES) {
    const entry = lhr.categories[category];
    if (!entry || entry.score === null) throw new Error(`${path}: no ${category} score`);
    scores[category] = Math.round(entry.score * 100);
    if (scores[category] === 100) continue;
    for (const ref of entry.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null) continue;
      if (['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode)) continue;
      // Weighted audits cost points below 1; the rest count as failed where the report says so.
      if (audit.score >= (ref.weight > 0 ? 1 : 0.9)) continue;
      failing.push({
        category,
        id: audit.id,
        title: audit.title,
        display: audit.displayValue ?? '',
        // Performance findings are sized by displayValue; elsewhere the offending items say why.
        examples: category === 'performance' ? [] : examplesOf(audit),
      });
    }
  }
  const metrics = {} as PageReport['metrics'];
  for (const [name, id] of METRICS) metrics[name] = lhr.audits[id]?.numericValue ?? NaN;
  return { path, scores, metrics, failing };
}

export function printLighthouse(reports: PageReport[]): void {
  console.log('\nLighthouse 12 (mobile preset, simulated throttling)');
  console.table(
    reports.map((report) => ({
      page: report.path,
      perf: report.scores.performance,
      a11y: report.scores.accessibility,
      'best pr.': report.scores['best-practices'],
      seo: report.scores.seo,
      'LCP ms': Math.round(report.metrics.LCP),
      'TBT ms': Math.round(report.metrics.TBT),
      'FCP ms': Math.round(report.metrics.FCP),
      CLS: Number(report.metrics.CLS.toFixed(3)),
    })),
  );
  for (const category of CATEGORIES) {
    const target = TARGETS[category];
    const worst = Math.min(...reports.map((report) => report.scores[category]));
    const verdict = worst >= target ? 'PASS' : 'MISS';
    console.log(
      `${verdict}  ${category} >= ${target} on every page (lowest ${worst}: ${reports
        .map((report) => `${report.path} ${report.scores[category]}`)
        .join(', ')})`,
    );
  }
  for (const report of reports) {
    if (report.failing.length === 0) continue;
    console.log(`\nStill failing on ${report.path}:`);
    for (const audit of report.failing) {
      console.log(
        `  [${audit.category}] ${audit.id}: ${audit.title}${audit.display ? ` (${audit.display})` : ''}`,
      );
      for (const example of audit.examples) console.log(`      ${example}`);
    }
  }
}

/**
 * `npm start` as an operator runs it, in a child so Lighthouse's own work does not share its
 * event loop. APP_URL is the http://localhost address Lighthouse opens: production cookies are
 * Secure and HSTS is sent, both of which Chromium honours on localhost without breaking http.
 */
export async function startProductionServer(): Promise<{ base: string; stop(): Promise<void> }> {
  if (!existsSync('dist/client/index.html')) {
    console.log('Building the web client...');
    const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('the client build failed');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-data-'));
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SESSION_SECRET: 'lighthouse-bench-secret-of-at-least-32-chars',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: base,
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  // Should this process die abruptly, the server must not live on holding its port.
  const killChild = () => child.kill('SIGTERM');
  process.once('exit', killChild);
  const stop = async () => {
    process.off('exit', killChild);
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with ${child.exitCode} before answering`);
    }
    const healthy = await fetch(`${base}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { base, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not answer /healthz within 120 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function main() {
  const server = await startProductionServer();
  try {
    printLighthouse(await runLighthouse(server.base));
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error('Lighthouse bench failed:', error);
    process.exit(1);
  });
}
