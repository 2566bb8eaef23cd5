import { afterEach, vi } from 'vitest';

/**
 * Runs before every test file (vitest.config.ts setupFiles). Files share a worker's loaded
 * modules (isolate: false), so a hook registered by a module they import would run for the
 * first file only: here each component test file unmounts what it rendered and gets the real
 * globals (fetch) back after each test. Files in the node environment have no page to clean.
 */
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  vi.unstubAllGlobals();
});
