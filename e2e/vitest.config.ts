import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The browser suite: one real server, one Chromium, files one after another. */
export default defineConfig({
  resolve: {
    // The same alias the server and client use, so journeys import shared/ as they do.
    alias: { '@shared': fileURLToPath(new URL('../shared', import.meta.url)) },
  },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
