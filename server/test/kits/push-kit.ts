import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { mailQueue, pushSubscriptions } from '../../src/db/schema';
import { createLogger } from '../../src/lib/logger';
import type { OutboxWorkerOptions } from '../../src/outbox/outbox-worker';
import type { SignedInOwner } from '../factories';
import {
  startPushEndpoint,
  type LocalBrowser,
  type PushEndpoint,
} from '../fake-push/push-endpoint';
import type { UseTestAppOptions } from '../use-test-app';
import { useBookingApp } from './booking-app';
import { useMailWorkers, useSmtpSink } from './mail-app';

/** A local push service for the file: started before its tests, closed after them. */
export function usePushEndpoint(): { readonly endpoint: PushEndpoint } {
  let endpoint: PushEndpoint | undefined;
  beforeAll(async () => {
    endpoint = await startPushEndpoint();
  });
  afterAll(async () => {
    await endpoint?.close();
  });
  return {
    get endpoint() {
      if (!endpoint) throw new Error('usePushEndpoint: read the endpoint inside a test or hook');
      return endpoint;
    },
  };
}

/**
 * The push tests' setup: the booking app (an admin, the test clock) allowed to push to
 * 127.0.0.1, a local push service that decrypts what it receives, an SMTP sink for the mail
 * that goes alongside, and workers that trust the local service's certificate.
 */
export function usePushApp(options: UseTestAppOptions = {}) {
  const local = usePushEndpoint();
  const smtp = useSmtpSink();
  const booking = useBookingApp({
    ...options,
    env: { PUSH_ALLOW_PRIVATE: 'true', ...options.env },
  });
  const { t, clock } = booking;
  const worker = useMailWorkers(() => ({
    db: t.database.db,
    config: { ...t.config, SMTP_URL: smtp.sink.url },
    logger: createLogger('silent'),
    now: clock.now,
    pushCa: local.endpoint.ca,
  }));
  return {
    ...booking,
    get endpoint() {
      return local.endpoint;
    },
    worker: (more: Partial<OutboxWorkerOptions> = {}) => worker(more),
    /** A new browser of the local service, subscribed by this signed-in user through the API. */
    subscribedBrowser: async (user: SignedInOwner): Promise<LocalBrowser> => {
      const browser = local.endpoint.browser();
      const res = await user.client.post('/api/push/subscriptions', browser.subscription);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return browser;
    },
    /** The user's rows of the push channel, oldest first. */
    pushRows: (userId: number) =>
      t.database.db
        .select()
        .from(mailQueue)
        .where(and(eq(mailQueue.channel, 'push'), eq(mailQueue.recipient, String(userId))))
        .orderBy(mailQueue.id),
    subscriptionsOf: (userId: number) =>
      t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(pushSubscriptions.id),
  };
}
