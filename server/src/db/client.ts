import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { makePrivateDir, tightenTree } from '../lib/private-files';
import { listenOnServer, type StopListening } from './channel-listener';
import { projectPath } from '../lib/project-root';
import {
  lockDataDir,
  lockDataDirWhenFree,
  type DataDirLock,
  type LockOptions,
} from './embedded-lock';
import * as schema from './schema';

/**
 * One Drizzle API over either driver (docs/decisions/0001-embedded-postgres.md).
 * Both speak PostgreSQL, so queries, transactions and locks are written once.
 */
export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Repositories take either, so a service can run them inside its transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pg' | 'pglite';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * The embedded engine only: LISTEN on a channel (and turn the change triggers' announcements
   * on). Its notifications arrive before the query or transaction that committed them resolves
   * (one connection, in this process), so state they clear is never stale. A server database
   * delivers them later, on another connection, and its triggers stay quiet.
   */
  listenInProcess?(channel: string, onNotify: (payload: string) => void): Promise<void>;
  /**
   * LISTEN on a channel for notifications any instance sends (a server database: from a
   * connection of its own that reconnects; the embedded engine: in this process), each with its
   * payload. `onNotify` also runs without one once the listener is in place, and again after a
   * reconnection: notifications may have been missed, so the listener looks for itself.
   */
  listen(channel: string, onNotify: (payload?: string) => void): Promise<StopListening>;
  /** A server database only: its pool, for the metrics (the embedded engine has none). */
  poolStats?: () => PoolStats;
}

export interface PoolStats {
  /** Open connections, idle ones included. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

const migrationsFolder = projectPath('migrations');

const CONNECT_TIMEOUT_MS = 5_000;
const DEFAULT_QUERY_TIMEOUT_MS = 10_000;

/** Any fixed number: the advisory lock that lets one instance migrate at a time. */
const MIGRATION_LOCK_KEY = 727_001;

export function connectPostgres(
  url: string,
  poolSize = 10,
  queryTimeoutMs = DEFAULT_QUERY_TIMEOUT_MS,
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // While the server is away a request waits at most this long for a connection, then gets
    // a 503, instead of queueing until the client gives up.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A server that hangs with connections open (a frozen host, a network gone dark) never
    // answers: without this a request would wait forever on it.
    query_timeout: queryTimeoutMs,
  });
  // A connection dropped by the server (restart, failover) must not crash the process: idle
  // ones are the pool's ('error' on the pool), a checked-out one between two queries of a
  // transaction reports on the client, and its next query fails instead. The pool discards
  // a broken client when it is released, and the next query reports any lasting outage.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    driver: 'pg',
    async migrate() {
      // A connection of its own, without the query timeout: building an index on a large
      // table may take minutes, and waiting for another instance's migration longer.
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => {});
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        await client.end().catch(() => {});
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
    },
    listen: (channel, onNotify) => Promise.resolve(listenOnServer(url, channel, { onNotify })),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
  };
}

/** dataDir undefined keeps the database in memory (tests). `lock`: one already taken on it. */
export function openEmbedded(dataDir?: string, heldLock?: DataDirLock): DatabaseHandle {
  if (dataDir) makePrivateDir(dataDir);
  const lock = heldLock ?? (dataDir ? lockDataDir(dataDir) : undefined);
  // pg_trgm: the admin list's search index (migration 0008); a server has it in contrib.
  return embeddedHandle(new PGlite({ dataDir, extensions: { pg_trgm } }), dataDir, lock);
}

/**
 * An in-memory database that starts as a copy of `image` (what `dumpEmbeddedImage` wrote):
 * the tests migrate one database per run and copy it per file, which takes a sixth of the time.
 */
export function openEmbeddedFromImage(image: Blob): DatabaseHandle {
  return embeddedHandle(new PGlite({ loadDataDir: image, extensions: { pg_trgm } }));
}

/** The data directory of an open in-memory database, as a tarball openEmbeddedFromImage reads. */
export async function dumpEmbeddedImage(handle: DatabaseHandle): Promise<Blob> {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}

function embeddedHandle(client: PGlite, dataDir?: string, lock?: DataDirLock): DatabaseHandle {
  const pgliteDb = drizzlePglite({ client, schema });
  // PGlite gives the files it creates mode 0666 whatever the umask: the 0700 folder keeps them
  // private, and this walk keeps the files themselves owner-only once it has written them.
  const keepFilesPrivate = () => {
    if (dataDir) tightenTree(dataDir, { recursive: true });
  };
  return {
    // Same query builder and result shapes for our purposes; only the driver type differs.
    db: pgliteDb as unknown as Database,
    driver: 'pglite',
    async migrate() {
      await migratePglite(pgliteDb, { migrationsFolder });
      keepFilesPrivate();
    },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      await client.close();
      keepFilesPrivate();
      lock?.release();
    },
    async listen(channel, onNotify) {
      const unlisten = await client.listen(channel, (payload) => onNotify(payload));
      onNotify();
      return () => unlisten();
    },
    async listenInProcess(channel, onNotify) {
      // The change triggers (migrations 0003, 0006) announce only in a session that asks.
      await client.exec(`set marina.announce_changes = 'on'`);
      await client.listen(channel, onNotify);
    },
  };
}

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  queryTimeoutMs?: number;
}): DatabaseHandle {
  return options.databaseUrl
    ? connectPostgres(options.databaseUrl, options.poolSize, options.queryTimeoutMs)
    : openEmbedded(embeddedDir(options.dataDir));
}

const embeddedDir = (dataDir: string) => `${dataDir}/pglite`;

/**
 * The server's way in: on the embedded database it first waits for a previous server on the
 * same DATA_DIR to let go (draining, or exiting after SIGKILL), up to `waitMs`.
 */
export async function openDatabaseWhenFree(
  options: Parameters<typeof openDatabase>[0],
  lockOptions: LockOptions & { waitMs: number; onWait?(pid: number): void },
): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openDatabase(options);
  const dir = embeddedDir(options.dataDir);
  makePrivateDir(dir);
  return openEmbedded(dir, await lockDataDirWhenFree(dir, lockOptions));
}
