import type * as api from '@shared/api/push';
import { ApiError, callApi } from './api-client';

/**
 * Web push on this browser (docs/product.md#web-push): the browser holds the subscription, the
 * server the copy it pushes to. Nothing here runs until the owner taps Turn on (the permission
 * prompt comes from that tap) or signs in or out.
 */

export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/**
 * The service worker's registration, or null where there is none (the dev server serves no
 * worker; old browsers; a browser that refuses workers). A page opened a moment ago may not
 * have registered it yet (app-updates.tsx waits for the page to load): `orRegister` does it
 * now, and registering the same script again is the same registration.
 */
async function registration(
  options: { orRegister?: boolean } = {},
): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null;
  const existing = await navigator.serviceWorker.getRegistration();
  if (existing || !options.orRegister || !import.meta.env.PROD) return existing ?? null;
  return navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => null);
}

async function browserSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

/** The endpoint this browser's subscription pushes to, if it holds one: /profile's 'This browser'. */
export async function thisBrowserEndpoint(): Promise<string | null> {
  return (await browserSubscription())?.endpoint ?? null;
}

/** PushSubscription.toJSON() as POST /api/push/subscriptions takes it. */
function bodyOf(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    expirationTime: json.expirationTime ?? null,
  };
}

const saveOnServer = (subscription: PushSubscription) =>
  callApi<typeof api.savePushSubscription>('POST', '/api/push/subscriptions', {
    body: bodyOf(subscription),
  });

/**
 * Where this browser stands. A subscription it holds is saved on the server again (200 when
 * the server has it already): one the server dropped, after the push service answered 410 for
 * it, comes back instead of showing 'on' while nothing arrives.
 */
export async function readPushState(): Promise<PushState> {
  if (!(await registration({ orRegister: true }))) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await browserSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  await saveOnServer(subscription);
  return 'on';
}

/** The key arrives as base64url; PushManager.subscribe takes its bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** After the owner's tap: asks the browser's permission, subscribes and tells the server. */
export async function turnOnPush(): Promise<PushState> {
  if (!(await registration({ orRegister: true }))) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  // Subscribing needs the worker active, not only registered (a first visit's is installing).
  const worker = await navigator.serviceWorker.ready;
  const { publicKey } = await callApi<typeof api.getPushKey>('GET', '/api/push/key');
  let subscription = await worker.pushManager.getSubscription();
  // A subscription made with another server key (keys were replaced) cannot be pushed to.
  if (subscription && !sameKey(subscription, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  await saveOnServer(subscription);
  return 'on';
}

function sameKey(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscription.options.applicationServerKey;
  if (!key) return true;
  const wanted = keyBytes(publicKey);
  const held = new Uint8Array(key);
  return held.length === wanted.length && held.every((byte, i) => byte === wanted[i]);
}

/**
 * The server stops pushing here (a 404 means it had already dropped it), then the browser
 * drops its subscription. While still signed in: sign-out calls this before logging out.
 */
export async function turnOffPush(): Promise<PushState> {
  const subscription = await browserSubscription();
  if (subscription) {
    try {
      await callApi<typeof api.deletePushSubscription>('DELETE', '/api/push/subscriptions', {
        body: { endpoint: subscription.endpoint },
      });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    await subscription.unsubscribe();
  }
  return (await registration()) ? 'off' : 'unsupported';
}

/**
 * On sign-in: a subscription left by whoever used this browser before is dropped here; the
 * server forgets it at its next push, when the push service answers 410.
 */
export async function dropLeftoverPush(): Promise<void> {
  await (await browserSubscription())?.unsubscribe();
}
