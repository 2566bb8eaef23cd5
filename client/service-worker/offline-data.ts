/**
 * What the service worker keeps for an owner who loses the connection, named once for it and
 * for the page. Nothing here may use the DOM or a worker's globals: both import it.
 */

/** The owner's last reads, answered from here when the network is not. Cleared on sign-out. */
export const OWNER_DATA_CACHE = 'owner-data-v1';

/** Set on an answer that came from OWNER_DATA_CACHE; its Date header says when it was read. */
export const OFFLINE_COPY_HEADER = 'X-Offline-Copy';

/**
 * The reads /my-bookings needs, and only those: who is signed in, the marina's settings, the
 * owner's bookings, cancelled bookings and waitlist. An admin's lists are never kept.
 */
const KEPT_READS = [
  /^\/api\/session$/,
  /^\/api\/config$/,
  /^\/api\/bookings\/user\/\d+(?:\/cancelled)?$/,
  /^\/api\/waitlist$/,
];

export const keepsOfflineCopy = (pathname: string): boolean =>
  KEPT_READS.some((read) => read.test(pathname));
