import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { BookingEvent } from '@shared/api/live-events';
import { apiUrl } from './api-client';
import { applyBookingEvent, refreshAllBookings } from './live-booking-cache';
import type * as authApi from '@shared/api/auth';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';
import { endSessionIfIdle, sessionQueryOptions } from './session';

/** 'connecting' until the stream first opens; 'reconnecting' after it dropped, until it is back. */
export type LiveState = 'connecting' | 'connected' | 'reconnecting';

interface Subscriber {
  /** The one marina date it shows (yyyy-MM-dd), or undefined for every date. */
  date: string | undefined;
  queryClient: QueryClient;
  onEvent: (event: BookingEvent) => void;
}

/**
 * One EventSource for the whole page (GET /api/events), however many screens on it listen: it
 * asks for one date when every listener shows the same date, for every date otherwise, and
 * closes when the last listener goes. The browser reconnects by itself, resending
 * Last-Event-ID; a stream the server closed for good (a 401 or 403) is opened again after a
 * growing pause, since no one else would.
 */
const subscribers = new Set<Subscriber>();
const stateListeners = new Set<() => void>();
let source: EventSource | null = null;
let sourceUrl: string | null = null;
let state: LiveState = 'connecting';
let droppedSinceOpen = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelay = 1000;
let reconcileQueued = false;

function setState(next: LiveState) {
  if (next === state) return;
  state = next;
  for (const listener of stateListeners) listener();
}

function wantedUrl(): string | null {
  if (subscribers.size === 0) return null;
  const dates = new Set([...subscribers].map((s) => s.date));
  const [only] = dates;
  return dates.size === 1 && only ? `/api/events?date=${only}` : '/api/events';
}

const anyClient = () => subscribers.values().next().value?.queryClient;

function onBooking(message: MessageEvent<string>) {
  let event: BookingEvent;
  try {
    event = JSON.parse(message.data) as BookingEvent;
  } catch {
    return;
  }
  const clients = new Set([...subscribers].map((s) => s.queryClient));
  for (const client of clients) applyBookingEvent(client, event);
  for (const subscriber of subscribers) subscriber.onEvent(event);
}

function refreshAll() {
  const client = anyClient();
  if (client) refreshAllBookings(client);
}

function open(url: string) {
  // A browser without EventSource (or a test page) simply stays as it is.
  if (typeof EventSource === 'undefined') return;
  const stream = new EventSource(apiUrl(url), { withCredentials: true });
  source = stream;
  stream.addEventListener('open', () => {
    // What happened while the stream was down may not all be replayed: read it all again.
    if (droppedSinceOpen) refreshAll();
    droppedSinceOpen = false;
    retryDelay = 1000;
    setState('connected');
  });
  stream.addEventListener('booking', onBooking);
  stream.addEventListener('resync', refreshAll);
  stream.addEventListener('error', () => {
    if (source !== stream) return; // one this page already replaced
    droppedSinceOpen = true;
    setState('reconnecting');
    if (stream.readyState !== EventSource.CLOSED) return;
    // The browser gave up (the server refused): perhaps the staff session idled out, or the
    // admin was signed out or demoted, which the route guards learn from the session read
    // again; try again later regardless.
    const client = anyClient();
    if (client) void recheckSession(client);
    close();
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      sourceUrl = null;
      reconcile();
    }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, 30_000);
  });
}

/**
 * After the server refused the live stream (a browser's EventSource cannot read why): asks a
 * call that needs the user, which says session_idle when the staff session idled out, then
 * reads the session again for any other reason (signed out, demoted, deleted).
 */
async function recheckSession(queryClient: QueryClient): Promise<void> {
  try {
    await callApi<typeof authApi.getCurrentUser>('GET', '/api/user');
  } catch (error) {
    endSessionIfIdle(queryClient, error);
  }
  await queryClient.invalidateQueries({ queryKey: queryKeys.session });
}

function close() {
  source?.close();
  source = null;
}

function reconcile() {
  reconcileQueued = false;
  const url = wantedUrl();
  if (url === sourceUrl && (source || retryTimer)) return;
  clearTimeout(retryTimer);
  retryTimer = undefined;
  close();
  sourceUrl = url;
  if (!url) {
    droppedSinceOpen = false;
    retryDelay = 1000;
    setState('connecting');
    return;
  }
  open(url);
}

/** Coalesces a burst of (un)subscriptions (a page's first render, StrictMode) into one change. */
function queueReconcile() {
  if (reconcileQueued) return;
  reconcileQueued = true;
  queueMicrotask(reconcile);
}

function subscribe(subscriber: Subscriber) {
  subscribers.add(subscriber);
  queueReconcile();
  return () => {
    subscribers.delete(subscriber);
    queueReconcile();
  };
}

const subscribeState = (listener: () => void) => {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
};
const readState = () => state;

/**
 * Keeps this screen's bookings live (docs/product.md#live-events): every booking event updates the
 * cached lists and is handed to `onEvent`. Admins only (the stream is theirs); nothing is shown
 * when it drops, but the returned state says so for a screen that wants to.
 */
export function useLiveEvents(
  options: { date?: string; enabled?: boolean; onEvent?: (event: BookingEvent) => void } = {},
): LiveState {
  const { date, enabled = true } = options;
  const queryClient = useQueryClient();
  // The session as the route guard read it: never a request of its own.
  const isAdmin = useQuery({ ...sessionQueryOptions(), enabled: false }).data?.isAdmin === true;
  const onEvent = useRef(options.onEvent);
  useEffect(() => {
    onEvent.current = options.onEvent;
  });
  useEffect(() => {
    if (!enabled || !isAdmin) return;
    return subscribe({ date, queryClient, onEvent: (event) => onEvent.current?.(event) });
  }, [date, enabled, isAdmin, queryClient]);
  return useSyncExternalStore(subscribeState, readState);
}
