import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../server/test/smtp-sink';
import { REPO_ROOT, startInstance, type Instance } from './support/app-instance';
import {
  availabilityPath,
  bookHaulOut,
  bookingIdOf,
  ownBookings,
  registerOwner,
  type RegisteredOwner,
} from './support/owner-requests';
import {
  NEEDS_DATABASE,
  UNAVAILABLE,
  answeredAt,
  isFailure,
  ok,
  outageTestsSkipped,
  signedIn,
} from './support/outage-checks';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres';
import {
  describeEach,
  sleep,
  steadyLoop,
  tally,
  timedRequest,
  type RecordedRequest,
} from './support/recorded-requests';
import { waitFor } from '@shared/test/wait-for';

const OUTAGE_MS = 4_000;
/**
 * A request sent within this long of the restart may be answered after it, by a database that
 * is back; one sent earlier that is still unanswered at the restart waited for the database.
 */
const WAIT_GRACE_MS = OUTAGE_MS / 2;
const ANSWERS_WITHOUT_DATABASE = new Set(['healthz', 'static file', 'page signed in']);
const hasBuiltClient = existsSync(join(REPO_ROOT, 'dist/client/robots.txt'));

describe.skipIf(outageTestsSkipped('database outage test'))(
  'PostgreSQL restarted under load',
  () => {
    let database: PrivatePostgres;
    let sink: SmtpSink;
    let instance: Instance;

    beforeAll(async () => {
      [database, sink] = await Promise.all([startPrivatePostgres(), startSmtpSink()]);
      instance = await startInstance({
        databaseUrl: database.url,
        env: {
          SMTP_URL: sink.url,
          WORKER_POLL_MS: '200',
          SLOT_CAPACITY: '1000',
          MAX_ACTIVE_BOOKINGS_PER_OWNER: '1000',
          OWNER_WRITES_PER_HOUR: '10000',
        },
      });
    });
    afterAll(async () => {
      await instance?.crash();
      await sink?.close();
      await database?.destroy();
    });

    it('when the database stops for a few seconds under load, then every request gets a 503 or 200 instead of waiting for it, the process lives on, /readyz recovers, and sessions, bookings and queued mail survive', async () => {
      const { url } = instance;
      const owner = await registerOwner(url, 'outage');
      // Mail the outage must not lose: with the mail server down it waits in the queue.
      await sink.stop();
      const first = await bookHaulOut(url, owner, 0);
      expect(first.status).toBe(201);
      await waitFor(
        () => mailTriedAndPending(database.url, owner.email),
        'the confirmation tried and left pending',
      );

      const loops = startLoad(url, owner);
      const readiness = steadyLoop(() => timedRequest('readyz', `${url}/readyz`), 50);
      const bookingsBefore = steadyLoop((n) => bookHaulOut(url, owner, n + 1), 150);
      await waitFor(
        () =>
          loops.every((loop) => loop.records.some(ok)) &&
          bookingsBefore.records.filter((r) => r.status === 201).length >= 2,
        'load under way',
        { timeoutMs: 30_000 },
      );
      // A confirmation the worker has claimed when the database goes keeps its lease (10 min)
      // if its outcome cannot be written: the bookings stop until every confirmation has been
      // tried once and none is in hand (the next try is 30 s of back-off away).
      await bookingsBefore.stop();
      await waitFor(() => noMailInHand(database.url), 'every confirmation tried once');
      const stopping = Date.now();
      await database.stop();
      const stopped = Date.now();
      const bookingsAfter = steadyLoop((n) => bookHaulOut(url, owner, n + 100), 150);
      const sentSince = (since: number) =>
        [...loops, bookingsAfter]
          .flatMap((loop) => loop.records)
          .filter((r) => r.startedAt >= since);
      await sleep(OUTAGE_MS);
      // However slow the machine, the outage lasts until every kind of request has met it.
      await waitFor(
        () => {
          const during = sentSince(stopped);
          const refusedReads = during.filter(
            (r) => NEEDS_DATABASE.has(r.label) && r.status === 503,
          );
          return (
            refusedReads.length > 20 &&
            [...loops, bookingsAfter].every((loop) =>
              loop.records.some((r) => r.startedAt >= stopped && r.status !== 0),
            ) &&
            readiness.records.some((r) => r.startedAt >= stopped && r.status === 503)
          );
        },
        'every kind of request answered during the outage',
        { timeoutMs: 30_000 },
      );
      const aliveThroughout =
        instance.child.exitCode === null && instance.child.signalCode === null;
      const restarting = Date.now();
      await database.start();
      const back = Date.now();
      await sink.start();
      const readyAgain = await answeredAt(readiness.records, back, (r) => r.status === 200);
      // Every loop has sent requests since, so "after recovery" is more than a moment.
      await waitFor(
        () =>
          [...loops, bookingsAfter].every(
            (loop) => loop.records.filter((r) => r.startedAt >= readyAgain + 200).length >= 3,
          ),
        'requests after recovery',
        { timeoutMs: 30_000 },
      );
      await Promise.all([...loops, readiness, bookingsAfter].map((loop) => loop.stop()));

      const records = [...loops, bookingsBefore, bookingsAfter].flatMap((loop) => loop.records);
      // Answered while the database was still away: how an outage is met. A request sent just
      // before the restart and answered after it met the database again (on a busy machine a
      // booking sent 0.5 s before the restart was answered 201): that is recovery, not the
      // outage. What must not happen, a request waiting for the database to come back, shows
      // as one sent well before the restart and answered after it.
      const inOutage = (r: RecordedRequest) =>
        r.startedAt >= stopped && r.startedAt + r.ms < restarting;
      const duringOutage = records.filter(inOutage);
      const waitedForTheDatabase = records.filter(
        (r) =>
          r.startedAt >= stopped &&
          r.startedAt < restarting - WAIT_GRACE_MS &&
          r.startedAt + r.ms >= restarting,
      );
      const readinessDuringOutage = readiness.records.filter(inOutage);
      const afterRecovery = records.filter((r) => r.startedAt >= readyAgain + 200);
      const firstSuccess = await answeredAt(
        records,
        back,
        (r) => NEEDS_DATABASE.has(r.label) && ok(r),
      );
      console.log(
        [
          `database outage: stopped in ${stopped - stopping} ms, away ${back - stopped} ms (start took ${back - restarting} ms)`,
          `recovery: /readyz 200 ${readyAgain - back} ms after the database accepted connections, first successful database read ${firstSuccess - back} ms after`,
          `requests during the outage: ${duringOutage.length} (${tally(duringOutage)}), slowest ${Math.max(...duringOutage.map((r) => r.ms))} ms`,
          ...[...new Set(duringOutage.map((r) => r.label))].map(
            (label) => `  ${label}: ${tally(duringOutage.filter((r) => r.label === label))}`,
          ),
          `/readyz during the outage: ${tally(readinessDuringOutage)}`,
          `all requests: ${records.length} (${tally(records)}); after recovery: ${tally(afterRecovery)}`,
        ].join('\n'),
      );

      expect(aliveThroughout).toBe(true);
      expect(instance.child.exitCode).toBeNull();
      // No hang, no crash, no 500: every request is answered, and a refusal says why.
      expect(describeEach(records.filter(isFailure))).toEqual([]);
      for (const refused of records.filter((r) => r.status === 503)) {
        expect({ status: refused.status, code: refused.code, message: refused.message }).toEqual(
          UNAVAILABLE,
        );
      }
      expect(describeEach(waitedForTheDatabase)).toEqual([]);
      const databaseReads = duringOutage.filter((r) => NEEDS_DATABASE.has(r.label));
      expect(databaseReads.length).toBeGreaterThan(20);
      expect(describeEach(databaseReads.filter((r) => r.status !== 503))).toEqual([]);
      const withoutDatabase = duringOutage.filter((r) => ANSWERS_WITHOUT_DATABASE.has(r.label));
      expect(describeEach(withoutDatabase.filter((r) => r.status !== 200))).toEqual([]);
      expect(readinessDuringOutage.length).toBeGreaterThan(0);
      expect(describeEach(readinessDuringOutage.filter((r) => r.status !== 503))).toEqual([]);
      expect(describeEach(afterRecovery.filter((r) => !ok(r)))).toEqual([]);

      // The owner is still signed in, and every booking they were told about is there.
      const user = await timedRequest('signed-in user', `${url}/api/user`, signedIn(owner));
      expect(user.status).toBe(200);
      expect(user.body).toMatchObject({ id: owner.id, email: owner.email });
      const stored = await ownBookings(url, owner);
      const confirmed = [
        first,
        ...records.filter((r) => r.label === 'booking' && r.status === 201),
      ];
      expect(stored.map((b) => b.id)).toEqual(expect.arrayContaining(confirmed.map(bookingIdOf)));

      // The queued mail went out once the mail server was back: one confirmation per booking.
      await waitFor(
        () => sink.to(owner.email).length >= stored.length,
        `${stored.length} confirmations in the mail sink`,
        { timeoutMs: 45_000 },
      ).catch(async (error: unknown) => {
        console.log('mail queue:', await queuedMail(database.url, owner.email));
        throw error;
      });
      // Nothing left to send: a confirmation sent twice would be in the sink by now.
      await waitFor(
        async () =>
          (await queuedMail(database.url, owner.email)).every((row) => row.status === 'sent'),
        'every confirmation sent',
        { timeoutMs: 45_000 },
      );
      const mailed = sink.to(owner.email).map((mail) => mail.text ?? '');
      for (const booking of stored) {
        expect(mailed.filter((text) => text.includes(booking.confirmationCode))).toHaveLength(1);
      }
      console.log(
        `bookings: ${confirmed.length} answered 201, ${stored.length} stored, ${mailed.length} confirmations sent`,
      );
    });
  },
);

