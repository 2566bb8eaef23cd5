import { afterAll, describe, expect, it } from 'vitest';
import { startInstance, type Instance } from './support/app-instance';
import { auditBookings } from './support/booking-audit';
import { datesAhead, registerOwners } from './support/owner-session';
import { startRoundRobinProxy, type RoundRobinProxy } from './support/round-robin-proxy';
import { missingServerDatabase, skipsFor } from './support/prerequisites';
import { createScratchDatabase, serverDatabaseUrl } from './support/server-database';
import { startSteadyLoad } from './support/steady-load';
import { waitFor } from '@shared/test/wait-for';

const CAPACITY = 4;
const SETTINGS = {
  SHUTDOWN_DRAIN_MS: '1500',
  SLOT_CAPACITY: String(CAPACITY),
  MAX_ACTIVE_BOOKINGS_PER_OWNER: '1000',
  OWNER_WRITES_PER_HOUR: '100000',
  // The owners' addresses arrive in X-Forwarded-For from the proxy on loopback.
  TRUST_PROXY: 'loopback',
  WORKER_POLL_MS: '200',
};

/** Requests a backend takes before the balancer counts as spreading the load over it. */
const SHARE = 30;

describe.skipIf(skipsFor('rolling restart test', missingServerDatabase()))(
  'a rolling restart on the PostgreSQL server',
  () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('when each of two instances behind a balancer is stopped with SIGTERM and started again under steady load, then no request fails and no booking is lost, doubled or over capacity', async () => {
      const database = await createScratchDatabase(serverDatabaseUrl!);
      cleanups.push(() => database.drop());
      const start = (port?: number) =>
        startInstance({ databaseUrl: database.url, port, env: SETTINGS });
      const instances: Instance[] = [];
      cleanups.push(async () => {
        await Promise.all(instances.map((instance) => instance.crash()));
      });
      // At once: the second migrates while the first does (they take turns on a lock). Each is
      // kept as it comes up, so the cleanup stops it even if the other fails to start.
      await Promise.all(
        [start(), start()].map((starting) => starting.then((i) => instances.push(i))),
      );
      const proxy: RoundRobinProxy = await startRoundRobinProxy({
        backends: instances.map((instance) => instance.url),
        healthIntervalMs: 100,
      });
      cleanups.push(() => proxy.close());
      for (const instance of instances) await proxy.waitUntilReady(instance.url);

      const owners = await registerOwners(proxy.url, 20, 'rolling');
      const load = startSteadyLoad({ owners, dates: datesAhead(3, 12) });
      const served = (backend: string) => proxy.stats.forwardedTo[backend] ?? 0;
      await waitFor(
        () => instances.every((instance) => served(instance.url) >= SHARE),
        'load on both instances',
        { timeoutMs: 30_000 },
      );

      const restarts: {
        signalledAt: number;
        exitMs: number;
        code: number | null;
        readyAgainMs: number;
      }[] = [];
      for (const [index, old] of instances.entries()) {
        const signalledAt = load.ledger.elapsed();
        const { code, ms } = await old.terminate();
        const startedAt = Date.now();
        const fresh = await start(old.port);
        instances[index] = fresh;
        await proxy.waitUntilReady(fresh.url);
        restarts.push({ signalledAt, code, exitMs: ms, readyAgainMs: Date.now() - startedAt });
        expect(old.output()).toContain('"msg":"shut down"');
        // The balancer spreads the load over both again before the next one goes.
        const before = served(fresh.url);
        await waitFor(() => served(fresh.url) >= before + SHARE, 'load on the new one', {
          timeoutMs: 30_000,
        });
      }
      const ledger = await load.stop();
      const audit = await auditBookings(database.url, ledger.acknowledged, CAPACITY);

      console.log(
        'rolling restart:',
        JSON.stringify({
          requestsSent: ledger.sent,
          failed: ledger.failed,
          bookingsMade: ledger.acknowledged.length,
          cancelled: ledger.acknowledged.filter((entry) => entry.cancelled).length,
          refused: ledger.refused,
          restarts,
          proxy: proxy.stats,
          bookingRows: audit.rows,
        }),
      );
      // 0, not the forced exit's 1: each drain and shutdown ran to its end.
      expect(restarts.map((restart) => restart.code)).toEqual([0, 0]);
      expect(ledger.failures).toEqual([]);
      expect(proxy.stats.proxyErrors).toBe(0);
      expect(ledger.acknowledged.length).toBeGreaterThan(0);
      expect(audit).toMatchObject({
        overCapacity: [],
        doubleBooked: [],
        lost: [],
        cancelMismatches: [],
        unacknowledged: 0,
      });
    });
  },
);
