import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The browser suite: each file starts its own server (on a copy of one migrated database)
 * and its own Chromium, so two files run at once, one per core.
 */
export default defineConfig({
  resolve: {
    // The same alias the server and client use, so journeys import shared/ as they do.
    alias: { '@shared': fileURLToPath(new URL('../shared', import.meta.url)) },
  },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    fileParallelism: true,
    pool: 'forks',
    // Files share nothing through modules (each has its own server and browser), so a worker
    // keeps playwright, axe and the support code loaded from one file to the next.
    isolate: false,
    maxWorkers: 2,
    // Limits that catch a hang, not a pace: in CI the suite shares two cores with the checks,
    // the API suite and the operations suite.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
