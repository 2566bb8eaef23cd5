import { OWNER_DATA_CACHE } from '../../service-worker/offline-data';
import { dropLeftoverPush, turnOffPush } from './push-on-this-browser';

/** The service worker's copies of the owner's reads (client/service-worker/sw.ts). */
async function dropOfflineCopies(): Promise<void> {
  if ('caches' in window) await caches.delete(OWNER_DATA_CACHE);
}

/**
 * Sign-out, before the session ends: pushes to this browser stop on the server and in the
 * browser, and the offline copies of the owner's bookings go. Each is tried; none stops the
 * sign-out (offline, the server's copy of the subscription goes at its next push instead).
 */
export async function forgetSignedInOwner(): Promise<void> {
  await Promise.allSettled([turnOffPush(), dropOfflineCopies()]);
}

/** Sign-in and registration: nothing another person left here is shown or pushed to them. */
export async function forgetPreviousOwner(): Promise<void> {
  await Promise.allSettled([dropLeftoverPush(), dropOfflineCopies()]);
}
