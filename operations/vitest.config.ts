import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The operations suite: real server processes (the compiled build, as production runs it)
 * restarted, killed and cut off from their database. One file at a time: each runs several
 * servers and its own load.
 */
export default defineConfig({
  resolve: {
    alias: { '@shared': fileURLToPath(new URL('../shared', import.meta.url)) },
  },
  test: {
    include: ['operations/**/*.test.ts'],
    globalSetup: ['operations/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
