import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/factories';
import { insertOwner } from '../../test/kits/mail-kit';
import { useMailApp } from '../../test/kits/mail-app';
import { usingPostgresServer } from '../../test/test-app';
import type { StopListening } from '../db/channel-listener';
import type { OutboxWorker } from './outbox-worker';

/**
 * Mail queued by a request goes at once: the worker polls only every minute here, so mail that
 * arrives within seconds came because the queue woke it (migration 0013's NOTIFY).
 */
const mailApp = useMailApp();
const { t, clock } = mailApp;
const POLL_MS = 60_000;
const listeners: StopListening[] = [];
afterAll(async () => {
  await Promise.all(listeners.map((stop) => stop()));
});

/** A worker that polls every minute and listens on the mail_queued channel, as the server's does. */
async function wakingWorker(): Promise<OutboxWorker> {
  const worker = mailApp.worker({
    config: { ...t.config, SMTP_URL: mailApp.sink.url, WORKER_POLL_MS: POLL_MS },
    now: () => new Date(),
  });
  worker.start();
  listeners.push(await t.database.listen('mail_queued', () => worker.wake()));
  return worker;
}

/** Waits up to `ms` for the sink to hold a message to `email`. */
async function arrived(email: string, ms = 5_000): Promise<boolean> {
  for (const start = Date.now(); Date.now() - start < ms;) {
    if (mailApp.sink.to(email).length > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

const resetMail = (email: string) => ({
  kind: 'password-reset' as const,
  email,
  ownerName: 'Casey',
  resetUrl: 'http://app.test/reset-password?token=x',
});

describe('mail sent at once', () => {
  it("when a request queues mail, then the worker sends it within seconds, not at its next poll; another instance's request wakes it too", async () => {
    clock.instant = new Date();
    await wakingWorker();
    // Let the first pass (at start) finish: what follows is only reached by a wake.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const here = uniqueEmail();
    await mailApp.queue(resetMail(here), here);
    expect(await arrived(here)).toBe(true);

    // Another instance (on a server database, another pool) queues through its API.
    const owner = await insertOwner(t.database.db, uniqueEmail(), 'Robin Keel');
    const second = await t.createInstance();
    try {
      const res = await request(second.app)
        .post('/api/forgot-password')
        .set('X-Requested-With', 'XMLHttpRequest')
        .send({ email: owner.email });
      expect(res.status).toBe(200);
      expect(await arrived(owner.email)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it.runIf(usingPostgresServer)(
    'when the server drops the listening connection, then it listens again and later mail still goes at once',
    async () => {
      await wakingWorker();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const dropped = await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where query ilike 'LISTEN%mail_queued%' and pid <> pg_backend_pid()`,
      );
      expect(dropped.rows.length).toBeGreaterThan(0);
      // The listener connects again after its first back-off (half a second).
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const email = uniqueEmail();
      await mailApp.queue(resetMail(email), email);
      expect(await arrived(email)).toBe(true);
    },
  );
});
