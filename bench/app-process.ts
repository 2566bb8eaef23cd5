/**
 * The real server in a child process, started the way production starts it, so the load
 * generator in the bench process never shares an event loop with what it measures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, createHmac } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Executor } from '../server/src/db/client';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Fixed, so the bench can sign session cookies the server accepts. */
export const BENCH_SESSION_SECRET = 'bench-session-secret-fixed-and-at-least-32-chars';

/** The production cookie name (server/src/sessions/session-store.ts, sessionCookieName(true)). */
export const SESSION_COOKIE = '__Host-marina.sid';

const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

export interface AppProcess {
  base: string;
  port: number;
  /** The node process serving (spawned directly, no npm or shell between): its /proc entry. */
  pid: number;
  stop(): Promise<void>;
}

export interface AppProcessOptions {
  /** The server's DATA_DIR (its embedded database lives in pgliteDir(dataDir)); unused with databaseUrl. */
  dataDir?: string;
  databaseUrl?: string;
  /** Request log destination; omitted: discarded (it is still written, as in production). */
  logFile?: string;
  /** Extra settings (SLOT_CAPACITY, ...). */
  env?: Record<string, string>;
  /** Script to run instead of the server (the floor uses this). */
  entry?: string;
  /** Node options after tsx's loader (memoryProbe's). */
  nodeArgs?: string[];
  healthPath?: string;
}

/** Where the server keeps its embedded database under DATA_DIR (server/src/db/client.ts openDatabase). */
export const pgliteDir = (dataDir: string) => `${dataDir}/pglite`;

/** A port that was free a moment ago: listen on 0, read it, close. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `node --import tsx server/src/index.ts` with production settings, from the repository root
 * (tsx resolves the @shared paths from its tsconfig). Resolves once /healthz answers 200.
 */
const nodeArgs = () => (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);

export async function startAppProcess(options: AppProcessOptions): Promise<AppProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const ownDataDir = options.dataDir ? '' : mkdtempSync(join(tmpdir(), 'marina-bench-app-'));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    SESSION_SECRET: BENCH_SESSION_SECRET,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: base,
    LOG_LEVEL: 'info',
    BCRYPT_COST: '4',
    // Each scenario stops its server; waiting out a load balancer's drain measures nothing.
    SHUTDOWN_DRAIN_MS: '0',
    // Set even when empty: a developer's .env (loaded by main()) never overrides these.
    DATABASE_URL: options.databaseUrl ?? '',
    // A server database still writes files there (the mail outbox): never the repository.
    DATA_DIR: options.dataDir ?? ownDataDir,
    ...options.env,
  };
  const log = options.logFile ? openSync(options.logFile, 'a') : 'ignore';
  const child = spawn(
    process.execPath,
    // To profile the server under a scenario: BENCH_APP_NODE_ARGS='--cpu-prof --cpu-prof-dir=DIR'.
    [
      ...nodeArgs(),
      '--import',
      'tsx',
      ...(options.nodeArgs ?? []),
      options.entry ?? 'server/src/index.ts',
    ],
    { cwd: REPO_ROOT, env, stdio: ['ignore', log, log] },
  );
  if (typeof log === 'number') closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  try {
    await waitForHealth(`${base}${options.healthPath ?? '/healthz'}`, child, exited);
  } catch (error) {
    child.kill('SIGKILL');
    const tail = options.logFile ? readFileSync(options.logFile, 'utf8').slice(-2000) : '';
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}${tail ? `\n--- log tail ---\n${tail}` : ''}`);
  }

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(force);
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    })());
  return { base, port, pid: child.pid!, stop };
}

async function waitForHealth(url: string, child: ChildProcess, exited: Promise<number | null>) {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`server exited with code ${child.exitCode} before answering ${url}`);
    try {
      const res = await fetch(url);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no 200 from ${url} within 90 s`);
}

/** express-session's cookie value: 's:' + sid + '.' + HMAC-SHA256(sid) in base64, no padding. */
export function signSessionId(sid: string, secret = BENCH_SESSION_SECRET): string {
  const mac = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  return `s:${sid}.${mac}`;
}

/**
 * Signed-in Cookie headers without the login endpoint (its production limit is 20 per 15
 * minutes per address): one sessions row per user, as passport leaves it after a login.
 * Written in batches of 1,000; the returned headers follow userIds' order.
 */
export async function createSessionCookies(db: Executor, userIds: number[]): Promise<string[]> {
  const expires = new Date(Date.now() + SESSION_MAX_AGE_MS);
  const rows = userIds.map((userId) => {
    const sid = randomBytes(24).toString('base64url');
    const sess = {
      cookie: {
        originalMaxAge: SESSION_MAX_AGE_MS,
        expires: expires.toISOString(),
        secure: true,
        httpOnly: true,
        path: '/',
        sameSite: 'lax',
      },
      passport: { user: userId },
    };
    return { sid, sess, userId };
  });
  for (let i = 0; i < rows.length; i += 1_000) {
    const batch = rows.slice(i, i + 1_000);
    const values = sql.join(
      batch.map(
        (r) =>
          sql`(${r.sid}, ${JSON.stringify(r.sess)}::text::jsonb, ${expires.toISOString()}::timestamptz, ${r.userId})`,
      ),
      sql`, `,
    );
    await db.execute(sql`insert into sessions (sid, sess, expires_at, user_id) values ${values}`);
  }
  return rows.map((r) => `${SESSION_COOKIE}=${encodeURIComponent(signSessionId(r.sid))}`);
}

/** The cookie works: GET /api/user answers 200 for it (and the user it names). */
export async function checkSignedIn(base: string, cookie: string): Promise<{ id: number }> {
  const res = await fetch(`${base}/api/user`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`GET /api/user with a bench session: ${res.status}`);
  return (await res.json()) as { id: number };
}
