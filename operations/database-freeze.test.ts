import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstance, type Instance } from './support/app-instance';
import {
  NEEDS_DATABASE,
  UNAVAILABLE,
  answeredAt,
  isFailure,
  ok,
  outageTestsSkipped,
  signedIn,
} from './support/outage-checks';
import { availabilityPath, registerOwner } from './support/owner-requests';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres';
import {
  describeEach,
  steadyLoop,
  tally,
  timedRequest,
  type RecordedRequest,
} from './support/recorded-requests';
import { waitFor } from '@shared/test/wait-for';

const QUERY_TIMEOUT_MS = 3_000;

describe.skipIf(outageTestsSkipped('database freeze test'))('PostgreSQL hung under load', () => {
  let database: PrivatePostgres;
  let instance: Instance;

  beforeAll(async () => {
    database = await startPrivatePostgres();
    // Shorter than the default 10 s, so the freeze outlasts it without a long test.
    instance = await startInstance({
      databaseUrl: database.url,
      env: { WORKER_POLL_MS: '200', DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS) },
    });
  });
  afterAll(async () => {
    await instance?.crash();
    await database?.destroy();
  });

  // A hung server (or a network gone dark) refuses nothing: a query on an open connection
  // waits for an answer that never comes, so only node-postgres's query_timeout ends it.
  it('when the database freezes with connections open longer than DATABASE_QUERY_TIMEOUT_MS, then each kind of request is answered 503 while it is still frozen and all is well after it thaws', async () => {
    const { url } = instance;
    const owner = await registerOwner(url, 'freeze');
    const loops = [
      steadyLoop((n) => timedRequest('availability', `${url}${availabilityPath(n)}`), 40),
      steadyLoop((n) => timedRequest('availability', `${url}${availabilityPath(n + 5)}`), 40),
      steadyLoop(() => timedRequest('signed-in user', `${url}/api/user`, signedIn(owner)), 40),
      steadyLoop(() => timedRequest('healthz', `${url}/healthz`), 100),
    ];
    const readiness = steadyLoop(() => timedRequest('readyz', `${url}/readyz`), 100);
    // Connections open and in use: every loop has had an answer.
    await waitFor(() => loops.every((loop) => loop.records.some(ok)), 'load under way', {
      timeoutMs: 30_000,
    });
    // The freeze starts once every process of the cluster has stopped: a request sent while
    // freeze() was still stopping them may have been answered, and is not one of the freeze's.
    await database.freeze();
    const frozen = Date.now();
    // Frozen until every kind of request sent during the freeze has been refused, /readyz too:
    // only the query timeout (or the pool's connect timeout) can end those, so the freeze
    // outlasts DATABASE_QUERY_TIMEOUT_MS however slow the machine is, and a kind of request
    // left waiting on the frozen database never gets its 503 and fails the test here.
    const refusedInFreeze = (records: RecordedRequest[]) =>
      records.some((r) => r.startedAt >= frozen && r.status === 503);
    await waitFor(
      () =>
        loops.every(
          (loop) =>
            !NEEDS_DATABASE.has(loop.records[0]?.label ?? '') || refusedInFreeze(loop.records),
        ) && refusedInFreeze(readiness.records),
      'every kind of database request refused during the freeze',
      { timeoutMs: 60_000 },
    );
    database.thaw();
    const thawed = Date.now();
    const readyAgain = await answeredAt(readiness.records, thawed, (r) => r.status === 200);
    // Every loop has sent requests since, so "after recovery" is more than a moment.
    await waitFor(
      () =>
        loops.every(
          (loop) => loop.records.filter((r) => r.startedAt >= readyAgain + 200).length >= 3,
        ),
      'requests after recovery',
      { timeoutMs: 30_000 },
    );
    await Promise.all([...loops, readiness].map((loop) => loop.stop()));

    const records = loops.flatMap((loop) => loop.records);
    const inFreeze = (r: RecordedRequest) => r.startedAt >= frozen && r.startedAt < thawed;
    const duringFreeze = records.filter(inFreeze);
    // A probe sent late in the freeze may be answered by the thawed database: judged by its answer.
    const readinessDuringFreeze = readiness.records.filter(
      (r) => r.startedAt >= frozen && r.startedAt + r.ms < thawed,
    );
    const answeredBeforeThaw = duringFreeze.filter(
      (r) => NEEDS_DATABASE.has(r.label) && r.startedAt + r.ms < thawed,
    );
    const afterRecovery = records.filter((r) => r.startedAt >= readyAgain + 200);
    console.log(
      [
        `database frozen ${thawed - frozen} ms (query_timeout ${QUERY_TIMEOUT_MS} ms): ${duringFreeze.length} requests (${tally(duringFreeze)}), slowest ${Math.max(...duringFreeze.map((r) => r.ms))} ms`,
        `/readyz during the freeze: ${tally(readinessDuringFreeze)}; 200 again ${readyAgain - thawed} ms after the thaw`,
        `after recovery: ${tally(afterRecovery)}`,
      ].join('\n'),
    );

    expect(instance.child.exitCode).toBeNull();
    expect(describeEach(records.filter(isFailure))).toEqual([]);
    expect(answeredBeforeThaw.length).toBeGreaterThan(0);
    expect(describeEach(answeredBeforeThaw.filter((r) => r.code !== UNAVAILABLE.code))).toEqual([]);
    const healthz = duringFreeze.filter((r) => r.label === 'healthz');
    expect(describeEach(healthz.filter((r) => r.status !== 200))).toEqual([]);
    expect(describeEach(readinessDuringFreeze.filter((r) => r.status !== 503))).toEqual([]);
    expect(describeEach(afterRecovery.filter((r) => !ok(r)))).toEqual([]);
  });
});
