import { afterEach, beforeEach, vi } from 'vitest';
import { resetPushBrowser } from './push-browser-fake';

/**
 * happy-dom draws on no canvas: canvas-confetti would throw from its animation frame, in
 * whichever test runs next. Mocked here for every file, since a mock in one file does not reach
 * a module an earlier file of the same worker already loaded (isolate: false).
 */
vi.mock('@/features/schedule/confetti', () => ({ celebrate: () => () => {} }));

/** The browser's side of web push, the same for every file for the same reason (push-browser-fake.ts). */
vi.mock(
  '@/lib/push-on-this-browser',
  async () => (await import('./push-browser-fake')).pushBrowser,
);
beforeEach(resetPushBrowser);

/**
 * Runs before every test file (vitest.config.ts setupFiles). Files share a worker's loaded
 * modules (isolate: false), so a hook registered by a module they import would run for the
 * first file only: here each component test file unmounts what it rendered and gets the real
 * globals (fetch) back after each test. The toast store lives in its module, so a toast left by
 * one test would otherwise greet the next one's Toaster. Files in the node environment have no
 * page to clean.
 */
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  const { clearToasts } = await import('@/components/ui/use-toast');
  clearToasts();
  vi.unstubAllGlobals();
});
