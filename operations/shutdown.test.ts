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
});
