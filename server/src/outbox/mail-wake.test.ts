import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@shared/test/wait-for';
import { uniqueEmail } from '../../test/factories';
import { insertOwner } from '../../test/kits/mail-kit';
import { useMailApp } from '../../test/kits/mail-app';
import { needsPostgresServer } from '../../test/test-app';
import { bookingReminderPass } from '../modules/bookings/booking-reminders';

/**
 * Mail queued by a request goes at once: the worker polls only once an hour here, so mail that
 * arrives while the test waits came because the queue woke it (migration 0013's NOTIFY).
 */
const mailApp = useMailApp();
const { t, clock } = mailApp;
const POLL_MS = 60 * 60_000;
// Each test's worker and listener stop when it ends: the next test's mail is for its own.
const running: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((stop) => stop()));
});

/**
 * A worker that polls once an hour and listens on the mail_queued channel, as the server's
 * does, returned once it is listening and idle: its listener has connected (each connection
 * tells it to look) before it starts, and the pass it starts with has finished, so that no
 * pass is pending and mail queued next is reached only by a wake. `connections` counts the
 * listener's (re)connections; `settled(since)` waits for a pass begun after `since` passes
 * to end.
 */
async function wakingWorker() {
  let passes = 0;
  let connections = 0;
  const reminders = bookingReminderPass(t.database.db, t.config);
  const worker = mailApp.worker({
    config: { ...t.config, SMTP_URL: mailApp.sink.url, WORKER_POLL_MS: POLL_MS },
    now: () => new Date(),
    queueReminders: (now) => {
      passes += 1;
      return reminders(now);
    },
  });
  const stopListening = await t.database.listen('mail_queued', (payload) => {
    if (payload === undefined) connections += 1;
    worker.wake();
  });
  running.push(async () => {
    await stopListening();
    await worker.stop();
  });
  const settled = async (since: number) => {
    await waitFor(() => passes > since, 'the pass the worker was told to run');
    // runOnce() runs after the pass in hand; that pass ends with the next poll an hour away.
    await worker.runOnce();
  };
  await waitFor(() => connections > 0, 'the listener to connect');
  worker.start();
  await settled(0);
  return { connections: () => connections, passes: () => passes, settled };
}

/** The sink holds a message to `email`: sent by a pass that only a wake could have started. */
const arrived = (email: string) =>
  waitFor(() => mailApp.sink.to(email).length > 0, `mail to ${email} in the SMTP sink`);

const resetMail = (email: string) => ({
  kind: 'password-reset' as const,
  email,
  ownerName: 'Casey',
  resetUrl: 'http://app.test/reset-password?token=x',
});

describe('mail sent at once', () => {
  it("when a request queues mail, then the worker sends it at once, not at its next poll; another instance's request wakes it too", async () => {
    clock.instant = new Date();
    await wakingWorker();

    const here = uniqueEmail();
    await mailApp.queue(resetMail(here), here);
    await arrived(here);

    // Another instance (on a server database, another pool) queues through its API.
    const owner = await insertOwner(t.database.db, uniqueEmail(), 'Robin Keel');
    const second = await t.createInstance();
    try {
      const res = await request(second.app)
        .post('/api/forgot-password')
        .set('X-Requested-With', 'XMLHttpRequest')
        .send({ email: owner.email });
      expect(res.status).toBe(200);
      await arrived(owner.email);
    } finally {
      await second.close();
    }
  });

  it.runIf(needsPostgresServer())(
    'when the server drops the listening connection, then it listens again and later mail still goes at once',
    async () => {
      const worker = await wakingWorker();
      const dropped = await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where query ilike 'LISTEN%mail_queued%' and pid <> pg_backend_pid()`,
      );
      expect(dropped.rows.length).toBeGreaterThan(0);
      // The listener connects again after its back-off and says so; the pass that asks for
      // is let finish, so that the mail below is reached only by its NOTIFY.
      const passes = worker.passes();
      await waitFor(() => worker.connections() > 1, 'the listener to connect again');
      await worker.settled(passes);
      const email = uniqueEmail();
      await mailApp.queue(resetMail(email), email);
      await arrived(email);
    },
  );
});
