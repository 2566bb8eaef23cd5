import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from '@shared/test/wait-for';
import { freePort } from '../../bench/app-process';
import { ADMIN_EMAIL, ADMIN_PASSWORD, MARINA_TZ } from './constants';
import { cloneDatabase, type DatabaseTemplate } from './database-template';

export const REPO_ROOT = join(import.meta.dirname, '../..');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Build the client when dist/ is missing or older than the client or shared sources. */
export function buildClientIfNeeded(): void {
  const built = join(REPO_ROOT, 'dist/client/index.html');
  const sources = Math.max(
    newestMtime(join(REPO_ROOT, 'client')),
    newestMtime(join(REPO_ROOT, 'shared')),
  );
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  const result = spawnSync(
    join(REPO_ROOT, 'node_modules/.bin/vite'),
    ['build', '--logLevel', 'warn'],
    {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      // vitest sets NODE_ENV=test, which would give Vite a development build of React.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) throw new Error('vite build failed');
}

/**
 * Whether process `pid` itself listens on `port` (Linux: its sockets' inodes in /proc/net/tcp).
 * The port was free when freePort() probed it, but another process (another suite's server, a
 * test app listening for a file) can take it before ours binds: /readyz alone would then be
 * answered by a stranger, and the file would talk to the wrong server.
 */
function listensOn(pid: number, port: number): boolean {
  const sockets = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    let target: string;
    try {
      target = readlinkSync(`/proc/${pid}/fd/${fd}`);
    } catch {
      continue; // closed since the listing
    }
    const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
    if (inode) sockets.add(inode);
  }
  const localPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  return ['/proc/net/tcp', '/proc/net/tcp6'].some((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      // local address, state (0A: listening) and inode columns
      .some((row) => row[1]?.endsWith(localPort) && row[3] === '0A' && sockets.has(row[9] ?? '')),
  );
}

async function waitForReady(
  url: string,
  server: ChildProcess,
  output: () => string,
): Promise<void> {
  const port = Number(new URL(url).port);
  const state = await waitFor(
    async () => {
      if (server.exitCode !== null || server.signalCode !== null) return 'exited';
      if (!listensOn(server.pid!, port)) return false;
      const res = await fetch(`${url}/readyz`);
      return res.ok && 'ready';
    },
    `the server at ${url} to answer /readyz`,
    { timeoutMs: 90_000, intervalMs: 100 },
  ).catch((error: unknown) => {
    throw new Error(`${(error as Error).message}:\n${output()}`);
  });
  if (state === 'exited') throw new ServerExitedError(output());
}

class ServerExitedError extends Error {
  constructor(readonly output: string) {
    super(`server exited early:\n${output}`);
  }
}

export interface TestServer {
  baseURL: string;
  /** The server's DATA_DIR; mail lands in its outbox/ as .eml files. */
  dataDir: string;
  stop(): Promise<void>;
  /**
   * Ends the server at once (SIGKILL) and removes its database: for a file's own server, whose
   * data no one reads again, a graceful drain would only spend seconds of every file.
   */
  discard(): Promise<void>;
}

/** What the global setup prepared once for every server of the run. */
export interface ServerBase {
  /** The compiled server, run with plain node (no TypeScript compiler at each start). */
  entry: string;
  /** A migrated database, with the admin, that each server starts from a copy of. */
  database: DatabaseTemplate;
}

export interface StartOptions extends Partial<ServerBase> {
  /** DATA_DIR to use and keep after stop (the template's own start); default: a fresh one, removed. */
  dataDir?: string;
}

/**
 * The real server on a free port. With a template, on a copy of it (a file's own database);
 * without, on a fresh embedded database or E2E_DATABASE_URL's, migrated at start (the
 * screenshots script). `env` adds to or overrides its settings, e.g. a server whose exports
 * reach a fake Google.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'marina-e2e-'));
  const ownDataDir = !options.dataDir;
  if (ownDataDir) leftBehind.dataDirs.add(dataDir);
  let databaseUrl = process.env.E2E_DATABASE_URL ?? '';
  let dropDatabase = async () => {};
  const template = options.database;
  const copyTemplate = () => {
    if (template?.kind !== 'embedded') return;
    // Again before a second try: the first server may have opened (and locked) the copy.
    rmSync(join(dataDir, 'pglite'), { recursive: true, force: true });
    rmSync(join(dataDir, 'pglite.lock'), { force: true });
    cpSync(template.dir, join(dataDir, 'pglite'), { recursive: true });
  };
  if (template?.kind === 'embedded') databaseUrl = '';
  if (template?.kind === 'postgres') {
    const clone = await cloneDatabase(template);
    databaseUrl = clone.url;
    dropDatabase = () => clone.drop();
  }
  const launch = () => {
    copyTemplate();
    const args = options.entry
      ? // The embedded engine is WebAssembly: V8's baseline compiler alone starts it in half the
        // CPU, and a server that lives for one file never earns back the optimising tier's cost
        // (measured on the admin files: 10-15 % less CPU in all, no slower).
        ['--liftoff-only', options.entry]
      : ['--import', 'tsx', 'server/src/index.ts'];
    return spawnServer(args, { ...settings(dataDir, databaseUrl), ...env });
  };
  let running: RunningServer;
  try {
    try {
      running = await launch();
    } catch (error) {
      // A port found free can be taken before the server binds it (another file's server or
      // an outgoing connection): one more try, on another port.
      if (!(error instanceof ServerExitedError && error.output.includes('EADDRINUSE'))) throw error;
      running = await launch();
    }
  } catch (error) {
    await dropDatabase();
    if (ownDataDir) removeDataDir(dataDir);
    throw error;
  }
  return {
    baseURL: running.baseURL,
    dataDir,
    async stop() {
      await running.stop();
      await dropDatabase();
      if (ownDataDir) removeDataDir(dataDir);
    },
    async discard() {
      await running.kill();
      await dropDatabase();
      if (ownDataDir) removeDataDir(dataDir);
    },
  };
}

/**
 * What a worker that dies before its afterAll (a timeout, Ctrl-C) would leave: server
 * processes still listening and their data directories.
 */
const leftBehind = { servers: new Set<ChildProcess>(), dataDirs: new Set<string>() };
process.once('exit', () => {
  for (const server of leftBehind.servers) server.kill('SIGKILL');
  for (const dir of leftBehind.dataDirs) rmSync(dir, { recursive: true, force: true });
});

function removeDataDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
  leftBehind.dataDirs.delete(dir);
}

function settings(dataDir: string, databaseUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    BCRYPT_COST: '4',
    // Tests stop servers often; the rolling-restart suite sets its own drain.
    SHUTDOWN_DRAIN_MS: '0',
    // Browser contexts name their own client address (support/browser.ts).
    TRUST_PROXY: 'loopback',
    MARINA_TZ,
    SLOT_CAPACITY: '4',
    // Journeys book and cancel freely; the abuse limits have their own API tests. The
    // horizon keeps its default (availability.e2e.ts picks its own near it).
    MAX_ACTIVE_BOOKINGS_PER_OWNER: '10000',
    OWNER_WRITES_PER_HOUR: '100000',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    // Google settings from the shell never reach the suite: journeys give their own.
    GOOGLE_SERVICE_ACCOUNT_JSON: '',
    GOOGLE_SERVICE_ACCOUNT_KEY_FILE: '',
    GOOGLE_SHEETS_SPREADSHEET_ID: '',
    GOOGLE_API_ROOT_URL: '',
    WORKER_POLL_MS: '300',
  };
}

interface RunningServer {
  baseURL: string;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

async function spawnServer(args: string[], env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  let log = '';
  // One node process (no npx, no tsx CLI wrapper), so SIGTERM reaches the server itself.
  const server = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  leftBehind.servers.add(server);
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async (signal: NodeJS.Signals) => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill(signal);
      const timeout = setTimeout(() => server.kill('SIGKILL'), 12_000);
      await exited;
      clearTimeout(timeout);
    }
    leftBehind.servers.delete(server);
  };

  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForReady(baseURL, server, () => log);
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
  return { baseURL, stop: () => stop('SIGTERM'), kill: () => stop('SIGKILL') };
}
