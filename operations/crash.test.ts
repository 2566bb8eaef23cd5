import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../server/test/smtp-sink';
import { startInstance, type Instance } from './support/app-instance';
import { auditBookings } from './support/booking-audit';
import { runBookingBurst, type Deadline } from './support/booking-burst';
import { auditConfirmations, expireMailLeases, pendingMail } from './support/mail-audit';
import { datesAhead, registerOwners } from './support/owner-session';
import { RequestLedger } from './support/request-ledger';
import { startRoundRobinProxy } from './support/round-robin-proxy';
import { missingServerDatabase, skipsFor } from './support/prerequisites';
import { createScratchDatabase, serverDatabaseUrl } from './support/server-database';
import { waitFor } from '@shared/test/wait-for';

const CAPACITY = 3;
const SETTINGS = {
  SLOT_CAPACITY: String(CAPACITY),
  MAX_ACTIVE_BOOKINGS_PER_OWNER: '1000',
  OWNER_WRITES_PER_HOUR: '100000',
  // The owners' addresses arrive in X-Forwarded-For from a client or proxy on loopback.
  TRUST_PROXY: 'loopback',
  WORKER_POLL_MS: '200',
};

const deadlinesOn = (dates: string[]): Deadline[] =>
  dates.flatMap((date) =>
    (['10:00 AM', '12:00 PM', '3:00 PM'] as const).map((timeSlot) => ({ date, timeSlot })),
  );

describe.skipIf(skipsFor('kill -9 test on the PostgreSQL server', missingServerDatabase()))(
  'kill -9 during a booking burst on the PostgreSQL server',
  () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('when one of two instances is killed mid-burst, then no deadline is over capacity, no owner is booked twice, the survivor keeps serving, and once the lease runs out every booking has its one confirmation', async () => {
      const sink = await startSmtpSink();
      cleanups.push(() => sink.close());
      const database = await createScratchDatabase(serverDatabaseUrl!);
      cleanups.push(() => database.drop());
      const env = { ...SETTINGS, SMTP_URL: sink.url };
      const instances: Instance[] = [];
      cleanups.push(async () => {
        await Promise.all(instances.map((instance) => instance.crash()));
      });
      // At once: the second migrates while the first does (they take turns on a lock). Each is
      // kept as it comes up, so the cleanup stops it even if the other fails to start.
      const starting = [1, 2].map(() =>
        startInstance({ databaseUrl: database.url, env }).then((instance) => {
          instances.push(instance);
          return instance;
        }),
      );
      await Promise.all(starting);
      const [survivor, victim] = instances as [Instance, Instance];
      const proxy = await startRoundRobinProxy({ backends: [survivor.url, victim.url] });
      cleanups.push(() => proxy.close());
      for (const instance of instances) await proxy.waitUntilReady(instance.url);
      const owners = await registerOwners(proxy.url, 30, 'crash');
      const deadlines = deadlinesOn(datesAhead(3, 5));

      const ledger = new RequestLedger();
      const burst = runBookingBurst(ledger, { owners, deadlines, spreadMs: 1_500, pauseMs: 30 });
      // Mid-burst: a third of the places taken, the rest still wanted.
      await waitFor(() => ledger.acknowledged.length >= 9, 'a third of the places', {
        timeoutMs: 60_000,
      });
      const killedAt = ledger.elapsed();
      await victim.crash();
      await burst;

      const afterKill = new RequestLedger();
      await Promise.all(
        owners.map((owner) =>
          afterKill.send('GET own bookings', { 200: 'any' }, () =>
            owner.call('GET', `/api/bookings/user/${owner.userId}`),
          ),
        ),
      );

      const leasesExpired = await expireMailLeases(database.url);
      await waitFor(async () => (await pendingMail(database.url)) === 0, 'mail sent', {
        timeoutMs: 30_000,
      });
      const bookings = await auditBookings(database.url, ledger.acknowledged, CAPACITY);
      const mail = await auditConfirmations(database.url, sink.messages);

      console.log(
        'crash on the PostgreSQL server:',
        JSON.stringify({
          bookingRequests: ledger.sent,
          acknowledged: ledger.acknowledged.length,
          refused: ledger.refused,
          failedAtTheKill: ledger.failed,
          killedAtMs: killedAt,
          bookingRows: bookings.rows,
          unknownOutcomes: ledger.unknownBookingOutcomes,
          leasesExpired,
          confirmationsReceived: sink.messages.length,
          redelivered: mail.redelivered.length,
          proxy: proxy.stats,
          firstFailures: ledger.failures.slice(0, 3),
        }),
      );
      // Only requests the killed instance held can fail, and only as the balancer's 502.
      for (const failure of ledger.failures) expect(failure).toContain('bad_gateway');
      expect(afterKill.failures).toEqual([]);
      expect(bookings).toMatchObject({ overCapacity: [], doubleBooked: [], lost: [] });
      expect(bookings.rows).toBe(CAPACITY * deadlines.length);
      expect(bookings.unacknowledged).toBeLessThanOrEqual(ledger.unknownBookingOutcomes);
      expect(mail).toMatchObject({ missing: [], sentAsTwoMessages: [], queuedOtherThanOnce: [] });
    });
  },
);

describe('kill -9 during bookings on the embedded database', () => {
  const started: Instance[] = [];
  afterAll(async () => {
    await Promise.all(started.map((instance) => instance.crash()));
  });

  it('when the server is killed mid-stream and started again on the same data directory, then every booking it acknowledged is there', async () => {
    const first = await startInstance({ env: { ...SETTINGS, SLOT_CAPACITY: '50' } });
    started.push(first);
    const owners = await registerOwners(first.url, 10, 'embedded');
    const ledger = new RequestLedger();
    const stream = runBookingBurst(ledger, {
      owners,
      deadlines: deadlinesOn(datesAhead(3, 22)),
      spreadMs: 0,
      pauseMs: 0,
    });
    await waitFor(() => ledger.acknowledged.length >= 40, '40 bookings', { timeoutMs: 60_000 });
    await first.crash();
    await stream;

    const second = await startInstance({
      dataDir: first.dataDir,
      port: first.port,
      env: { ...SETTINGS, SLOT_CAPACITY: '50' },
    });
    started.push(second);
    const found = new Map<number, string>();
    for (const owner of owners) {
      for (const booking of await owner.ownBookings())
        found.set(booking.id, booking.confirmationCode);
    }
    const lost = ledger.acknowledged
      .filter(({ booking }) => found.get(booking.id) !== booking.confirmationCode)
      .map(({ booking }) => `${booking.id} ${booking.confirmationCode}`);

    console.log(
      'crash on the embedded database:',
      JSON.stringify({
        acknowledgedBeforeTheKill: ledger.acknowledged.length,
        foundAfterRestart: found.size,
        unknownOutcomes: ledger.unknownBookingOutcomes,
      }),
    );
    expect(lost).toEqual([]);
    // A booking committed as the process died, its answer never sent, may be there too.
    expect(found.size - ledger.acknowledged.length).toBeLessThanOrEqual(
      ledger.unknownBookingOutcomes,
    );
  });
});
