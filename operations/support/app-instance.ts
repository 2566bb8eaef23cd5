import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, inject } from 'vitest';
import { freePort, REPO_ROOT } from '../../bench/app-process';
import { waitFor } from '@shared/test/wait-for';

// One way to find a free port and the repository, shared with the bench's server processes.
export { freePort, REPO_ROOT };

const READY_WITHIN_MS = 150_000;

/** Fixed, so every instance of a test signs and reads the same session cookies. */
const SESSION_SECRET = 'operations-suite-session-secret-at-least-32-chars';

export interface InstanceOptions {
  /** The PostgreSQL server database; absent: the embedded one under dataDir. */
  databaseUrl?: string;
  /**
   * DATA_DIR: reuse one to restart on the same embedded database. Default: a temporary one
   * holding a copy of the migrated embedded database (operations/global-setup.ts).
   */
  dataDir?: string;
  /** A fixed port (a restart on the same address); default: a free one. */
  port?: number;
  /** Extra settings, e.g. SHUTDOWN_DRAIN_MS, SLOT_CAPACITY, SMTP_URL; undefined unsets one. */
  env?: Record<string, string | undefined>;
  /** What node runs: the compiled server (default) or scripts/start.mjs, as a process manager would. */
  entry?: 'dist/server/index.js' | 'scripts/start.mjs';
}

/** Temporary DATA_DIRs of this file's instances: tens of megabytes each once a database is in. */
const madeDirs: string[] = [];
/** Every server this file spawned, so one a timed-out test left behind does not outlive it. */
const spawned: { child: ChildProcess; exited: Promise<unknown> }[] = [];
afterAll(async () => {
  await Promise.all(
    spawned.splice(0).map(({ child, exited }) => {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill('SIGKILL');
      return exited;
    }),
  );
  for (const dir of madeDirs.splice(0)) {
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  }
});

function provided<K extends 'operationsRelease' | 'operationsEmbeddedTemplate'>(key: K): string {
  const value = inject(key);
  if (!value) throw new Error(`${key} missing: run through operations/vitest.config.ts`);
  return value;
}

/** A temporary DATA_DIR, removed after the file; `database` copies the migrated embedded one in. */
export function temporaryDataDir(options: { database?: boolean } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'marina-ops-'));
  madeDirs.push(dir);
  if (options.database) {
    cpSync(provided('operationsEmbeddedTemplate'), join(dir, 'pglite'), { recursive: true });
  }
  return dir;
}

export interface Instance {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process wrote (JSON log lines and any stderr). */
  output(): string;
  /** Resolves once the output matches, e.g. a log line the test waits for. */
  logged(pattern: string | RegExp, timeoutMs?: number): Promise<void>;
  /** SIGTERM (or SIGINT, Ctrl-C), then the exit code and how long the exit took. */
  terminate(signal?: 'SIGTERM' | 'SIGINT'): Promise<{ code: number | null; ms: number }>;
  /** kill -9: no shutdown code runs. */
  crash(): Promise<void>;
  readonly exited: Promise<number | null>;
}

/** An instance whose process is running but may not be ready yet. */
export interface LaunchedInstance extends Instance {
  /** Resolves once /readyz answers 200; rejects if the process exits first. */
  readonly ready: Promise<void>;
}

/**
 * `node dist/server/index.js` (the production build, compiled by operations/global-setup.ts
 * into a release folder of this run's own) with production-like settings. Resolves once
 * /readyz answers 200.
 */
export async function startInstance(options: InstanceOptions = {}): Promise<Instance> {
  const instance = await launchInstance(options);
  await instance.ready;
  return instance;
}

/** The process spawned, not waited for; with a port given it is spawned before this returns. */
export async function launchInstance(options: InstanceOptions = {}): Promise<LaunchedInstance> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? temporaryDataDir({ database: !options.databaseUrl });
  const release = provided('operationsRelease');
  const entry = join(release, options.entry ?? 'dist/server/index.js');
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    SESSION_SECRET,
    BCRYPT_COST: '4',
    LOG_LEVEL: 'info',
    DATABASE_URL: options.databaseUrl ?? '',
    DATA_DIR: dataDir,
    ...options.env,
  };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  // In the release folder, as start.mjs expects; no developer's .env is read there either.
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: release,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  spawned.push({ child, exited });
  const running = () => child.exitCode === null && child.signalCode === null;

  const ready = (async () => {
    // A deadline for a hung start, not a measure: creating an embedded database took over a
    // minute on a 2-core machine with other suites running.
    const state = await waitFor(
      async () => {
        if (!running()) return 'exited';
        // Its own start line first: the port was free when probed, but another suite's server
        // could take it before this one binds, and answer /readyz in its place.
        if (!output.includes(`"url":"http://localhost:${port}"`)) return false;
        return (await fetch(`${url}/readyz`)).status === 200 && 'ready';
      },
      `the server at ${url} to answer /readyz`,
      { timeoutMs: READY_WITHIN_MS, intervalMs: 100 },
    ).catch((error: unknown) => {
      child.kill('SIGKILL');
      throw new Error(`${(error as Error).message}:\n${output.slice(-3000)}`);
    });
    if (state === 'exited') throw new Error(`server exited early:\n${output.slice(-3000)}`);
  })();
  // Read by startInstance or the test; until then a failed start must not go unhandled.
  ready.catch(() => {});

  return {
    url,
    port,
    dataDir,
    child,
    ready,
    output: () => output,
    logged: async (pattern, timeoutMs = READY_WITHIN_MS) => {
      const state = await waitFor(
        () => {
          if (typeof pattern === 'string' ? output.includes(pattern) : pattern.test(output)) {
            return 'logged';
          }
          return !running() && 'exited';
        },
        `log line ${String(pattern)}`,
        { timeoutMs },
      );
      if (state === 'exited') {
        throw new Error(`exited before ${String(pattern)}:\n${output.slice(-3000)}`);
      }
    },
    exited,
    async terminate(signal = 'SIGTERM') {
      const started = Date.now();
      if (running()) child.kill(signal);
      const code = await exited;
      return { code, ms: Date.now() - started };
    },
    async crash() {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** One JSON log line of the server (pino), with the fields the tests read. */
export interface LogEntry {
  msg?: string;
  req?: { method?: string; url?: string };
  [field: string]: unknown;
}

/** The process's log lines in the order written; anything not JSON (stderr) is left out. */
export function logEntries(output: string): LogEntry[] {
  return output.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line) as LogEntry];
    } catch {
      return [];
    }
  });
}
