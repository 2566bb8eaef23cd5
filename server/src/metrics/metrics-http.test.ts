import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin, signUpOwner, type SignedInOwner } from '../../test/factories';
import {
  adminPayload,
  freshDate,
  ownerPayload,
  setCapacity,
  testClock,
} from '../../test/kits/booking-kit';
import { routesOf } from '../../test/route-table';
import { createTestApp, usingPostgresServer, type TestApp } from '../../test/test-app';
import { createLogger } from '../lib/logger';
import { createMetrics } from './metrics';
import { startMetricsServer, type MetricsServer } from './metrics-server';
import { parsePrometheusText, scrape } from './scrape-kit';

/** The metrics listener as Prometheus sees it: requests, booking outcomes, pool, process. */
const silent = createLogger('silent');
const clock = testClock();
let t: TestApp;
let listener: MetricsServer;
let admin: SignedInOwner;

beforeAll(async () => {
  t = await createTestApp({
    now: clock.now,
    metrics: (database) => createMetrics({ database, logger: silent }),
  });
  listener = await startMetricsServer(t.metrics!, { port: 0, host: '127.0.0.1', logger: silent });
  admin = await signUpAdmin(t);
});
afterAll(async () => {
  await listener?.close();
  await t?.close();
});

const REQUESTS = 'marina_http_request_duration_seconds_count';
const requests = (method: string, route: string, status: number) => ({
  method,
  route,
  status_code: String(status),
});

describe('metrics', () => {
  it('when owners book, are refused and ask for unknown paths, then each request is counted under its route pattern, and each booking outcome by kind and reason', async () => {
    const before = await scrape(listener.url);
    const date = freshDate();
    await setCapacity(admin.client, date, '10:00 AM', 1);
    const [first, second] = [await signUpOwner(t.app), await signUpOwner(t.app)];
    const slot = ownerPayload({ bookingDate: date });
    expect((await first.client.post('/api/bookings', slot)).status).toBe(201);
    expect((await second.client.post('/api/bookings', slot)).body.code).toBe('slot_full');
    // The test clock is 08:00 on 10 June: its 10:00 AM deadline is under 24 hours away.
    const tooSoon = ownerPayload({ bookingDate: '2030-06-10' });
    expect((await second.client.post('/api/bookings', tooSoon)).body.code).toBe(
      'insufficient_notice',
    );
    expect((await admin.client.post('/api/bookings', adminPayload(second.user.id))).status).toBe(
      201,
    );
    expect((await first.client.get(`/api/bookings/user/${first.user.id}`)).status).toBe(200);
    expect((await first.client.get('/api/no-such-thing/42')).status).toBe(404);

    const after = await scrape(listener.url);
    const delta = (labels: Record<string, string>) =>
      (after.value(REQUESTS, labels) ?? 0) - (before.value(REQUESTS, labels) ?? 0);
    expect(delta(requests('POST', '/api/bookings', 201))).toBe(2);
    expect(delta(requests('POST', '/api/bookings', 409))).toBe(1);
    expect(delta(requests('POST', '/api/bookings', 400))).toBe(1);
    expect(delta(requests('GET', '/api/bookings/user/:userId', 200))).toBe(1);
    expect(delta(requests('GET', 'unmatched', 404))).toBe(1);
    const created = requests('POST', '/api/bookings', 201);
    expect(
      after.value('marina_http_request_duration_seconds_bucket', { ...created, le: '+Inf' }),
    ).toBe(after.value(REQUESTS, created));
    expect(after.value('marina_http_request_duration_seconds_sum', created)).toBeGreaterThan(0);

    // Only route patterns: no id, no unknown path ever becomes a series of its own.
    const patterns = new Set([...routesOf(t.app).map((r) => r.path), 'unmatched', 'static']);
    const routes = new Set(after.series(REQUESTS).map((s) => s.labels.route));
    expect([...routes].filter((route) => !patterns.has(route!))).toEqual([]);

    expect(after.value('marina_bookings_created_total', { kind: 'own' })).toBe(1);
    expect(after.value('marina_bookings_created_total', { kind: 'office' })).toBe(1);
    expect(after.series('marina_bookings_refused_total')).toEqual([
      {
        name: 'marina_bookings_refused_total',
        labels: { kind: 'own', reason: 'slot_full' },
        value: 1,
      },
      {
        name: 'marina_bookings_refused_total',
        labels: { kind: 'own', reason: 'insufficient_notice' },
        value: 1,
      },
    ]);
  });

  it('when the public port is asked for /metrics, then it answers 404 without any metric', async () => {
    const res = await request(t.app).get('/metrics');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('marina_');
    expect(res.text).not.toContain('process_cpu');
  });

  it('when the metrics listener is asked for anything but GET /metrics, then it answers 404', async () => {
    const base = listener.url.replace(/\/metrics$/, '');
    for (const path of ['/', '/metrics/', '/metrics.json', '/healthz', '/api/bookings']) {
      expect({ path, status: (await fetch(`${base}${path}`)).status }).toEqual({
        path,
        status: 404,
      });
    }
    expect((await fetch(listener.url, { method: 'POST' })).status).toBe(404);
    const ok = await scrape(listener.url);
    expect(ok.status).toBe(200);
    expect(ok.contentType).toBe('text/plain; version=0.0.4; charset=utf-8');
  });

  it('when scraped, then the process and Node.js metrics are there under their standard names', async () => {
    const { value } = await scrape(listener.url);
    expect(value('process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(value('process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(value('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(
      value('nodejs_heap_size_used_bytes', { space: 'total' }) ??
        value('nodejs_heap_size_used_bytes'),
    ).toBeGreaterThan(0);
  });

  it.runIf(usingPostgresServer)(
    'when the database is a server, then the pool shows its connections, its size and no waiting',
    async () => {
      const { value } = await scrape(listener.url);
      const inUse = value('marina_db_pool_connections', { state: 'in_use' })!;
      const idle = value('marina_db_pool_connections', { state: 'idle' })!;
      expect(inUse + idle).toBeGreaterThanOrEqual(1);
      expect(inUse + idle).toBeLessThanOrEqual(10);
      expect(value('marina_db_pool_max_connections')).toBe(10);
      expect(value('marina_db_pool_waiting_requests')).toBe(0);
    },
  );

  it.skipIf(usingPostgresServer)(
    'when the database is embedded, then no pool metric is reported (it has no pool)',
    async () => {
      const { samples } = await scrape(listener.url);
      expect(samples.filter((s) => s.name.startsWith('marina_db_pool_'))).toEqual([]);
    },
  );

  it('when a second app runs in the same process, then each counts only its own requests', async () => {
    const other = createMetrics({ database: t.database, logger: silent });
    const instance = await t.createInstance({ metrics: other });
    try {
      const before = await scrape(listener.url);
      await request(instance.app).get('/healthz').expect(200);
      const after = await scrape(listener.url);
      const healthz = requests('GET', '/healthz', 200);
      expect(after.value(REQUESTS, healthz)).toBe(before.value(REQUESTS, healthz));
      const counted = parsePrometheusText(await other.registry.metrics());
      expect(counted.filter((s) => s.name === REQUESTS)).toEqual([
        { name: REQUESTS, labels: healthz, value: 1 },
      ]);
    } finally {
      await instance.close();
    }
  });
});
