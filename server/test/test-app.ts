import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Express } from 'express';
import { inject } from 'vitest';
import { inCi } from '@shared/test/ci';
import { createApp, type AppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import {
  connectPostgres,
  openEmbedded,
  openEmbeddedFromImage,
  type DatabaseHandle,
} from '../src/db/client';
import { createLogger } from '../src/lib/logger';
import type { Metrics } from '../src/metrics/metrics';
import { uniformRateLimits } from '../src/middleware/rate-limit';
import { checkResponsesAgainstContract } from './contract-check';
import { withServerClient } from './server-client';

/**
 * A real app on a real, private database: in-memory PGlite by default, or a fresh database
 * on the Postgres server at TEST_DATABASE_URL. Each test file calls this once. Both start as
 * copies of the database the global setup migrated (server/test/global-setup.ts); a suite
 * without that setup (operations/) migrates each one.
 */
export interface TestApp {
  app: Express;
  database: DatabaseHandle;
  config: Config;
  /** What options.metrics built, counting this app's requests. */
  metrics?: Metrics;
  /** Another app instance (own pool) on the same database, as behind a load balancer. */
  createInstance(
    overrides?: Partial<AppOptions>,
  ): Promise<{ app: Express; close(): Promise<void> }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  now?: () => Date;
  rateLimits?: AppOptions['rateLimits'];
  googleRetry?: AppOptions['googleRetry'];
  /** Draws the texted codes: a test that must know them before they are sent passes its own. */
  newSmsCode?: AppOptions['newSmsCode'];
  /** Builds the app's metrics on its database (off by default, as in production). */
  metrics?: (database: DatabaseHandle) => Metrics;
  /** A database with data already in it (the upgrade test's release), migrated like any other. */
  database?: TestDatabase;
}

/** Generous limits so tests that sign up many owners are not throttled (rate-limit tests pass their own). */
const RELAXED_LIMITS = uniformRateLimits({ windowMs: 60_000, limit: 10_000 });

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    BCRYPT_COST: '4',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    APP_URL: 'http://app.test',
    // Tests book years ahead and many times per owner; the tests of these limits set their own.
    BOOKING_HORIZON_DAYS: '3660',
    MAX_ACTIVE_BOOKINGS_PER_OWNER: '10000',
    ...env,
  });
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const target = options.database ?? (await createTestDatabase());
  const database = target.open();
  await database.migrate();
  const logger = createLogger(config.LOG_LEVEL);
  const metrics = options.metrics?.(database);
  const build = (db: DatabaseHandle, overrides: Partial<AppOptions> = {}) =>
    createApp({
      config,
      database: db,
      logger,
      sessionSecret: config.SESSION_SECRET!,
      now: options.now,
      rateLimits: options.rateLimits ?? RELAXED_LIMITS,
      googleRetry: options.googleRetry,
      newSmsCode: options.newSmsCode,
      metrics,
      client: { kind: 'none' },
      inspectResponses: checkResponsesAgainstContract(),
      ...overrides,
    });
  return {
    app: build(database),
    database,
    config,
    metrics,
    createInstance(overrides) {
      const second = target.kind === 'pg' ? target.open() : database;
      return Promise.resolve({
        app: build(second, overrides),
        close: () => (second === database ? Promise.resolve() : second.close()),
      });
    },
    async close() {
      await database.close();
      await target.drop();
    },
  };
}

export const usingPostgresServer = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The gate of the tests that need the PostgreSQL server (races: the embedded engine runs one
 * query at a time; row locks; the server's own connections), as `describe.runIf(...)` or
 * `it.runIf(...)`. Without TEST_DATABASE_URL they skip, so `npm test` passes on a machine
 * without a server; under CI=true that would be a race that passed by never running, so the
 * gate throws and fails the file. The embedded suite (vitest.config.ts) leaves these files
 * out, so CI's first pass, without the server, never meets the gate; files of that suite whose
 * server-only tests run again in the server pass (metrics-http) gate on usingPostgresServer.
 */
export function needsPostgresServer(): boolean {
  if (usingPostgresServer) return true;
  if (inCi) {
    throw new Error(
      'CI=true but TEST_DATABASE_URL is not set: the race tests need a PostgreSQL server',
    );
  }
  return false;
}

export interface TestDatabase {
  kind: 'pg' | 'pglite';
  open(): DatabaseHandle;
  drop(): Promise<void>;
}

async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const image = await embeddedTemplate();
    return {
      kind: 'pglite',
      open: () => (image ? openEmbeddedFromImage(image) : openEmbedded()),
      drop: async () => {},
    };
  }

  const name = `marina_test_${randomBytes(6).toString('hex')}`;
  const template = inject('serverTemplateDatabase');
  await withServerClient(serverUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'pg',
    open: () => connectPostgres(url.toString()),
    async drop() {
      await withServerClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

let embeddedImage: Promise<Blob | undefined> | undefined;

/** The migrated database the global setup left, read once per worker. */
function embeddedTemplate(): Promise<Blob | undefined> {
  const path = inject('embeddedTemplateFile');
  embeddedImage ??= path
    ? readFile(path).then((bytes) => new Blob([bytes]))
    : Promise.resolve(undefined);
  return embeddedImage;
}
