import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
}

function startServer(): Promise<Running> {
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
  };
  delete env.SESSION_SECRET;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /"url":"(http:\/\/localhost:\d+)"/.exec(buffer);
      if (match) resolve({ child, url: match[1]! });
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
