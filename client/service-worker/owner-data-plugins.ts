/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core';
import { OFFLINE_COPY_HEADER, OWNER_DATA_CACHE } from './offline-data';

/**
 * An answer from the cache says so, for the page's 'Offline: showing your bookings as of …'.
 * The copy keeps the server's Date header, which says when it was read.
 */
export const markOfflineCopies: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(OFFLINE_COPY_HEADER, '1');
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

/**
 * When the server says nobody is signed in here (a session that ended, a sign-out on another
 * tab), every kept read goes: the next person on this browser must not see them offline. The
 * page also clears them on sign-in and sign-out (lib/owner-data-on-this-browser.ts).
 */
export const forgetOwnerDataWhenSignedOut: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    if (new URL(request.url).pathname !== '/api/session' || !response.ok) return response;
    const session = (await response
      .clone()
      .json()
      .catch(() => null)) as { user?: unknown } | null;
    if (session?.user === null) await caches.delete(OWNER_DATA_CACHE);
    return response;
  },
};
