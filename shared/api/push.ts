import { z } from 'zod';
import { idParam } from '../schemas/common';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '../schemas/push';
import { instant, rowId } from './common';
import { defineRoute } from './route';

const pushKey = z.strictObject({
  /** The VAPID public key (base64url, 65 bytes): PushManager.subscribe's applicationServerKey. */
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/),
});

const pushSubscriptionView = z.strictObject({
  endpoint: z.url(),
  createdAt: instant,
});
/** A browser subscribed to the signed-in user's news (docs/product.md#web-push). */
export type PushSubscriptionView = z.infer<typeof pushSubscriptionView>;
const subscribed = z.strictObject({
  subscription: pushSubscriptionView,
  message: z.string().min(1),
});

export const getPushKey = defineRoute({
  method: 'GET',
  path: '/api/push/key',
  summary: 'The server’s VAPID public key, to subscribe a browser to push notifications',
  tag: 'Push notifications',
  access: 'signed-in',
  responses: { 200: pushKey },
  errors: [],
});

export const savePushSubscription = defineRoute({
  method: 'POST',
  path: '/api/push/subscriptions',
  summary:
    'Subscribe this browser to the signed-in user’s booking news (201 when new, or moved from another account with the keys stored for it; 200 when already theirs); the oldest past 10 is dropped',
  tag: 'Push notifications',
  access: 'signed-in',
  notWithApiToken: true,
  body: pushSubscriptionSchema,
  responses: { 200: subscribed, 201: subscribed },
  // 409: the endpoint is another account's and the keys sent are not the ones stored with it.
  errors: [409, 422],
});

export const deletePushSubscription = defineRoute({
  method: 'DELETE',
  path: '/api/push/subscriptions',
  summary:
    'Stop pushing to this browser (sign-out calls it); 404 when the user has no subscription there, whoever else may',
  tag: 'Push notifications',
  access: 'signed-in',
  body: pushUnsubscribeSchema,
  responses: { 204: z.null() },
  errors: [404],
});

const pushDevice = z.strictObject({
  id: rowId,
  /** Which browser, as named when it subscribed ('Chrome on Android'); never its User-Agent. */
  browser: z.string().min(1),
  /** The browser's own endpoint, so a page can tell which row is its browser. */
  endpoint: z.url(),
  createdAt: instant,
  /** When a push last reached it; null: none yet. */
  lastPushAt: instant.nullable(),
});
/** One of the signed-in user's browsers that get their news, as /profile lists it. */
export type PushDevice = z.infer<typeof pushDevice>;

export const listPushDevices = defineRoute({
  method: 'GET',
  path: '/api/push/subscriptions',
  summary: 'The signed-in user’s browsers that get their booking news, oldest first',
  tag: 'Push notifications',
  access: 'signed-in',
  responses: { 200: z.strictObject({ subscriptions: z.array(pushDevice) }) },
  errors: [],
});

export const deletePushDevice = defineRoute({
  method: 'DELETE',
  path: '/api/push/subscriptions/:id',
  summary:
    'Stop pushing to one of the signed-in user’s browsers, from any of them; 404 when it is not theirs',
  tag: 'Push notifications',
  access: 'signed-in',
  params: idParam,
  responses: { 204: z.null() },
  errors: [404],
});

/**
 * What a push carries, as the server writes it (server/src/modules/push/push-texts.ts) and the
 * service worker reads it (client/service-worker/push-notifications.ts): the worker shows
 * `title` and `body`, opens `url` on a tap and replaces an earlier notification of the same
 * `tag`, so each booking shows its latest news once. No more than its text says: no name, no
 * address, no notes.
 */
export interface PushNews {
  title: string;
  body: string;
  /** A path of this app, opened when the notification is tapped. */
  url: string;
  /** One booking's news replaces its previous notification instead of piling up. */
  tag: string;
}
