import { useSyncExternalStore } from 'react';
import { OFFLINE_COPY_HEADER } from '../../service-worker/offline-data';

/**
 * When the reads on screen were made, once the service worker has answered one from its
 * offline copy (client/service-worker): the oldest such copy's time, or null while the
 * server answers. A read the server answers again ends it.
 */
let copiedAt: number | null = null;
const listeners = new Set<() => void>();

/** Called with every answer the API gives (api-client.ts). */
export function noteAnswer(res: Response): void {
  const next = res.headers.has(OFFLINE_COPY_HEADER)
    ? Math.min(copiedAt ?? Infinity, Date.parse(res.headers.get('Date') ?? '') || Date.now())
    : null;
  if (next === copiedAt) return;
  copiedAt = next;
  listeners.forEach((listener) => listener());
}

/** When the offline copies on screen were read from the server, or null when online. */
export function useOfflineCopyTime(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => copiedAt,
    () => null,
  );
}
