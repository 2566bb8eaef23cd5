import { afterAll, describe, expect, it } from 'vitest';
import { startInstance, type Instance } from './support/app-instance';
import { auditBookings } from './support/booking-audit';
import { datesAhead, registerOwners } from './support/owner-session';
import { startRoundRobinProxy, type RoundRobinProxy } from './support/round-robin-proxy';
import { createScratchDatabase, serverDatabaseUrl } from './support/server-database';
import { startSteadyLoad } from './support/steady-load';
import { sleep } from './support/waiting';

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

describe.skipIf(!serverDatabaseUrl)('a rolling restart on the PostgreSQL server', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('when each of two instances behind a balancer is stopped with SIGTERM and started again under steady load, then no request fails and no booking is lost, doubled or over capacity', async () => {
    const database = await createScratchDatabase(serverDatabaseUrl!);
    cleanups.push(() => database.drop());
    const start = (port?: number) =>
      startInstance({ databaseUrl: database.url, port, env: SETTINGS });
    const instances: Instance[] = [await start(), await start()];
    cleanups.push(async () => {
      await Promise.all(instances.map((instance) => instance.crash()));
    });
    const proxy: RoundRobinProxy = await startRoundRobinProxy({
      backends: instances.map((instance) => instance.url),
      healthIntervalMs: 100,
    });
    cleanups.push(() => proxy.close());
    for (const instance of instances) await proxy.waitUntilReady(instance.url);

    const owners = await registerOwners(proxy.url, 20, 'rolling');
    const load = startSteadyLoad({ owners, dates: datesAhead(3, 12) });
    await sleep(1_500);

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
      // Let the balancer spread the load over both again before the next one goes.
      await sleep(1_500);
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
    for (const restart of restarts) {
      expect(restart.code).toBe(0);
      expect(restart.exitMs).toBeLessThan(10_000);
    }
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
});
