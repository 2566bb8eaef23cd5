import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, REPO_ROOT } from '../../bench/app-process';

// One way to find a free port and the repository, shared with the bench's server processes.
export { freePort, REPO_ROOT };

/** Fixed, so every instance of a test signs and reads the same session cookies. */
const SESSION_SECRET = 'operations-suite-session-secret-at-least-32-chars';

export interface InstanceOptions {
  /** The PostgreSQL server database; absent: the embedded one under dataDir. */
  databaseUrl?: string;
  /** DATA_DIR: reuse one to restart on the same embedded database. Default: a fresh temp dir. */
  dataDir?: string;
  /** A fixed port (a restart on the same address); default: a free one. */
  port?: number;
  /** Extra settings, e.g. SHUTDOWN_DRAIN_MS, SLOT_CAPACITY, SMTP_URL. */
  env?: Record<string, string>;
  /** What node runs: the compiled server (default) or scripts/start.mjs, as a process manager would. */
  entry?: 'dist/server/index.js' | 'scripts/start.mjs';
}

export interface Instance {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process wrote (JSON log lines and any stderr). */
  output(): string;
  /** SIGTERM (or SIGINT, Ctrl-C), then the exit code and how long the exit took. */
  terminate(signal?: 'SIGTERM' | 'SIGINT'): Promise<{ code: number | null; ms: number }>;
  /** kill -9: no shutdown code runs. */
  crash(): Promise<void>;
  readonly exited: Promise<number | null>;
}

/**
 * `node dist/server/index.js` (the production build; operations/global-setup.ts compiles it)
 * with production-like settings. Resolves once /readyz answers 200.
 */
export async function startInstance(options: InstanceOptions = {}): Promise<Instance> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'marina-ops-'));
  const entry = options.entry ?? 'dist/server/index.js';
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      SESSION_SECRET,
      BCRYPT_COST: '4',
      LOG_LEVEL: 'info',
      // Set even when empty: a developer's .env (loaded by main()) never overrides these.
      DATABASE_URL: options.databaseUrl ?? '',
      DATA_DIR: dataDir,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output.slice(-3000)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready within 60 s:\n${output.slice(-3000)}`);
    }
    const ready = await fetch(`${url}/readyz`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    port,
    dataDir,
    child,
    output: () => output,
    exited,
    async terminate(signal = 'SIGTERM') {
      const started = Date.now();
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const code = await exited;
      return { code, ms: Date.now() - started };
    },
    async crash() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
