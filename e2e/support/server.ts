import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_EMAIL, ADMIN_PASSWORD, MARINA_TZ } from './constants';

const root = join(import.meta.dirname, '../..');

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
  const built = join(root, 'dist/client/index.html');
  const sources = Math.max(newestMtime(join(root, 'client')), newestMtime(join(root, 'shared')));
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  const result = spawnSync(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    // vitest sets NODE_ENV=test, which would give Vite a development build of React.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForReady(
  url: string,
  server: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not ready after 90 s:\n${output()}`);
}

export interface TestServer {
  baseURL: string;
  /** The server's DATA_DIR; mail lands in its outbox/ as .eml files. */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The real server on a free port with a fresh embedded database (or E2E_DATABASE_URL's).
 * `env` adds to or overrides its settings, e.g. a second server whose exports reach a fake Google.
 */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'marina-e2e-'));
  const port = await freePort();
  let log = '';
  // node --import tsx: one process, so SIGTERM reaches the server itself.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // CI runs the suite a second time on the PostgreSQL server (see .ci/run).
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      BCRYPT_COST: '4',
      // Tests stop servers often; the rolling-restart suite sets its own drain.
      SHUTDOWN_DRAIN_MS: '0',
      // Browser contexts name their own client address (support/browser.ts).
      TRUST_PROXY: 'loopback',
      MARINA_TZ,
      SLOT_CAPACITY: '4',
      // Journeys book and cancel freely; the abuse limits have their own API tests. The
      // horizon keeps its default: the calendar test pages to it.
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
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForReady(baseURL, server, () => log);
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  return {
    baseURL,
    dataDir,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        const timeout = setTimeout(() => server.kill('SIGKILL'), 12_000);
        await exited;
        clearTimeout(timeout);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