/** An owner reading the schedule and their bookings, and the probes a balancer sends. */
function startLoad(url: string, owner: RegisteredOwner) {
  const get = (label: string, path: string, init?: RequestInit) => () =>
    timedRequest(label, `${url}${path}`, init);
  return [
    steadyLoop((n) => timedRequest('availability', `${url}${availabilityPath(n)}`), 40),
    steadyLoop((n) => timedRequest('availability', `${url}${availabilityPath(n + 7)}`), 40),
    steadyLoop(get('signed-in user', '/api/user', signedIn(owner)), 40),
    steadyLoop(get('own bookings', `/api/bookings/user/${owner.id}`, signedIn(owner)), 40),
    steadyLoop(get('healthz', '/healthz'), 100),
    // The built client is served before the session is read: pages load during an outage.
    ...(hasBuiltClient
      ? [
          steadyLoop(get('static file', '/robots.txt'), 100),
          steadyLoop(get('page signed in', '/', signedIn(owner)), 100),
        ]
      : []),
  ];
}

async function queuedMail(databaseUrl: string, recipient: string): Promise<{ status: string }[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ status: string }>(
      `select id, status, attempts, run_at, locked_until, last_error, sent_at
       from mail_queue where recipient = $1 order by id`,
      [recipient],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** Every queued confirmation has been tried at least once, and the worker holds none now. */
async function noMailInHand(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from mail_queue
        where status = 'pending' and (attempts = 0 or locked_until > now())`,
    );
    return rows[0]?.n === 0;
  } finally {
    await client.end();
  }
}

/** The owner's confirmation was tried once (the mail server refused it) and waits for a retry. */
async function mailTriedAndPending(databaseUrl: string, recipient: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ status: string; attempts: number }>(
      'select status, attempts from mail_queue where recipient = $1',
      [recipient],
    );
    return rows.length === 1 && rows[0]?.status === 'pending' && rows[0].attempts >= 1;
  } finally {
    await client.end();
  }
}
