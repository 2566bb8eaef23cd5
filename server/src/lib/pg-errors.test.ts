import { createServer, type Server } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './pg-errors';

/**
 * The shapes below are what node-postgres and Drizzle produced when a real PostgreSQL 15 was
 * stopped with `pg_ctl stop -m fast` (operations/database-outage.test.ts); the connection
 * failures are produced live, against a closed port and a listener that never answers.
 */

/** A server error as pg-protocol builds it from the wire. */
function serverError(code: string, message: string, severity = 'ERROR') {
  const error = new pg.DatabaseError(message, message.length + 20, 'error');
  return Object.assign(error, { code, severity });
}

/** How Drizzle hands a failed statement to our code: its query and parameters, and the cause. */
function failedQuery(cause: unknown, params: unknown[] = []) {
  return new DrizzleQueryError(
    'select "sid" from "sessions" where "sid" = $1',
    params,
    cause as Error,
  );
}

function connectionRefused(address: string, port: number) {
  return Object.assign(new Error(`connect ECONNREFUSED ${address}:${port}`), {
    code: 'ECONNREFUSED',
    errno: -111,
    syscall: 'connect',
    address,
    port,
  });
}

let silent: Server;
let silentPort: number;
let closedPort: number;
let frozen: Server;
let frozenPort: number;

beforeAll(async () => {
  // Accepts the TCP connection and never says a word: a server that hangs while starting.
  silent = createServer(() => {});
  silentPort = await listenOnFreePort(silent);
  // Lets a client in (authentication OK, ready for query), then never answers a query: a
  // server that froze, or a network that went dark, under an open connection.
  frozen = createServer((socket) => {
    socket.once('data', () => socket.write(Buffer.from([...authenticationOk, ...readyForQuery])));
  });
  frozenPort = await listenOnFreePort(frozen);
  const closed = createServer();
  closedPort = await listenOnFreePort(closed);
  await new Promise((resolve) => closed.close(resolve));
});
afterAll(() => {
  silent.close();
  frozen.close();
});

const authenticationOk = [0x52, 0, 0, 0, 8, 0, 0, 0, 0];
const readyForQuery = [0x5a, 0, 0, 0, 5, 0x49];

describe('isDatabaseUnavailable', () => {
  it('when the server shuts down under a running query (57P01), then the database is unavailable', () => {
    const shutdown = serverError(
      '57P01',
      'terminating connection due to administrator command',
      'FATAL',
    );
    expect(isDatabaseUnavailable(shutdown)).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(shutdown))).toBe(true);
  });

  it('when the server is still starting (57P03), then the database is unavailable', () => {
    const starting = serverError('57P03', 'the database system is starting up', 'FATAL');
    expect(isDatabaseUnavailable(failedQuery(starting))).toBe(true);
  });

  it('when a connection was dropped, then its next query is reported unavailable', () => {
    const dropped = new Error('Connection terminated unexpectedly');
    const broken = new Error('Client has encountered a connection error and is not queryable');
    expect(isDatabaseUnavailable(failedQuery(dropped))).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(broken))).toBe(true);
  });

  it('when the server refuses the connection, then the database is unavailable', async () => {
    const pool = new pg.Pool({ connectionString: urlAt(closedPort) });
    const refused = await pool.query('select 1').catch((error: unknown) => error);
    await pool.end();
    expect(refused).toMatchObject({ code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(failedQuery(refused))).toBe(true);
  });

  it('when "localhost" is refused on both ::1 and 127.0.0.1 (an AggregateError), then the database is unavailable', () => {
    const both = Object.assign(
      new AggregateError([connectionRefused('::1', 5432), connectionRefused('127.0.0.1', 5432)]),
      { code: 'ECONNREFUSED' },
    );
    const withoutOwnCode = new AggregateError([
      connectionRefused('::1', 5432),
      connectionRefused('127.0.0.1', 5432),
    ]);
    expect(isDatabaseUnavailable(failedQuery(both))).toBe(true);
    expect(isDatabaseUnavailable(withoutOwnCode)).toBe(true);
  });

  it('when no connection is made within the pool timeout, then the database is unavailable', async () => {
    const pool = new pg.Pool({
      connectionString: urlAt(silentPort),
      connectionTimeoutMillis: 200,
      max: 1,
    });
    const [connecting, waiting] = await Promise.all([
      pool.query('select 1').catch((error: unknown) => error),
      pool.query('select 1').catch((error: unknown) => error),
    ]);
    await pool.end();
    expect(connecting).toMatchObject({
      message: 'Connection terminated due to connection timeout',
    });
    expect(waiting).toMatchObject({ message: 'timeout exceeded when trying to connect' });
    expect(isDatabaseUnavailable(failedQuery(connecting))).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(waiting))).toBe(true);
  });

  it('when an open connection gets no answer within the query timeout, then the database is unavailable', async () => {
    const pool = new pg.Pool({ connectionString: urlAt(frozenPort), query_timeout: 200 });
    const unanswered = await pool.query('select 1').catch((error: unknown) => error);
    await pool.end();
    expect(unanswered).toMatchObject({ message: 'Query read timeout' });
    expect(isDatabaseUnavailable(failedQuery(unanswered))).toBe(true);
  });

  it('when the database answers with an error of the request (unique violation, syntax error), then it is not unavailable', () => {
    const duplicate = Object.assign(
      serverError('23505', 'duplicate key value violates unique constraint "users_email_unique"'),
      { constraint: 'users_email_unique' },
    );
    const syntax = serverError('42601', 'syntax error at or near "selec"');
    expect(isDatabaseUnavailable(failedQuery(duplicate))).toBe(false);
    expect(isDatabaseUnavailable(failedQuery(syntax))).toBe(false);
  });

  it("when a failed query's parameters happen to contain a connection message, then the query's own error decides", () => {
    const refusedCheck = serverError('23514', 'new row violates check constraint');
    const typedByAnOwner = ['Connection terminated unexpectedly, please call'];
    expect(isDatabaseUnavailable(failedQuery(refusedCheck, typedByAnOwner))).toBe(false);
  });

  it('when the error is not from the database at all, then it is not unavailable', () => {
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is not a function'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

function urlAt(port: number): string {
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

function listenOnFreePort(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}
