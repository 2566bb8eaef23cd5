// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, mayReloadForChunk, reloadForChunk } from './chunk-load-errors';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('a screen’s code that did not load', () => {
  it.each([
    ['Chrome', 'Failed to fetch dynamically imported module: https://marina.test/assets/a.js'],
    ['Firefox', 'error loading dynamically imported module: https://marina.test/assets/a.js'],
    ['Safari', 'Importing a module script failed.'],
    ['Vite, a stylesheet', 'Unable to preload CSS for /assets/a.css'],
  ])('when %s says the import failed, then it is a chunk failure', (_, message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('when an error is named ChunkLoadError, or is any other error, then it is or is not one', () => {
    const named = Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('when the page reloaded for a chunk, then not again within a minute, and again after', () => {
    vi.useFakeTimers({ now: new Date('2030-07-02T10:00:00Z'), toFake: ['Date'] });
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    expect(mayReloadForChunk()).toBe(true);
    reloadForChunk();
    expect(reload).toHaveBeenCalledTimes(1);
    vi.setSystemTime(new Date('2030-07-02T10:00:59Z'));
    expect(mayReloadForChunk()).toBe(false);
    vi.setSystemTime(new Date('2030-07-02T10:01:01Z'));
    expect(mayReloadForChunk()).toBe(true);
  });

  it('when the browser refuses sessionStorage, then no reload: it could not be guarded', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(mayReloadForChunk()).toBe(false);
  });
});
