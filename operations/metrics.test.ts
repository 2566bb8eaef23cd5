import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startInstance, type Instance } from './support/app-instance';

/** What Prometheus scrapes from the compiled server, and what the public port never shows. */
describe('metrics on their own port', () => {
  let instance: Instance;
  /** Without METRICS_PORT; started with the other, as starting is most of the cost. */
  let plain: Instance;
  let metricsUrl: string;

  beforeAll(async () => {
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    [instance, plain] = await Promise.all([
      startInstance({ env: { METRICS_PORT: String(metricsPort) } }),
      startInstance(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([instance?.crash(), plain?.crash()]);
  });

  it('when METRICS_PORT is set, then /metrics there has request, mail and process metrics, and the public port has none', async () => {
    expect((await fetch(`${instance.url}/api/config`)).status).toBe(200);

    const scrape = await fetch(metricsUrl);
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toContain('text/plain');
    const text = await scrape.text();
    expect(text).toMatch(
      /^marina_http_request_duration_seconds_count\{method="GET",route="\/api\/config",status_code="200"\} 1$/m,
    );
    expect(text).toMatch(/^marina_mail_queue_pending 0$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);

    const publicPort = await fetch(`${instance.url}/metrics`);
    expect(await publicPort.text()).not.toContain('marina_http_request_duration_seconds');
  });

  it('when METRICS_PORT is not set, then no second listener is opened', () => {
    expect(plain.output()).not.toContain('"metrics":"http');
    expect(instance.output()).toContain(`"metrics":"${metricsUrl}"`);
  });
});
