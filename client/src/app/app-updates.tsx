import { useEffect, useState, useSyncExternalStore } from 'react';
import { Workbox } from 'workbox-window';
import { buttonClasses } from '@/components/ui/button-classes';

/** An installed app may stay open for days: it asks for a new build this often. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let workbox: Workbox | null = null;
let waiting = false;
const listeners = new Set<() => void>();

/**
 * Registers the service worker (client/service-worker/sw.ts) once per page. A new build's
 * worker waits until the owner chooses Reload: the open page runs the previous build's code,
 * and swapping the code under it would break its next lazy screen.
 */
function registerOnce(): void {
  if (workbox || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    waiting = true;
    listeners.forEach((listener) => listener());
  });
  const registered = workbox.register();
  registered.catch((error: unknown) => console.warn('Service worker not registered', error));
  const check = () => void workbox?.update().catch(() => {});
  setInterval(check, UPDATE_CHECK_MS);
}

function reloadWithNewVersion(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

/**
 * Mounted on every page once it has loaded and the browser is idle (providers.tsx): registers
 * the worker, and says when a new version is ready.
 */
export default function AppUpdates() {
  useEffect(() => {
    // The dev server serves no worker; a production build does, at /sw.js.
    if (import.meta.env.PROD) registerOnce();
  }, []);
  const updateReady = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting,
    () => false,
  );
  const [dismissed, setDismissed] = useState(false);
  if (!updateReady || dismissed) return null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-50 p-3 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:p-0">
      <div
        role="status"
        className="flex items-center gap-3 rounded-xl border border-border bg-card p-3 pl-4 text-card-foreground shadow-lg"
      >
        <p className="mr-auto text-sm font-semibold">A new version is available</p>
        <button
          type="button"
          className={buttonClasses('primary', 'sm')}
          onClick={reloadWithNewVersion}
        >
          Reload
        </button>
        <button
          type="button"
          className={buttonClasses('ghost', 'sm')}
          aria-label="Not now"
          onClick={() => setDismissed(true)}
        >
          ✕
        </button>
      </div>
    </div>
  );
}
