import { vi } from 'vitest';
import type { PushState } from '@/lib/push-on-this-browser';

/**
 * This browser's side of web push (permission prompt, PushManager, the service worker) as every
 * component test sees it. component-setup.ts mocks '@/lib/push-on-this-browser' with this
 * object for every file: a mock made in one file does not reach a module an earlier file of the
 * same worker already loaded (isolate: false), so two files mocking it each their own way would
 * pass or fail by the order they ran in. A test tells it what to answer; each test starts from a
 * browser without push.
 */
export const pushBrowser = {
  readPushState: vi.fn<() => Promise<PushState>>(),
  turnOnPush: vi.fn<() => Promise<PushState>>(),
  turnOffPush: vi.fn<() => Promise<PushState>>(),
  thisBrowserEndpoint: vi.fn<() => Promise<string | null>>(),
  dropLeftoverPush: vi.fn<() => Promise<void>>(),
};

export function resetPushBrowser(): void {
  pushBrowser.readPushState.mockReset().mockResolvedValue('unsupported');
  pushBrowser.turnOnPush.mockReset().mockResolvedValue('unsupported');
  pushBrowser.turnOffPush.mockReset().mockResolvedValue('unsupported');
  pushBrowser.thisBrowserEndpoint.mockReset().mockResolvedValue(null);
  pushBrowser.dropLeftoverPush.mockReset().mockResolvedValue(undefined);
}
