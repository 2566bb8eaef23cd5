import { request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { startInstance, type Instance } from './support/app-instance';
import { waitFor } from './support/waiting';

/** What a load balancer meets when this instance gets SIGTERM (embedded database). */
describe('SIGTERM on one instance', () => {
  const started: Instance[] = [];
  afterAll(async () => {
    await Promise.all(started.map((instance) => instance.crash()));
  });

  it('when SIGTERM arrives, then /readyz says 503 at once, other requests are still served during the drain, and the process exits cleanly after it', async () => {
    const instance = await startInstance({ env: { SHUTDOWN_DRAIN_MS: '1500' } });
    started.push(instance);
    const signalled = Date.now();
    const exit = instance.terminate();
    await waitFor(async () => (await fetch(`${instance.url}/readyz`)).status === 503, 3000);

    const readiness = await fetch(`${instance.url}/readyz`);
    expect(await readiness.json()).toEqual({
      status: 'draining',
      message: 'This instance is shutting down',
    });
    const served = await fetch(`${instance.url}/api/config`);
    expect(served.status).toBe(200);
    // The client's next request opens a new connection, which the balancer sends elsewhere.
    expect(served.headers.get('connection')).toBe('close');
    expect(Date.now() - signalled).toBeLessThan(1500);

    const { code } = await exit;
    expect(code).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1500);
    await expect(fetch(`${instance.url}/healthz`)).rejects.toThrow();
  });

  it('when the drain is the default 5 s, then the process has exited within 10 s of SIGTERM', async () => {
    const instance = await startInstance({ env: { SHUTDOWN_DRAIN_MS: '' } });
    started.push(instance);
    const { code, ms } = await instance.terminate();
    expect(code).toBe(0);
    expect(ms).toBeGreaterThanOrEqual(5000);
    expect(ms).toBeLessThan(10_000);
  });

  it('when the entry a process manager runs (node scripts/start.mjs, no npm) gets SIGTERM, then it drains and exits 0', async () => {
    const instance = await startInstance({
      entry: 'scripts/start.mjs',
      env: { SHUTDOWN_DRAIN_MS: '1500' },
    });
    started.push(instance);
    const exit = instance.terminate();
    await waitFor(async () => (await fetch(`${instance.url}/readyz`)).status === 503, 3000);
    expect((await fetch(`${instance.url}/api/config`)).status).toBe(200);
    expect((await exit).code).toBe(0);
    expect(instance.output()).toContain('draining: /readyz answers 503');
  });

  it('when Ctrl-C (SIGINT) arrives with a request in flight, then the drain is skipped, the request is answered and the process exits 0', async () => {
    // A drain longer than the test's timeout: only skipping it lets the process exit.
    const instance = await startInstance({ env: { SHUTDOWN_DRAIN_MS: '60000' } });
    started.push(instance);
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
    expect(instance.output()).not.toContain('draining: /readyz answers 503');
  });
});
