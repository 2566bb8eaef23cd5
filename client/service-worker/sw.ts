/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { keepsOfflineCopy, OWNER_DATA_CACHE } from './offline-data';
import { forgetOwnerDataWhenSignedOut, markOfflineCopies } from './owner-data-plugins';
import { openNotificationTarget, showPushedNews } from './push-notifications';

/** The build replaces __WB_MANIFEST with the shell's files and their revisions. */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// The app shell (docs/decisions/0028-installable-app.md): index.html and the code of the owner's
// pages, listed by the build (scripts/vite-pwa-shell.ts); each file is fetched again only when its
// revision changes.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** How long a page or a read waits for the network before the offline copy is used instead. */
const NETWORK_TIMEOUT_SECONDS = 5;

// A page comes from the server whenever it answers, so a deploy's index.html (naming the new
// build's chunks) is used at once; the precached shell only stands in when it does not.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await withTimeout(fetch(request), NETWORK_TIMEOUT_SECONDS * 1000);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    // Downloads and the API's own pages (/api/docs) are never the app.
    { denylist: [/^\/api(?:\/|$)/] },
  ),
);

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && keepsOfflineCopy(url.pathname),
  new NetworkFirst({
    cacheName: OWNER_DATA_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [markOfflineCopies, forgetOwnerDataWhenSignedOut],
  }),
);

self.addEventListener('push', (event) => event.waitUntil(showPushedNews(self, event.data)));
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openNotificationTarget(self, event.notification));
});

// The page's 'A new version is available' → Reload (app/app-updates.tsx) asks for this.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first worker takes the page that installed it, so that visit's reads are kept already.
// A later one waits for the owner's Reload: the open page runs the previous build's code.
clientsClaim();

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('network timeout')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
