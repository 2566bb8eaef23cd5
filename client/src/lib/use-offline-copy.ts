import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOfflineCopyTime } from './offline-copies';

/** The element that says why actions are off: buttons it disables name it (aria-describedby). */
export const OFFLINE_NOTE_ID = 'offline-note';

/**
 * While offline copies are shown, the reads on screen are tried again this often: a signal
 * that comes back at the dock does not always fire the browser's 'online' event.
 */
const RETRY_OFFLINE_MS = 10_000;

/**
 * Whether the screen shows the service worker's offline copy, and from when. Back online
 * (the browser says so, or a retry gets through), every read on screen is made again (reads
 * never go stale on their own: docs/product.md#api-calls), which ends it.
 */
export function useOfflineCopy(): { offline: boolean; copiedAt: number | null } {
  const copiedAt = useOfflineCopyTime();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (copiedAt === null) return;
    const readAgain = () => void queryClient.invalidateQueries();
    window.addEventListener('online', readAgain);
    const retry = setInterval(readAgain, RETRY_OFFLINE_MS);
    return () => {
      window.removeEventListener('online', readAgain);
      clearInterval(retry);
    };
  }, [copiedAt, queryClient]);
  return { offline: copiedAt !== null, copiedAt };
}
