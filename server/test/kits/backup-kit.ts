import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { book } from './booking-kit';
import { signUpOwner } from '../factories';
import { withServerClient } from '../server-client';
import { testConfig } from '../test-app';
import { createApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import { bookings, mailQueue, sessions, users } from '../../src/db/schema';
import { createLogger } from '../../src/lib/logger';
import { uniformRateLimits } from '../../src/middleware/rate-limit';

/** What the backup tests seed, read back and compare: a marina in use, as the office sees it. */

const root = join(import.meta.dirname, '../../..');
/** Each run is a new process starting tsx (and PGlite): slow on a busy machine. */
export const PROCESS_TIMEOUT = 120_000;

/** `npm run backup` / `npm run restore` as the operator runs them, with only these settings. */
export function runCli(command: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv) {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', `server/src/cli/${command}.ts`, ...args],
    {
      cwd: root,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, ...env },
      timeout: PROCESS_TIMEOUT,
    },
  );
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Two owners who signed up (a session each) and booked (a confirmation waiting to be sent). */
export async function seedMarina(database: DatabaseHandle): Promise<void> {
  const config = testConfig();
  const app = createApp({
    config,
    database,
    logger: createLogger('silent'),
    sessionSecret: config.SESSION_SECRET!,
    rateLimits: uniformRateLimits({ windowMs: 60_000, limit: 10_000 }),
    client: { kind: 'none' },
  });
  for (const name of ['Casey Mariner', 'Robin Keel']) {
    const owner = await signUpOwner(app, { fullName: name });
    const booked = await book(owner);
    if (booked.status !== 201) throw new Error(`booking failed: ${booked.status}`);
  }
}

/** Everything a restore must bring back, in a stable order. */
export async function marinaContents(database: DatabaseHandle) {
  const { db } = database;
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    bookings: await db.select().from(bookings).orderBy(asc(bookings.id)),
    sessions: await db
      .select({ sid: sessions.sid, userId: sessions.userId, sess: sessions.sess })
      .from(sessions)
      .orderBy(asc(sessions.sid)),
    mail: await db
      .select({ id: mailQueue.id, kind: mailQueue.kind, status: mailQueue.status })
      .from(mailQueue)
      .orderBy(asc(mailQueue.id)),
  };
}

/** New empty databases on the test server, dropped by dropAll. */
export function serverDatabases(serverUrl: string) {
  const names: string[] = [];
  const admin = (statement: string) =>
    withServerClient(serverUrl, (client) => client.query(statement));
  return {
    async create(): Promise<string> {
      const name = `marina_test_backup_${randomBytes(5).toString('hex')}`;
      await admin(`create database ${name}`);
      names.push(name);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async dropAll() {
      for (const name of names) await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** The path a successful backup printed. */
export function writtenPath(stdout: string): string {
  const match = /Backup written: (\S+) \(/.exec(stdout);
  if (!match) throw new Error(`no backup path in: ${stdout}`);
  return match[1]!;
}

export type MarinaContents = Awaited<ReturnType<typeof marinaContents>>;

/** Migrates and seeds a fresh database, and says what it then holds; closes it either way. */
export async function seededMarina(database: DatabaseHandle): Promise<MarinaContents> {
  try {
    await database.migrate();
    await seedMarina(database);
    return await marinaContents(database);
  } finally {
    await database.close();
  }
}

/** What a database holds (after a restore, say); closes it either way. */
export async function contentsThenClose(database: DatabaseHandle): Promise<MarinaContents> {
  try {
    return await marinaContents(database);
  } finally {
    await database.close();
  }
}
