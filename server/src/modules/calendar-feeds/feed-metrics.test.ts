import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOwner } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createLogger } from '../../lib/logger';
import { createMetrics } from '../../metrics/metrics';
import { startMetricsServer, type MetricsServer } from '../../metrics/metrics-server';
import { scrape } from '../../metrics/scrape-kit';
import { fetchFeed, makeFeed, tokenOf } from '../../../test/kits/feed-kit';

/** The feed's token is its path: the request metrics name the route, never the token. */
const silent = createLogger('silent');
let t: TestApp;
let listener: MetricsServer;

beforeAll(async () => {
  t = await createTestApp({ metrics: (database) => createMetrics({ database, logger: silent }) });
  listener = await startMetricsServer(t.metrics!, { port: 0, host: '127.0.0.1', logger: silent });
});
afterAll(async () => {
  await listener?.close();
  await t?.close();
});

describe('calendar feed metrics', () => {
  it('when feeds are fetched, good and bad, then requests count under the route pattern and no label holds a token', async () => {
    const owner = await signUpOwner(t.app);
    const feed = await makeFeed(owner.client);
    expect((await fetchFeed(t.app, feed.url)).status).toBe(200);
    const token = tokenOf(feed.url);
    // A token of the same length that differs in its last five characters, whatever they are.
    const wrongEnd = token.endsWith('AAAAA') ? 'BBBBB' : 'AAAAA';
    const wrongUrl = feed.url.replace(`${token}.ics`, `${token.slice(0, -5)}${wrongEnd}.ics`);
    expect((await fetchFeed(t.app, wrongUrl)).status).toBe(404);
    const metrics = await scrape(listener.url);
    const route = '/api/calendar/:token.ics';
    const count = 'marina_http_request_duration_seconds_count';
    expect(metrics.value(count, { method: 'GET', route, status_code: '200' })).toBe(1);
    expect(metrics.value(count, { method: 'GET', route, status_code: '404' })).toBe(1);
    const labels = JSON.stringify(metrics.samples.map((sample) => sample.labels));
    expect(labels).not.toContain(token);
    expect(labels).not.toContain(wrongEnd);
  });
});
