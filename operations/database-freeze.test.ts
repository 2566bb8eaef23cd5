import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstance, type Instance } from './support/app-instance';
import {
  ANSWER_WITHIN_MS,
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
  waitFor,
  type RecordedRequest,
} from './support/recorded-requests';

const QUERY_TIMEOUT_MS = 3_000;
/** Requests sent during the freeze that must be refused before it ends. */
const REFUSED_DURING_FREEZE = 3;

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
  it('when the database freezes with connections open longer than DATABASE_QUERY_TIMEOUT_MS, then requests still answer 503 within a few seconds and all is well after it thaws', async () => {
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
    await waitFor(() => loops.every((loop) => loop.records.some(ok)), 30_000, 'load under way');
    const frozen = Date.now();
    database.freeze();
    // Frozen until requests sent during the freeze have been refused, and /readyz with them:
    // only the query timeout (or the pool's connect timeout) can end those, so the freeze
    // outlasts DATABASE_QUERY_TIMEOUT_MS however slow the machine is.
    const refusedSince = (records: RecordedRequest[]) =>
      records.filter((r) => r.startedAt >= frozen && r.status === 503).length;
    await waitFor(
      () =>
        refusedSince(loops.flatMap((loop) => loop.records)) >= REFUSED_DURING_FREEZE &&
        refusedSince(readiness.records) > 0,
      60_000,
      'requests refused during the freeze',
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
      30_000,
      'requests after recovery',
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
    expect(describeEach(records.filter((r) => r.ms >= ANSWER_WITHIN_MS))).toEqual([]);
    expect(answeredBeforeThaw.length).toBeGreaterThan(0);
    expect(describeEach(answeredBeforeThaw.filter((r) => r.code !== UNAVAILABLE.code))).toEqual([]);
    const healthz = duringFreeze.filter((r) => r.label === 'healthz');
    expect(describeEach(healthz.filter((r) => r.status !== 200))).toEqual([]);
    expect(describeEach(readinessDuringFreeze.filter((r) => r.status !== 503))).toEqual([]);
    expect(readyAgain - thawed).toBeLessThanOrEqual(5_000);
    expect(describeEach(afterRecovery.filter((r) => !ok(r)))).toEqual([]);
  });
});
