import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useToasts } from '@/components/ui/use-toast';
import { useUser } from '@/lib/session';

// The toast renderer (Radix, with tailwind-merge: 22 KB gzip) waits until the page has loaded
// and the browser is idle, so it does not compete with the page's own chunks; a toast raised
// before then mounts it at once (toasts wait in the store until it arrives).
const Toaster = lazy(() => import('@/components/ui/toaster'));
// The service worker's registration and its 'A new version is available' wait the same way,
// for a signed-in user.
// Outside the screens' error boundary: a failed load shows nothing rather than breaking the page.
const AppUpdates = lazy(() => import('./app-updates').catch(() => ({ default: () => null })));

function useIdleAfterLoad(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const schedule = () => {
      if ('requestIdleCallback' in window) {
        const id = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
        cancel = () => cancelIdleCallback(id);
      } else {
        const id = setTimeout(() => setIdle(true), 200);
        cancel = () => clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      cancel();
    };
  }, []);
  return idle;
}

/**
 * The service worker is for owners (their bookings offline, their pushes): it is registered
 * once someone is signed in, so a visitor who only looks is not sent the app's 800 KB shell.
 */
function AppUpdatesWhenSignedIn({ idle }: { idle: boolean }) {
  const { data: user } = useUser();
  if (!idle || !user) return null;
  return (
    <Suspense fallback={null}>
      <AppUpdates />
    </Suspense>
  );
}

/**
 * The query client comes from the caller: the browser's asks for the session at once (main.tsx),
 * the prerender's never fetches.
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const idle = useIdleAfterLoad();
  const toastWaiting = useToasts().length > 0;
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {(idle || toastWaiting) && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
      <AppUpdatesWhenSignedIn idle={idle} />
    </QueryClientProvider>
  );
}
