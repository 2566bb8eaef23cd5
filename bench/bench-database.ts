import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { connectPostgres, openEmbedded, type DatabaseHandle } from '../server/src/db/client';
import { pgliteDir } from './app-process';

/**
 * A database of the bench's own, migrated and open for seeding: an on-disk PGlite in a temp
 * directory, or with serverUrl a new database marina_bench_<pid>_<name> on that server.
 * On the embedded engine only one process may open it: closeSeeding() before a server starts.
 */
export interface BenchDatabase {
  handle: DatabaseHandle;
  engine: 'embedded' | 'postgres';
  /** A temp directory of its own (logs), deleted by drop(). */
  dir: string;
  /** What startAppProcess needs to serve it. */
  server: { dataDir?: string; databaseUrl?: string };
  closeSeeding(): Promise<void>;
  /** The floor's settings: a copy of the seeded PGlite (taken closed), or the same database. */
  floorEnv(): Record<string, string>;
  /** Reopens it for reading after the servers stopped (embedded) or a second handle (postgres). */
  reopen(): DatabaseHandle;
  drop(): Promise<void>;
}

export async function createBenchDatabase(
  name: string,
  serverUrl: string | undefined,
): Promise<BenchDatabase> {
  const root = mkdtempSync(join(tmpdir(), `marina-bench-${name}-`));
  if (!serverUrl) {
    const dataDir = join(root, 'app');
    const handle = openEmbedded(pgliteDir(dataDir));
    await handle.migrate();
    return {
      handle,
      engine: 'embedded',
      dir: root,
      server: { dataDir },
      closeSeeding: () => handle.close(),
      floorEnv() {
        const copy = join(root, 'floor');
        cpSync(pgliteDir(dataDir), copy, { recursive: true });
        return { FLOOR_PGLITE_DIR: copy };
      },
      reopen: () => openEmbedded(pgliteDir(dataDir)),
      drop() {
        rmSync(root, { recursive: true, force: true });
        return Promise.resolve();
      },
    };
  }
  const database = `marina_bench_${process.pid}_${name.replace(/\W/g, '_')}`;
  await onServer(serverUrl, `create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  const handle = connectPostgres(databaseUrl);
  await handle.migrate();
  return {
    handle,
    engine: 'postgres',
    dir: root,
    server: { databaseUrl },
    closeSeeding: () => handle.close(),
    floorEnv: () => ({ DATABASE_URL: databaseUrl }),
    reopen: () => connectPostgres(databaseUrl, 2),
    async drop() {
      rmSync(root, { recursive: true, force: true });
      await onServer(serverUrl, `drop database if exists ${database} with (force)`);
    },
  };
}

export async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
