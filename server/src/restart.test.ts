import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The operating contract as an operator meets it: the real entry point as a process,
 * stopped with SIGTERM and started again on the same data.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'marina-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Running {
  child: ChildProcess;
  url: string;
  /** Its log so far. */
  output(): string;
}

function startServer(overrides: NodeJS.ProcessEnv = {}): Promise<Running> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    BCRYPT_COST: '4',
    // Tests stop servers often; the rolling-restart suite sets its own drain.
    SHUTDOWN_DRAIN_MS: '0',
    LOG_LEVEL: 'info',
    WORKER_POLL_MS: '60000',
    NODE_ENV: 'test',
    // The generated session secret is kept here too, so sessions must survive the restart.
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
    ...overrides,
  };
  delete env.SESSION_SECRET;
  for (const [name, value] of Object.entries(overrides)) if (value === undefined) delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /"url":"(http:\/\/localhost:\d+)"/.exec(buffer);
      if (match) resolve({ child, url: match[1]!, output: () => buffer });
    });
    child.once('exit', (code) => reject(new Error(`server exited early with ${code}`)));
  });
}

function stopServer(running: Running): Promise<{ code: number | null; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    running.child.once('exit', (code) => resolve({ code, ms: Date.now() - started }));
    running.child.kill('SIGTERM');
  });
}

async function call(url: string, path: string, body?: object, cookie?: string) {
  const response = await fetch(url + path, {
    method: body ? 'POST' : 'GET',
    headers: {
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return {
    status: response.status,
    cookie: response.headers.get('set-cookie') ?? '',
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe('the server process', () => {
  it('when stopped with SIGTERM and started again, then it exits cleanly and accounts and sessions survive', async () => {
    const email = `restart-${Date.now()}@example.test`;
    const first = await startServer();
    const registered = await call(first.url, '/api/register', {
      email,
      password: 'harbor-pass-1',
      fullName: 'Riley Restart',
      storageType: 'wet-slip',
    });
    expect(registered.status).toBe(201);
    const sessionCookie = registered.cookie.split(';')[0]!;
    const stopped = await stopServer(first);
    expect(stopped.code).toBe(0);
    expect(stopped.ms).toBeLessThan(10_000);

    const second = await startServer();
    try {
      const me = await call(second.url, '/api/user', undefined, sessionCookie);
      expect(me.status).toBe(200);
      expect(me.body.email).toBe(email);
      const login = await call(second.url, '/api/login', { email, password: 'harbor-pass-1' });
      expect(login.status).toBe(200);
    } finally {
      await stopServer(second);
    }
  }, 90_000);
});

/** Every folder and file under root with its permission bits, e.g. "pglite/base 700". */
function modesUnder(root: string): string[] {
  const found: string[] = [];
  const visit = (path: string, name: string) => {
    const mode = (statSync(path).mode & 0o777).toString(8);
    found.push(`${name} ${mode}`);
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry), `${name}/${entry}`);
    }
  };
  visit(root, '.');
  return found;
}

describe('files the server writes', () => {
  it('when DATA_DIR was made open to everyone, then a start makes it, the database, the outbox and the session secret owner-only and says so', async () => {
    const open = mkdtempSync(join(tmpdir(), 'marina-modes-'));
    try {
      chmodSync(open, 0o777);
      mkdirSync(join(open, 'outbox'), { mode: 0o777 });
      chmodSync(join(open, 'outbox'), 0o777);
      writeFileSync(join(open, 'outbox', 'old-password-reset.eml'), 'token', { mode: 0o666 });
      chmodSync(join(open, 'outbox', 'old-password-reset.eml'), 0o666);
      const running = await startServer({ DATA_DIR: open, DATABASE_URL: '' });
      try {
        const modes = modesUnder(open);
        console.log('modes after a start:', JSON.stringify(summarise(modes)));
        expect(modes).toContain('./session-secret 600');
        expect(modes.some((entry) => entry.startsWith('./pglite/'))).toBe(true);
        const notPrivate = modes.filter((entry) => !/ (600|700)$/.test(entry));
        expect(notPrivate).toEqual([]);
        expect(running.output()).toMatch(
          /made \d+ folder\(s\) and 1 file\(s\) in DATA_DIR .* owner-only/,
        );
      } finally {
        await stopServer(running);
      }
      const afterStop = modesUnder(open).filter((entry) => !/ (600|700)$/.test(entry));
      expect(afterStop).toEqual([]);
    } finally {
      rmSync(open, { recursive: true, force: true });
    }
  }, 90_000);

  it('when started without NODE_ENV behind an https APP_URL, then it warns that session cookies are not Secure', async () => {
    const running = await startServer({ NODE_ENV: undefined, APP_URL: 'https://marina.example' });
    try {
      expect(running.output()).toContain(
        'APP_URL is https but session cookies are not Secure outside production: set NODE_ENV=production',
      );
    } finally {
      await stopServer(running);
    }
  }, 90_000);
});

function summarise(modes: string[]) {
  const counts: Record<string, number> = {};
  for (const entry of modes) {
    const mode = entry.slice(entry.lastIndexOf(' ') + 1);
    counts[mode] = (counts[mode] ?? 0) + 1;
  }
  return counts;
}
