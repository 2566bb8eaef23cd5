import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logEntries, startInstance, type Instance, type LogEntry } from './support/app-instance';
import { waitFor } from '@shared/test/wait-for';

const DRAINING = 'draining: /readyz answers 503';

/** Where in the server's log the first line passing `check` is (-1: none). */
function lineOf(instance: Instance, check: (entry: LogEntry) => boolean): number {
  return logEntries(instance.output()).findIndex(check);
}

/** What a load balancer meets when this instance gets SIGTERM (embedded database). */
describe('SIGTERM on one instance', () => {
  // Each test stops an instance of its own; they start together, as starting is most of the cost.
  let drained: Instance;
  let defaultDrain: Instance;
  let managed: Instance;
  let interrupted: Instance;
  beforeAll(async () => {
    [drained, defaultDrain, managed, interrupted] = await Promise.all([
      startInstance({ env: { SHUTDOWN_DRAIN_MS: '1500' } }),
      startInstance({ env: { SHUTDOWN_DRAIN_MS: '' } }),
      startInstance({ entry: 'scripts/start.mjs', env: { SHUTDOWN_DRAIN_MS: '1500' } }),
      // A drain longer than the test's timeout: only skipping it lets the process exit.
      startInstance({ env: { SHUTDOWN_DRAIN_MS: '60000' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all(
      [drained, defaultDrain, managed, interrupted].map((instance) => instance?.crash()),
    );
  });

  it('when SIGTERM arrives, then /readyz says 503 at once, other requests are still served during the drain, and the process exits cleanly after it', async () => {
    const instance = drained;
    const exit = instance.terminate();
    await waitFor(
      async () => (await fetch(`${instance.url}/readyz`)).status === 503,
      '/readyz to answer 503 while draining',
    );

    const readiness = await fetch(`${instance.url}/readyz`);
    expect(await readiness.json()).toEqual({
      status: 'draining',
      message: 'This instance is shutting down',
    });
    const served = await fetch(`${instance.url}/api/config`);
    expect(served.status).toBe(200);
    // The client's next request opens a new connection, which the balancer sends elsewhere.
    expect(served.headers.get('connection')).toBe('close');

    const { code } = await exit;
    expect(code).toBe(0);
    // The server's own account, in order: the drain began, the request was answered, and only
    // then did it shut down (a forced exit would have been code 1, with no such line).
    const drainBegan = lineOf(instance, (entry) => entry.msg === DRAINING);
    const answered = lineOf(instance, (entry) => entry.req?.url === '/api/config');
    const shutDown = lineOf(instance, (entry) => entry.msg === 'shut down');
    expect(drainBegan).toBeGreaterThanOrEqual(0);
    expect(answered).toBeGreaterThan(drainBegan);
    expect(shutDown).toBeGreaterThan(answered);
    await expect(fetch(`${instance.url}/healthz`)).rejects.toThrow();
  });

  it('when SHUTDOWN_DRAIN_MS is left out, then the drain is the default 5 s and the process then exits 0 on its own', async () => {
    const instance = defaultDrain;
    const exit = instance.terminate();
    await instance.logged(DRAINING);
    expect((await fetch(`${instance.url}/readyz`)).status).toBe(503);
    const { code, ms } = await exit;
    console.log('default drain, SIGTERM to exit:', JSON.stringify({ ms }));
    // 0: the orderly sequence ran to its end (the forced exit, drain + 8 s later, exits 1),
    // and no request was left for the finish period to cut off.
    expect(code).toBe(0);
    const log = logEntries(instance.output());
    expect(log.find((entry) => entry.msg === DRAINING)?.drainMs).toBe(5000);
    expect(log.map((entry) => entry.msg)).toContain('shut down');
    expect(instance.output()).not.toContain('requests still open after the finish period');
  });

  it('when the entry a process manager runs (node scripts/start.mjs, no npm) gets SIGTERM, then it drains and exits 0', async () => {
    const instance = managed;
    const exit = instance.terminate();
    await waitFor(
      async () => (await fetch(`${instance.url}/readyz`)).status === 503,
      '/readyz to answer 503 while draining',
    );
    expect((await fetch(`${instance.url}/api/config`)).status).toBe(200);
    expect((await exit).code).toBe(0);
    expect(instance.output()).toContain(DRAINING);
  });

  it('when Ctrl-C (SIGINT) arrives with a request in flight, then the drain is skipped, the request is answered and the process exits 0', async () => {
    const instance = interrupted;
    const body = JSON.stringify({ email: 'nobody@example.test', password: 'not-the-password' });
    const events: string[] = [];
    let exit: ReturnType<Instance['terminate']> | undefined;
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${instance.url}/api/login`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'X-Requested-With': 'XMLHttpRequest',
          // The server's "100 Continue" says it has the request: from then on it is in flight.
          Expect: '100-continue',
        },
      });
      req.on('continue', () => {
        exit = instance.terminate('SIGINT').then((result) => {
          events.push('exited');
          return result;
        });
        req.end(body);
      });
      req.on('response', (res) => {
        res.resume();
        events.push('answered');
        resolve(res.statusCode!);
      });
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(status).toBe(401);
    const { code, ms } = await exit!;
    console.log('SIGINT to exit:', JSON.stringify({ ms }));
    expect(code).toBe(0);
    expect(events).toEqual(['answered', 'exited']);
    expect(instance.output()).toContain('stopping without the drain (SIGINT)');
    expect(instance.output()).not.toContain(DRAINING);
  });
});
