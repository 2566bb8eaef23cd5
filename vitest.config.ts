import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * `npm test` on the embedded engine (the default, no setup) runs what needs no database
 * server: the unit tests, the embedded engine's own tests and a smoke test per module. With
 * TEST_DATABASE_URL it runs the whole API suite on the PostgreSQL server, where races are real.
 * TEST_SCOPE=all (`npm run test:all`) takes every file on either engine, e.g. to run one file
 * on the embedded engine (docs/decisions/0019-test-suites.md).
 */
const embeddedSuite = [
  'client/src/**/*.test.{ts,tsx}',
  'shared/**/*.test.ts',
  'server/src/**/*.smoke.test.ts',
  'server/src/lib/**/*.test.ts',
  'server/src/config*.test.ts',
  'server/src/trust-proxy-setting.test.ts',
  'server/src/outbox/email/{ics,transport}.test.ts',
  // The engine's own: its client and lock, the notified cache, schema checks, sessions,
  // backups and the availability cache's freshness.
  'server/src/db/**/*.test.ts',
  'server/src/sessions/**/*.test.ts',
  'server/src/backup/**/*.test.ts',
  'server/src/modules/availability/availability-freshness.test.ts',
  // Every route the app answers has its contract in shared/api, and every contract its route.
  'server/src/modules/system/api-contract.test.ts',
  // Metrics read the engine: the embedded one has no connection pool to report.
  'server/src/metrics/metrics-http.test.ts',
  'server/src/modules/sms/{quiet-hours,sms-texts}.test.ts',
  // (lib/address-guard.test.ts, which addresses webhooks and pushes may reach, is in lib/**.)
  // An API token's secret and the Authorization headers that may carry one: no database.
  'server/src/modules/api-tokens/api-token-secret.test.ts',
  // The published API document and its page: built from the contract, served before the session.
  'server/src/modules/api-docs/**/*.test.ts',
  // The web app manifest and its icons: built from the settings, served before the session.
  'server/src/modules/web-app/**/*.test.ts',
];
const serverSuite = ['server/**/*.test.ts'];
/** On the server: smoke tests repeat what the full suite proves; these prove only the embedded engine. */
const embeddedOnly = [
  'server/src/**/*.smoke.test.ts',
  'server/src/backup/embedded-backup.test.ts',
  'server/src/db/embedded-lock.test.ts',
];

const everyFile = ['server/**/*.test.ts', 'shared/**/*.test.ts', 'client/src/**/*.test.{ts,tsx}'];

const scope =
  process.env.TEST_SCOPE === 'all' ? 'all' : process.env.TEST_DATABASE_URL ? 'server' : 'embedded';

export default defineConfig({
  resolve: {
    alias: {
      '@shared': fromRoot('./shared'),
      '@': fromRoot('./client/src'),
    },
  },
  test: {
    include: { all: everyFile, server: serverSuite, embedded: embeddedSuite }[scope],
    exclude: scope === 'server' ? embeddedOnly : [],
    environment: 'node',
    globalSetup: ['server/test/global-setup.ts'],
    // The second fails a test whose app answered outside the API contract (server/test/).
    setupFiles: ['client/src/test/component-setup.ts', 'server/test/contract-setup.ts'],
    // Each file gets its own database, copied from one migrated by the global setup; two
    // cores, so two files at a time. Files share a worker's loaded modules (isolate: false):
    // importing the app anew for each file cost 3 s a file.
    pool: 'forks',
    maxWorkers: 2,
    isolate: false,
    // Limits that catch a hang, not a pace: in CI two suites and the browser share two cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
