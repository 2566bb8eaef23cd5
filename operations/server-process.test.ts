import { chmodSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstance, temporaryDataDir, type Instance } from './support/app-instance';
import { createScratchDatabase, serverDatabaseUrl } from './support/server-database';

/**
 * The operating contract as an operator meets it: the compiled entry point as a process,
 * stopped with SIGTERM and started again on the same data. No SESSION_SECRET: the one the
 * server generates is kept in DATA_DIR, so sessions must survive the restart.
 */
const OPERATOR = { SESSION_SECRET: undefined, SHUTDOWN_DRAIN_MS: '0', WORKER_POLL_MS: '60000' };

/** The PostgreSQL server when there is one (a database of the file's own), else embedded. */
let databaseUrl: string | undefined;
let dropDatabase = async () => {};
beforeAll(async () => {
  if (!serverDatabaseUrl) return;
  const database = await createScratchDatabase(serverDatabaseUrl);
  databaseUrl = database.url;
  dropDatabase = () => database.drop();
});
const started: Instance[] = [];
afterAll(async () => {
  await Promise.all(started.map((instance) => instance.crash()));
  await dropDatabase();
});

async function start(options: Parameters<typeof startInstance>[0]): Promise<Instance> {
  const instance = await startInstance(options);
  started.push(instance);
  return instance;
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
    const dataDir = temporaryDataDir({ database: !databaseUrl });
    const first = await start({ databaseUrl, dataDir, env: OPERATOR });
    const registered = await call(first.url, '/api/register', {
      email,
      password: 'harbor-pass-1',
      fullName: 'Riley Restart',
      storageType: 'wet-slip',
    });
    expect(registered.status).toBe(201);
    const sessionCookie = registered.cookie.split(';')[0]!;
    // 0, not the forced exit's 1: the orderly shutdown ran to its end.
    const stopped = await first.terminate();
    expect(stopped.code).toBe(0);
    expect(first.output()).toContain('"msg":"shut down"');

    const second = await start({ databaseUrl, dataDir, env: OPERATOR });
    const me = await call(second.url, '/api/user', undefined, sessionCookie);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);
    const login = await call(second.url, '/api/login', { email, password: 'harbor-pass-1' });
    expect(login.status).toBe(200);
  });
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
    // Empty but for the outbox: the server creates the embedded database itself, as PGlite
    // leaves its files (0666), and must tighten them.
    const open = temporaryDataDir();
    chmodSync(open, 0o777);
    mkdirSync(join(open, 'outbox'), { mode: 0o777 });
    chmodSync(join(open, 'outbox'), 0o777);
    writeFileSync(join(open, 'outbox', 'old-password-reset.eml'), 'token', { mode: 0o666 });
    chmodSync(join(open, 'outbox', 'old-password-reset.eml'), 0o666);
    const running = await start({ dataDir: open, env: OPERATOR });
    const modes = modesUnder(open);
    console.log('modes after a start:', JSON.stringify(summarise(modes)));
    expect(modes).toContain('./session-secret 600');
    expect(modes.some((entry) => entry.startsWith('./pglite/'))).toBe(true);
    const notPrivate = modes.filter((entry) => !/ (600|700)$/.test(entry));
    expect(notPrivate).toEqual([]);
    expect(running.output()).toMatch(
      /made \d+ folder\(s\) and 1 file\(s\) in DATA_DIR .* owner-only/,
    );
    expect((await running.terminate()).code).toBe(0);
    const afterStop = modesUnder(open).filter((entry) => !/ (600|700)$/.test(entry));
    expect(afterStop).toEqual([]);
  });

  it('when started without NODE_ENV behind an https APP_URL, then it warns that session cookies are not Secure', async () => {
    const running = await start({
      databaseUrl,
      env: { ...OPERATOR, NODE_ENV: undefined, APP_URL: 'https://marina.example' },
    });
    expect(running.output()).toContain(
      'APP_URL is https but session cookies are not Secure outside production: set NODE_ENV=production',
    );
  });
});

function summarise(modes: string[]) {
  const counts: Record<string, number> = {};
  for (const entry of modes) {
    const mode = entry.slice(entry.lastIndexOf(' ') + 1);
    counts[mode] = (counts[mode] ?? 0) + 1;
  }
  return counts;
}
